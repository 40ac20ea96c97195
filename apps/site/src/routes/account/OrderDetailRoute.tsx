import { OrderDetail } from '@momento/marketplace-kit';
import { useNavigate, useParams, useSearchParams } from 'react-router';

/** /account/myorders/{order_no}: the order detail ('More details'); `?view=sell` is the seller's side. */
export function Component() {
  const { orderNo = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = search.get('view') === 'sell' ? 'sell' : 'buy';
  // Back returns to the list as it was (tab and dates) when the detail was opened from it.
  const onBack = () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(view === 'sell' ? '/account/myorders?tab=sell' : '/account/myorders');
  };
  return <OrderDetail orderNo={orderNo} view={view} onBack={onBack} />;
}
