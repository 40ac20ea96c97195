import { CartPanel, RequireLogin } from '@momento/marketplace-kit';

/** /mycart (public-site.md section 2): the cart, for signed-in users. */
export function Component() {
  return (
    <RequireLogin>
      <CartPanel />
    </RequireLogin>
  );
}
