import { CartPanel, RequireLogin } from '@momento/marketplace-kit';

/** /mycart: the cart, for signed-in users. */
export function Component() {
  return (
    <RequireLogin>
      <CartPanel />
    </RequireLogin>
  );
}
