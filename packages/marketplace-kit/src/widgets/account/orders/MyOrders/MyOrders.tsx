import { memo, useCallback, useDeferredValue } from 'react';
import { useBuyerOrders, useSellerOrders } from '#api/orders/useOrderLists.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { isActiveSeller as activeSeller } from '#session/sessionStore.ts';
import type { QueryChangeOptions } from '#widgets/browse/searchQuery.ts';
import { MyOrdersView, type OrderTab } from './MyOrdersView.tsx';

export interface MyOrdersProps {
  /** The query string: `tab` (buy or sell), `date_from` and `date_to` (yyyy-mm-dd). */
  query: Readonly<Record<string, string | undefined>>;
  /** Writes the query string (the site's router); Apply and a new tab add a history entry. */
  onQueryChange: (next: Record<string, string>, options?: QueryChangeOptions) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Renders again only when its props change (see MyOrders). */
const MyOrdersPage = /* @__PURE__ */ memo(MyOrdersView);
const dayOf = (value: string | undefined) => (value && DAY.test(value) ? value : '');

/**
 * /account/myorders, connected: the tab and the applied dates come from the query string, so back and forward
 * restore them; the SELL tab and its list exist only for active sellers.
 */
export function MyOrders({ query, onQueryChange }: MyOrdersProps) {
  const session = useSession();
  const isActiveSeller = activeSeller(session.permissions);
  const tab: OrderTab = query['tab'] === 'sell' && isActiveSeller ? 'sell' : 'buy';
  const dateFrom = dayOf(query['date_from']);
  const dateTo = dayOf(query['date_to']);
  const filters = { ...(dateFrom ? { date_from: dateFrom } : {}), ...(dateTo ? { date_to: dateTo } : {}) };
  const buy = useBuyerOrders(filters, { enabled: tab === 'buy' });
  const sell = useSellerOrders(filters, { enabled: tab === 'sell' && isActiveSeller });
  const write = useCallback(
    (next: { tab: OrderTab; dateFrom: string; dateTo: string }) =>
      onQueryChange({
        ...(next.tab === 'sell' ? { tab: 'sell' } : {}),
        ...(next.dateFrom ? { date_from: next.dateFrom } : {}),
        ...(next.dateTo ? { date_to: next.dateTo } : {}),
      }),
    [onQueryChange],
  );
  const onTabChange = useCallback(
    (next: OrderTab) => write({ tab: next, dateFrom, dateTo }),
    [write, dateFrom, dateTo],
  );
  const onApply = useCallback(
    (range: { dateFrom: string; dateTo: string }) => write({ tab, ...range }),
    [write, tab],
  );
  const onClear = useCallback(() => write({ tab, dateFrom: '', dateTo: '' }), [write, tab]);
  // A page of orders arrives as an SWR update, which React renders synchronously: with the tabs and the date pickers
  // mounting beside the first page, that was one long task. The lists are deferred and the view memoised, so the
  // arrival's synchronous render stops here and the view renders as a transition, in slices that yield to input.
  const deferredBuy = useDeferredValue(buy);
  const deferredSell = useDeferredValue(sell);

  return (
    <MyOrdersPage
      tab={tab}
      isActiveSeller={isActiveSeller}
      dateFrom={dateFrom}
      dateTo={dateTo}
      onTabChange={onTabChange}
      onApply={onApply}
      onClear={onClear}
      buy={deferredBuy}
      sell={deferredSell}
    />
  );
}
