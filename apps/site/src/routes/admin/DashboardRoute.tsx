import { AdminDashboard } from '@momento/marketplace-kit';
import { useQueryProps } from '../../navigation.tsx';

/** /admin: the dashboard; the period (`days`: 7, 30 or 90) lives in the query string. */
export function Component() {
  return <AdminDashboard {...useQueryProps()} />;
}
