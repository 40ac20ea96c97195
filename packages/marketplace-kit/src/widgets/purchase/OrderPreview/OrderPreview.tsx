import { isApiError } from '#api/ApiError.ts';
import { useCancelOrder } from '#api/orders/useCancelOrder.ts';
import { useOrder } from '#api/orders/useOrder.ts';
import { useOrderExpiryCheck } from '#api/orders/useOrderExpiryCheck.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { LoadingState, MessageState } from '../../shared/LoadState.tsx';
import { errorTexts as englishErrors, orderTexts as englishOrder } from '../purchaseTexts.ts';
import { OrderPayment } from './OrderPayment.tsx';
import { OrderPreviewView } from './OrderPreviewView.tsx';

export interface OrderPreviewProps {
  /** The order number of /previeworder/{id}. */
  orderNo: string | null | undefined;
  /** 'Continue Shopping' on a paid order. @default '/home' */
  continueShoppingHref?: string;
}

/**
 * /previeworder/{order_no}, connected: loads the order, pays it (PayPal or the test provider), cancels it after
 * confirmation and runs the expiry check; the order is reloaded after payment and cancellation.
 */
export function OrderPreview({ orderNo, continueShoppingHref }: OrderPreviewProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const orderTexts = useTexts('orderPreview', englishOrder);
  const { data: order, error, isLoading } = useOrder(orderNo || null);
  const cancel = useCancelOrder();
  const expiry = useOrderExpiryCheck();

  if (!orderNo || (isApiError(error) && error.status === 404))
    return <MessageState>{orderTexts.notFound}</MessageState>;
  if (error) return <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>;
  if (isLoading || !order) return <LoadingState label={orderTexts.loading} />;
  return (
    <OrderPreviewView
      order={order}
      payment={<OrderPayment order={order} />}
      onCancel={() => cancel.run(order.order_no)}
      isCancelling={cancel.isPending}
      onCompleteOrder={() => void expiry.run(order.order_no)}
      isCheckingExpiry={expiry.isPending}
      {...(continueShoppingHref ? { continueShoppingHref } : {})}
    />
  );
}
