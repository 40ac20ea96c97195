import type { BuyerOrder, SellOrder } from '@momento/contract';
import { lazy, Suspense, useId } from 'react';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { OrderCard } from '../OrderCard/OrderCard.tsx';
import * as styles from '../orders.css.ts';
import { emptyTexts as englishEmpty, orderTexts as englishTexts } from '../orderTexts.ts';

import * as shared from '#widgets/shared/lists.css.ts';

export type OrderTab = 'buy' | 'sell';

// The date filters' stand-ins load beside the first page of orders (the real pickers wait for intent, see
// DateFiltersSlot); the bar keeps its height meanwhile.
const DateFiltersSlot = lazy(async () => ({
  default: (await import('./DateFiltersSlot.tsx')).DateFiltersSlot,
}));
const SideTabs = lazy(async () => ({
  default: (await import('#widgets/shared/SideTabsSlot.tsx')).SideTabsSlot,
}));

/** One tab's list: the state of its infinite scroll (the result of `useBuyerOrders` / `useSellerOrders`). */
export type OrderListState<T> = ResultListState<T>;

export interface MyOrdersViewProps {
  tab: OrderTab;
  /** The SELL tab is for active sellers only. */
  isActiveSeller: boolean;
  /** yyyy-mm-dd or '' */
  dateFrom: string;
  /** yyyy-mm-dd or '' */
  dateTo: string;
  onTabChange: (tab: OrderTab) => void;
  /** Apply: the dates go into the query string and the list reloads. */
  onApply: (range: { dateFrom: string; dateTo: string }) => void;
  onClear: () => void;
  buy: OrderListState<BuyerOrder>;
  sell: OrderListState<SellOrder>;
}

/**
 * My Orders: BUY and SELL tabs (real tabs: arrow keys move between them; the choice is
 * in the URL), the date filters, and each side's orders with infinite scroll ('No Order Found', 'No more Orders
 * found').
 */
export function MyOrdersView({
  tab,
  isActiveSeller,
  dateFrom,
  dateTo,
  onTabChange,
  onApply,
  onClear,
  buy,
  sell,
}: MyOrdersViewProps) {
  const emptyTexts = useTexts('empty', englishEmpty);
  const t = useTexts('orders', englishTexts);
  const myOrdersTitleId = useId();
  const selected = isActiveSeller ? tab : 'buy';
  const filters = (
    <Suspense fallback={<div className={styles.filtersPlaceholder} aria-hidden="true" />}>
      <DateFiltersSlot dateFrom={dateFrom} dateTo={dateTo} onApply={onApply} onClear={onClear} />
    </Suspense>
  );
  const buyPanel = (
    <div className={styles.page}>
      {filters}
      <ResultList
        label={t.buyOrders}
        layout="list"
        list={buy}
        itemKey={(order) => order.sub_order_id}
        renderItem={(order) => <OrderCard variant="buy" order={order} />}
        emptyText={emptyTexts.noOrders}
        endText={emptyTexts.noMoreOrders}
      />
    </div>
  );
  const sellPanel = (
    <div className={styles.page}>
      {filters}
      <ResultList
        label={t.sellOrders}
        layout="list"
        list={sell}
        itemKey={(order) => order.fulfillment_order_id}
        renderItem={(order) => <OrderCard variant="sell" order={order} />}
        emptyText={emptyTexts.noOrders}
        endText={emptyTexts.noMoreOrders}
      />
    </div>
  );
  return (
    <section className={styles.page} aria-labelledby={myOrdersTitleId}>
      <h1 id={myOrdersTitleId} className={styles.heading}>
        {t.title}
      </h1>
      {/* The orders show at once; the tab bar (a stand-in until the first intent on it, see SideTabsSlot) joins them in its place when loaded. */}
      <Suspense
        fallback={
          <div className={shared.tabsWhileLoading}>
            <div className={shared.tabsPlaceholder} aria-hidden="true" />
            {selected === 'sell' ? sellPanel : buyPanel}
          </div>
        }
      >
        <SideTabs
          label={t.tabs}
          tabs={[
            { key: 'buy', title: t.buy, panel: buyPanel },
            ...(isActiveSeller ? [{ key: 'sell', title: t.sell, panel: sellPanel }] : []),
          ]}
          selected={selected}
          onChange={(key) => onTabChange(key === 'sell' ? 'sell' : 'buy')}
        />
      </Suspense>
    </section>
  );
}
