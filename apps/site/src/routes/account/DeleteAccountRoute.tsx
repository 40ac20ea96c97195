import { DeleteAccount } from '@momento/marketplace-kit';

/** /account/delete: Delete account (account-area.md section 2). */
export function Component() {
  return <DeleteAccount />;
}
