import type { PriceHistory } from '@momento/contract';
import { Button } from '@momento/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { formatMoney } from '#format/money.ts';
import { LoadingState, MessageState } from '../../shared/LoadState.tsx';
import { dayLabel, isEmptyHistory, priceHistorySummary } from './priceHistoryData.ts';
import { priceHistoryTexts as englishPriceHistoryTexts } from './priceHistoryTexts.ts';
import * as styles from './PriceHistory.css.ts';
import { useLocale, useTexts } from '#locale/LocaleContext.tsx';

// The plot's code loads with the first chart, not with the page that shows it.
const PriceChart = lazy(async () => ({ default: (await import('./PriceChart.tsx')).PriceChart }));

export interface PriceHistoryViewProps {
  /** The event's history; null while it loads, when it failed, or when there is no event (the empty text). */
  history: PriceHistory | null;
  /** True while the history loads. @default false */
  isLoading?: boolean;
  /** The load failed: shows what to do, with Try again when `onRetry` is given. @default false */
  isError?: boolean;
  /** Loads the history again after a failure. */
  onRetry?: () => void;
  /**
   * The heading's level, to fit the page's outline (2 under a page's h1, 3 inside a section).
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Today (YYYY-MM-DD, UTC): the summary says 'today' for this day. @default the current UTC day */
  today?: string;
  /** The data table is shown at first. @default false */
  defaultShowTable?: boolean;
}

/**
 * An event's price history: a summary in words, a chart of the lowest and median asking price per day and of sold
 * prices where there were sales (its code loads on first use), and a 'Show data table' toggle with every day's figures.
 */
export function PriceHistoryView({
  history,
  isLoading = false,
  isError = false,
  onRetry,
  headingLevel = 2,
  today = new Date().toISOString().slice(0, 10),
  defaultShowTable = false,
}: PriceHistoryViewProps) {
  const t = useTexts('priceHistory', englishPriceHistoryTexts);
  const locale = useLocale();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const headingId = useId();
  const summaryId = useId();
  const tableId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const body = () => {
    if (isError) {
      return (
        <>
          <MessageState tone="danger">{t.failed}</MessageState>
          {onRetry ? (
            <Button variant="outline" size="small" onPress={onRetry}>
              {t.tryAgain}
            </Button>
          ) : null}
        </>
      );
    }
    if (isLoading) return <LoadingState label={t.loading} />;
    if (!history || isEmptyHistory(history.days)) return <MessageState>{t.empty}</MessageState>;
    const { days } = history;
    const hasSales = days.some((day) => day.sold > 0);
    return (
      <>
        <p id={summaryId} className={styles.summary}>
          {priceHistorySummary(days, today, t, locale)}
        </p>
        <ul className={styles.legend} aria-hidden="true">
          <li className={styles.legendItem}>
            <span className={styles.legendLine} />
            {t.lowest}
          </li>
          <li className={styles.legendItem}>
            <span className={styles.legendDashed} />
            {t.median}
          </li>
          {hasSales ? (
            <li className={styles.legendItem}>
              <span className={styles.legendDot} />
              {t.sold}
            </li>
          ) : null}
        </ul>
        <div className={styles.plotBox}>
          <Suspense fallback={<LoadingState label={t.loadingChart} />}>
            <PriceChart days={days} />
          </Suspense>
        </div>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={showTable}
          aria-controls={showTable ? tableId : undefined}
          onPress={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t.hideTable : t.showTable}
        </Button>
        {showTable ? (
          <div
            id={tableId}
            className={styles.tableBox}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the box scrolls past about ten rows: keyboard users must reach it to scroll it
            tabIndex={0}
            role="region"
            aria-label={t.tableCaption(history.event_name)}
          >
            <table className={styles.table}>
              <caption className={styles.caption}>{t.tableCaption(history.event_name)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.day}</th>
                  <th scope="col">{t.lowest}</th>
                  <th scope="col">{t.median}</th>
                  <th scope="col">{t.listings}</th>
                  <th scope="col">{t.sold}</th>
                  <th scope="col">{t.soldCount}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">
                      <time dateTime={day.day}>{dayLabel(day.day, locale)}</time>
                    </th>
                    <td>{formatMoney(day.lowest, { fallback: t.none, locale })}</td>
                    <td>{formatMoney(day.median, { fallback: t.none, locale })}</td>
                    <td>{day.listings}</td>
                    <td>{formatMoney(day.sold_median, { fallback: t.none, locale })}</td>
                    <td>{day.sold}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </>
    );
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t.heading}
      </Heading>
      {body()}
    </section>
  );
}
