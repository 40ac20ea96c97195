import { BecomeSeller } from '@momento/marketplace-kit';

/** /account/seller: Become a seller. */
export function Component() {
  return <BecomeSeller />;
}
