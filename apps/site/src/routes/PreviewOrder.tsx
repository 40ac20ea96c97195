import { OrderPreview, RequireLogin } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /previeworder/{order_no}: the order and its payment. */
export function Component() {
  const { id } = useParams();
  return (
    <RequireLogin>
      <OrderPreview orderNo={id} />
    </RequireLogin>
  );
}
