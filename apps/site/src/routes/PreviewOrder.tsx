import { OrderPreview, readEmbedOpener, RequireLogin } from '@momento/marketplace-kit';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

/** Loaded only in a tab a partner's widget opened on the cart (it has an opener and the widget's nonce). */
const TellEmbedOpener = lazy(() => import('./TellEmbedOpener.tsx'));

/** /previeworder/{order_no}: the order and its payment; a partner widget's cart tab tells its page once it is paid. */
export function Component() {
  const { id } = useParams();
  const fromWidget = window.opener !== null && readEmbedOpener() !== null;
  return (
    <RequireLogin>
      {fromWidget ? (
        <Suspense fallback={null}>
          <TellEmbedOpener orderNo={id ?? null} />
        </Suspense>
      ) : null}
      <OrderPreview orderNo={id} />
    </RequireLogin>
  );
}
