import { OrderPreview, RequireLogin, useOrder, useTellEmbedOpener } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /previeworder/{order_no}: the order and its payment; a partner widget's cart tab tells its page once it is paid. */
export function Component() {
  const { id } = useParams();
  return (
    <RequireLogin>
      <TellEmbedOpener orderNo={id ?? null} />
      <OrderPreview orderNo={id} />
    </RequireLogin>
  );
}

/** The order as OrderPreview loads it (the same request): a partner's widget hears when it is paid. */
function TellEmbedOpener({ orderNo }: { orderNo: string | null }) {
  const { data: order } = useOrder(orderNo);
  useTellEmbedOpener(order);
  return null;
}
