import { AdminUsers } from '@momento/marketplace-kit';
import { useQueryProps } from '../../navigation.tsx';

/** /admin/users: user search by name or e-mail; the search (`q`) lives in the query string. */
export function Component() {
  return <AdminUsers {...useQueryProps()} />;
}
