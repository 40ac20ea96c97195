import { AccountProfile } from '@momento/marketplace-kit';

/** /account: the profile (account-area.md section 2). */
export function Component() {
  return <AccountProfile />;
}
