import { useOrder } from '#api/orders/useOrder.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { errorTexts as englishErrors } from '#texts.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { orderTexts as englishTexts } from '../orderTexts.ts';
import { OrderDetailView } from './OrderDetailView.tsx';

export interface OrderDetailProps {
  /** The order number of /account/myorders/{order_no}. */
  orderNo: string;
  /** @default 'buy' */
  view?: 'buy' | 'sell';
  /** The back button; by default My Orders on the same tab. */
  onBack?: () => void;
}

/** The order detail, connected: one order by its number, as the buyer or the seller sees it. */
export function OrderDetail({ orderNo, view = 'buy', onBack }: OrderDetailProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const t = useTexts('orders', englishTexts);
  const navigation = useNavigation();
  const { data, error, isLoading } = useOrder(orderNo || null);
  const back =
    onBack ??
    (() => navigation.navigate(view === 'sell' ? '/account/myorders?tab=sell' : '/account/myorders'));
  if (error) {
    const notFound = (error as { status?: number }).status === 404;
    return (
      <MessageState tone="danger">{notFound ? t.orderNotFound : errorTexts.somethingWentWrong}</MessageState>
    );
  }
  if (isLoading || !data) return <LoadingState />;
  return <OrderDetailView order={data} view={view} onBack={back} />;
}
