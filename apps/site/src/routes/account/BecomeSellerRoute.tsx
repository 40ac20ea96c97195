import { BecomeSeller } from '@momento/marketplace-kit';

/** /account/seller: Become a seller (account-area.md section 2). */
export function Component() {
  return <BecomeSeller />;
}
