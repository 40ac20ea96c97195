import { MyOrders } from '@momento/marketplace-kit';
import { useQueryProps } from '../../navigation.tsx';

/** /account/myorders: BUY and SELL tabs with date filters; `tab`, `date_from` and `date_to` live in the query string. */
export function Component() {
  return <MyOrders {...useQueryProps()} />;
}
