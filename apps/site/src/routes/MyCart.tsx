import { CartPanel, RequireLogin, rememberEmbedOpener } from '@momento/marketplace-kit';
import { useEffect } from 'react';

/** /mycart: the cart, for signed-in users; a partner widget's cart tab is remembered here (its order message). */
export function Component() {
  useEffect(() => rememberEmbedOpener(), []);
  return (
    <RequireLogin>
      <CartPanel />
    </RequireLogin>
  );
}
