import type { AdminDashboard as DashboardData } from '@momento/contract';
import { DASHBOARD_DAYS, type DashboardDays } from '@momento/contract/routes';
import { Stack } from '@momento/ui';
import { useId } from 'react';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { dashboardTexts as englishDashboardTexts } from './dashboardTexts.ts';
import * as admin from '../admin.css.ts';
import { ChartPanel } from './ChartPanel.tsx';
import type { DailyChartData } from './chartTypes.ts';
import * as styles from './Dashboard.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat, type LocaleFormat } from '#locale/useFormat.ts';

export interface AdminDashboardViewProps {
  /** The figures of the chosen period; undefined while they load or when they failed. */
  dashboard: DashboardData | undefined;
  isLoading: boolean;
  error?: unknown;
  /** The period in days (7, 30 or 90). */
  days: DashboardDays;
  onDaysChange: (days: DashboardDays) => void;
  /** Asks for the figures again after an error. */
  onRetry?: () => void;
  /**
   * Where the admin area is mounted: the count cards link to its pages.
   * @default '/admin'
   */
  basePath?: string;
}

/** The four charts of a period's series, their figures in the provider's locale (sales in cents, shown in dollars). */
function chartsOf(
  dashboard: DashboardData,
  t: typeof englishDashboardTexts,
  format: LocaleFormat,
): Array<DailyChartData & { title: string }> {
  const count = format.number;
  const cents = (value: number) => format.money(value / 100);
  const days = dashboard.series.map((day) => day.date);
  const pick = (field: 'orders' | 'sales_cents' | 'new_listings' | 'offers_made' | 'offers_accepted') =>
    dashboard.series.map((day) => day[field]);
  return [
    {
      title: t.ordersPerDay,
      kind: 'bar',
      days,
      series: [{ label: t.orders, values: pick('orders') }],
      formatValue: count,
    },
    {
      title: t.salesPerDay,
      kind: 'line',
      days,
      series: [{ label: t.sales, values: pick('sales_cents') }],
      formatValue: cents,
    },
    {
      title: t.newTickets,
      kind: 'bar',
      days,
      series: [{ label: t.listings, values: pick('new_listings') }],
      formatValue: count,
    },
    {
      title: t.offers,
      kind: 'line',
      days,
      series: [
        { label: t.offersMade, values: pick('offers_made') },
        { label: t.offersAccepted, values: pick('offers_accepted') },
      ],
      formatValue: count,
    },
  ];
}

/**
 * The admin's dashboard: what waits for them now (open reports, the moderation queue, deliveries to settle), each
 * linking to its page, and the marketplace's activity per day over 7, 30 or 90 days as four charts with data tables.
 */
export function AdminDashboardView({
  dashboard,
  isLoading,
  error,
  days,
  onDaysChange,
  onRetry,
  basePath = '/admin',
}: AdminDashboardViewProps) {
  const t = useTexts('consoleDashboard', englishDashboardTexts);
  const format = useFormat();
  const titleId = useId();
  const isEmpty =
    dashboard !== undefined &&
    dashboard.series.every(
      (day) => day.orders + day.sales_cents + day.new_listings + day.offers_made + day.offers_accepted === 0,
    );
  return (
    <section className={admin.page} aria-labelledby={titleId}>
      <div className={admin.toolbar}>
        <h1 id={titleId} className={admin.title}>
          {t.title}
        </h1>
        <ChoiceGroup
          label={t.period}
          value={String(days)}
          options={DASHBOARD_DAYS.map((option) => ({ value: String(option), label: t.periodOption(option) }))}
          onChange={(value) => onDaysChange(Number(value) as DashboardDays)}
        />
      </div>
      {error && !dashboard ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : isLoading || !dashboard ? (
        <LoadingState />
      ) : (
        <Stack space="large">
          <ul className={styles.cards}>
            <li>
              <MarketplaceLink href={`${basePath}/reports`} className={styles.card}>
                <span className={styles.cardValue}>{format.number(dashboard.current.open_reports)}</span>{' '}
                <span>{t.openReports}</span>
              </MarketplaceLink>
            </li>
            <li>
              <MarketplaceLink href={`${basePath}/moderation`} className={styles.card}>
                <span className={styles.cardValue}>{format.number(dashboard.current.queue_length)}</span>{' '}
                <span>{t.queueLength}</span>
              </MarketplaceLink>
            </li>
            <li>
              <MarketplaceLink href={`${basePath}/deliveries`} className={styles.card}>
                <span className={styles.cardValue}>
                  {format.number(dashboard.current.disputed_deliveries)}
                </span>{' '}
                <span>{t.disputedDeliveries}</span>
              </MarketplaceLink>
            </li>
          </ul>
          {isEmpty ? (
            <MessageState>{t.empty}</MessageState>
          ) : (
            <div className={styles.charts}>
              {chartsOf(dashboard, t, format).map(({ title, ...chart }) => (
                <ChartPanel key={title} title={title} {...chart} />
              ))}
            </div>
          )}
        </Stack>
      )}
    </section>
  );
}
