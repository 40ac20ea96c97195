import { DeleteAccount } from '@momento/marketplace-kit';

/** /account/delete: Delete account. */
export function Component() {
  return <DeleteAccount />;
}
