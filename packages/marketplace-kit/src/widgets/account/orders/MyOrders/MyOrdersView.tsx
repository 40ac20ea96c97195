import type { BuyerOrder, SellOrder } from '@momento/contract';
import { Button, DatePicker, parseDate, TabItem, Tabs, type DateValue } from '@momento/ui';
import { useState, type FormEvent } from 'react';
import { ResultList } from '../../../shared/ResultList.tsx';
import { OrderCard } from '../OrderCard/OrderCard.tsx';
import * as styles from '../orders.css.ts';
import { emptyTexts, orderTexts as t } from '../orderTexts.ts';

export type OrderTab = 'buy' | 'sell';

/** One tab's list: the state of its infinite scroll. */
export interface OrderListState<T> {
  items: readonly T[];
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  onLoadMore: () => void;
}

export interface MyOrdersViewProps {
  tab: OrderTab;
  /** The SELL tab is for active sellers only (account-area.md section 2). */
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
  /** The countdowns' clock (stories). */
  clock?: () => number;
}

function toDateValue(value: string): DateValue | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** Date from / Date to with Apply and Clear; the applied range lives in the query string. */
function DateFilters({ dateFrom, dateTo, onApply, onClear }: Pick<MyOrdersViewProps, 'dateFrom' | 'dateTo' | 'onApply' | 'onClear'>) {
  const [from, setFrom] = useState(dateFrom);
  const [to, setTo] = useState(dateTo);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState({ dateFrom, dateTo });
  // A new range from the URL (back, forward, Clear) replaces what the fields hold.
  if (applied.dateFrom !== dateFrom || applied.dateTo !== dateTo) {
    setApplied({ dateFrom, dateTo });
    setFrom(dateFrom);
    setTo(dateTo);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setError(t.dateRangeInvalid);
      return;
    }
    setError(null);
    onApply({ dateFrom: from, dateTo: to });
  };
  return (
    <form className={styles.filters} onSubmit={submit} noValidate>
      <DatePicker label={t.dateFrom} value={toDateValue(from)} onChange={(value) => setFrom(value ? value.toString() : '')} errorMessage={error ?? undefined} />
      <DatePicker label={t.dateTo} value={toDateValue(to)} onChange={(value) => setTo(value ? value.toString() : '')} />
      <Button type="submit">{t.apply}</Button>
      <Button
        variant="outline"
        onPress={() => {
          setError(null);
          setFrom('');
          setTo('');
          onClear();
        }}
      >
        {t.clear}
      </Button>
    </form>
  );
}

/**
 * My Orders (account-area.md section 2): BUY and SELL tabs (real tabs: arrow keys move between them; the choice is
 * in the URL), the date filters, and each side's orders with infinite scroll ('No Order Found', 'No more Orders
 * found').
 */
export function MyOrdersView({ tab, isActiveSeller, dateFrom, dateTo, onTabChange, onApply, onClear, buy, sell, clock }: MyOrdersViewProps) {
  const selected = isActiveSeller ? tab : 'buy';
  const filters = <DateFilters dateFrom={dateFrom} dateTo={dateTo} onApply={onApply} onClear={onClear} />;
  const buyPanel = (
    <div className={styles.page}>
      {filters}
      <ResultList
        label={t.buyOrders}
        layout="list"
        {...buy}
        itemKey={(order) => order.sub_order_id}
        renderItem={(order) => <OrderCard variant="buy" order={order} clock={clock} />}
        emptyText={emptyTexts.noOrders}
        endText={emptyTexts.noMoreOrders}
      />
    </div>
  );
  return (
    <section className={styles.page} aria-labelledby="my-orders-title">
      <h1 id="my-orders-title" className={styles.heading}>
        {t.title}
      </h1>
      {isActiveSeller ? (
        <Tabs aria-label={t.tabs} selectedKey={selected} onSelectionChange={(key) => onTabChange(key === 'sell' ? 'sell' : 'buy')}>
          <TabItem key="buy" title={t.buy}>
            {buyPanel}
          </TabItem>
          <TabItem key="sell" title={t.sell}>
            <div className={styles.page}>
              {filters}
              <ResultList
                label={t.sellOrders}
                layout="list"
                {...sell}
                itemKey={(order) => order.fulfillment_order_id}
                renderItem={(order) => <OrderCard variant="sell" order={order} clock={clock} />}
                emptyText={emptyTexts.noOrders}
                endText={emptyTexts.noMoreOrders}
              />
            </div>
          </TabItem>
        </Tabs>
      ) : (
        <Tabs aria-label={t.tabs} selectedKey="buy">
          <TabItem key="buy" title={t.buy}>
            {buyPanel}
          </TabItem>
        </Tabs>
      )}
    </section>
  );
}
