import type { AdminPartnerDetail, AdminPartnerOrder, OperationBody, PartnerStatus } from '@momento/contract';
import { ORDER_STATUS_LABELS, PARTNER_STATUS_LABELS, partnerStatsRange } from '@momento/contract/routes';
import { Badge, Button, Link, Stack, TextField } from '@momento/ui';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import * as admin from '../admin.css.ts';
import type { AddOutcome } from '../AdminPartners/PartnerDialog.tsx';
import { partnersTexts as englishPartnersTexts } from '../AdminPartners/partnersTexts.ts';
import { ChartPanel } from '../Dashboard/ChartPanel.tsx';
import type { DailyChartData } from '../Dashboard/chartTypes.ts';
import * as dashboard from '../Dashboard/Dashboard.css.ts';
import { partnerDetailTexts as englishPartnerDetailTexts } from './partnerDetailTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat, type LocaleFormat } from '#locale/useFormat.ts';
import { adminLabels as englishAdminLabels } from '../adminLabels.ts';

// The partner's form (Edit) loads on first use, as on the partners page.
const PartnerDialog = lazy(async () => ({
  default: (await import('../AdminPartners/PartnerDialog.tsx')).PartnerDialog,
}));

/** The orders list as the connected widget reads it (an infinite list's result). */
export interface PartnerOrdersList {
  items: readonly AdminPartnerOrder[];
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  loadMore: () => void;
  reload: () => void;
}

export interface AdminPartnerDetailViewProps {
  /** The partner and its days over the range; undefined while loading or when it failed. */
  detail: AdminPartnerDetail | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shows another range (both days checked with the contract's rule first). */
  onRangeChange: (range: { from: string; to: string }) => void;
  /** Downloads the range's days as a CSV file. */
  onDownload: () => void;
  /** @default false */
  isDownloading?: boolean;
  /** Sends the edited details; the dialog closes when it resolves `{ ok: true }`. */
  onEdit: (body: OperationBody<'adminPartnerCreate'>) => Promise<AddOutcome>;
  /** @default false */
  isSaving?: boolean;
  /** Pauses (PAUSED) or resumes (ACTIVE) the partner. */
  onStatus: (status: PartnerStatus) => void;
  /** @default false */
  isStatusPending?: boolean;
  orders: PartnerOrdersList;
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

type Totals = { views: number; sign_ins: number; offers: number; orders: number; sales_cents: number };

function totalsOf(detail: AdminPartnerDetail): Totals {
  const totals: Totals = { views: 0, sign_ins: 0, offers: 0, orders: 0, sales_cents: 0 };
  for (const day of detail.series) {
    totals.views += day.views;
    totals.sign_ins += day.sign_ins;
    totals.offers += day.offers;
    totals.orders += day.orders;
    totals.sales_cents += day.sales_cents;
  }
  return totals;
}

/** The range's totals in words, its figures in the provider's locale (sales in cents, shown in dollars). */
function summaryOf(totals: Totals, t: typeof englishPartnerDetailTexts, format: LocaleFormat): string {
  return t.summary({
    views: format.number(totals.views),
    sign_ins: format.number(totals.sign_ins),
    offers: format.number(totals.offers),
    orders: format.number(totals.orders),
    sales: format.money(totals.sales_cents / 100),
  });
}

/** The four charts of a partner's days, their figures in the provider's locale. */
function chartsOf(
  detail: AdminPartnerDetail,
  t: typeof englishPartnerDetailTexts,
  format: LocaleFormat,
): Array<DailyChartData & { title: string }> {
  const count = format.number;
  const cents = (value: number) => format.money(value / 100);
  const days = detail.series.map((day) => day.date);
  const pick = (field: keyof Totals) => detail.series.map((day) => day[field]);
  return [
    {
      title: t.viewsPerDay,
      kind: 'bar',
      days,
      series: [{ label: t.views, values: pick('views') }],
      formatValue: count,
    },
    {
      title: t.signInsAndOffers,
      kind: 'line',
      days,
      series: [
        { label: t.signIns, values: pick('sign_ins') },
        { label: t.offers, values: pick('offers') },
      ],
      formatValue: count,
    },
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
  ];
}

/** From and To, checked with the contract's rule (its words on the field) before the range changes. */
function RangeForm({
  from,
  to,
  onRangeChange,
}: {
  from: string;
  to: string;
  onRangeChange: AdminPartnerDetailViewProps['onRangeChange'];
}) {
  const t = useTexts('consolePartnerDetail', englishPartnerDetailTexts);
  const [values, setValues] = useState({ from, to });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = partnerStatsRange(values.from.trim(), values.to.trim(), new Date());
    if ('problem' in range) {
      setProblem(range.problem);
      return;
    }
    setProblem(null);
    onRangeChange({ from: range.from, to: range.to });
  };
  return (
    <form className={admin.filters} aria-label={t.range} noValidate onSubmit={submit}>
      <TextField
        label={t.from}
        name="from"
        value={values.from}
        onChange={(value) => setValues((current) => ({ ...current, from: value }))}
        description={t.dayHelp}
        errorMessage={problem ?? undefined}
        autoComplete="off"
      />
      <TextField
        label={t.to}
        name="to"
        value={values.to}
        onChange={(value) => setValues((current) => ({ ...current, to: value }))}
        autoComplete="off"
      />
      <Button type="submit" variant="outline">
        {t.apply}
      </Button>
    </form>
  );
}

/** The partner's orders, newest first, with Show more orders while more exist. */
function OrdersSection({ orders, basePath }: { orders: PartnerOrdersList; basePath: string }) {
  const t = useTexts('consolePartnerDetail', englishPartnerDetailTexts);
  const labels = useTexts('consoleLabels', englishAdminLabels);
  const format = useFormat();
  const orderStatus = useStatusLabel('order', ORDER_STATUS_LABELS);
  const titleId = useId();
  return (
    <section className={admin.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={admin.subtitle}>
        {t.ordersTitle}
      </h2>
      {orders.error && orders.items.length === 0 ? (
        <LoadError error={orders.error} onRetry={orders.reload} />
      ) : orders.isLoading ? (
        <LoadingState />
      ) : orders.items.length === 0 ? (
        <MessageState>{t.noOrders}</MessageState>
      ) : (
        <Stack space="small">
          <div className={admin.tableBox}>
            <table className={admin.table}>
              <caption className={admin.muted}>{t.ordersTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.orderNo}</th>
                  <th scope="col">{t.buyer}</th>
                  <th scope="col">{t.orderStatus}</th>
                  <th scope="col">{t.total}</th>
                  <th scope="col">{t.source}</th>
                  <th scope="col">{t.ordered}</th>
                </tr>
              </thead>
              <tbody>
                {orders.items.map((order) => (
                  <tr key={order.order_no}>
                    <th scope="row">{order.order_no}</th>
                    <td>
                      <MarketplaceLink href={`${basePath}/users/${order.buyer.id}`}>
                        {order.buyer.name}
                      </MarketplaceLink>
                    </td>
                    <td>{orderStatus(order.status)}</td>
                    <td>{format.money(order.total)}</td>
                    <td>{labels.orderSource[order.source]}</td>
                    <td>
                      <time dateTime={order.ordered_date}>{format.dateTime(order.ordered_date)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {orders.hasMore ? (
            <Button variant="outline" isPending={orders.isLoadingMore} onPress={orders.loadMore}>
              {t.loadMore}
            </Button>
          ) : null}
        </Stack>
      )}
    </section>
  );
}

/**
 * A partner's page: its name, status, id (the widgets' data-partner), contact and origins with Edit, Pause or Resume
 * and a link to its embed snippet; what started in its embed per day over a date range (views, sign-ins, offers,
 * orders and sales) as charts with data tables and a summary in words, Download CSV; and its orders.
 */
export function AdminPartnerDetailView({
  detail,
  isLoading,
  error,
  onRetry,
  onRangeChange,
  onDownload,
  isDownloading = false,
  onEdit,
  isSaving = false,
  onStatus,
  isStatusPending = false,
  orders,
  basePath = '/admin',
}: AdminPartnerDetailViewProps) {
  const partnersTexts = useTexts('consolePartners', englishPartnersTexts);
  const t = useTexts('consolePartnerDetail', englishPartnerDetailTexts);
  const partnerStatus = useStatusLabel('partner', PARTNER_STATUS_LABELS);
  const format = useFormat();
  const titleId = useId();
  const activityId = useId();
  const [editing, setEditing] = useState(false);
  if (error && !detail) return <LoadError error={error} onRetry={onRetry} />;
  if (isLoading || !detail) return <LoadingState />;
  const { partner } = detail;
  const totals = totalsOf(detail);
  const isQuiet = totals.views + totals.sign_ins + totals.offers + totals.orders + totals.sales_cents === 0;
  return (
    <article className={admin.page} aria-labelledby={titleId}>
      <Link href={`${basePath}/partners`}>{t.back}</Link>
      <div className={admin.toolbar}>
        <div className={admin.rowTitle}>
          <h1 id={titleId} className={admin.title}>
            {partner.name}
          </h1>
          <Badge tone={partner.status === 'ACTIVE' ? 'success' : 'warning'}>
            {partnerStatus(partner.status)}
          </Badge>
        </div>
        <div className={admin.actions}>
          <Button variant="outline" aria-label={t.editLabel(partner.name)} onPress={() => setEditing(true)}>
            {t.edit}
          </Button>
          <Button
            variant="outline"
            aria-label={
              partner.status === 'ACTIVE'
                ? partnersTexts.pauseLabel(partner.name)
                : partnersTexts.resumeLabel(partner.name)
            }
            isPending={isStatusPending}
            onPress={() => onStatus(partner.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE')}
          >
            {partner.status === 'ACTIVE' ? partnersTexts.pause : partnersTexts.resume}
          </Button>
          <MarketplaceLink href={`${basePath}/partners/${partner.id}/embed`}>
            {t.embedSnippet}
          </MarketplaceLink>
        </div>
      </div>
      <dl className={admin.section}>
        <div>
          <dt className={admin.muted}>{t.partnerId}</dt>
          <dd>
            <code>{partner.id}</code> <span className={admin.muted}>{t.partnerIdHelp}</span>
          </dd>
        </div>
        <div>
          <dt className={admin.muted}>{t.contact}</dt>
          <dd>{partner.contact_email ?? t.noContact}</dd>
        </div>
        <div>
          <dt className={admin.muted}>{t.origins}</dt>
          <dd>
            <ul className={admin.inlineList} aria-label={`${t.origins}: ${partner.name}`}>
              {partner.origins.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className={admin.muted}>{t.added}</dt>
          <dd>
            <time dateTime={partner.created_date}>{format.date(partner.created_date)}</time>
          </dd>
        </div>
      </dl>
      <section className={admin.section} aria-labelledby={activityId}>
        <div className={admin.toolbar}>
          <h2 id={activityId} className={admin.subtitle}>
            {t.activity}: {t.rangeShown(detail.from, detail.to)}
          </h2>
          <Button variant="outline" isPending={isDownloading} onPress={onDownload}>
            {t.downloadCsv}
          </Button>
        </div>
        <RangeForm
          key={`${detail.from} ${detail.to}`}
          from={detail.from}
          to={detail.to}
          onRangeChange={onRangeChange}
        />
        {isQuiet ? (
          <MessageState>{t.noActivity}</MessageState>
        ) : (
          <>
            <p>{summaryOf(totals, t, format)}</p>
            <div className={dashboard.charts}>
              {chartsOf(detail, t, format).map(({ title, ...chart }) => (
                <ChartPanel key={title} title={title} {...chart} />
              ))}
            </div>
          </>
        )}
      </section>
      <OrdersSection orders={orders} basePath={basePath} />
      {editing ? (
        <Suspense fallback={null}>
          <PartnerDialog
            partner={partner}
            isPending={isSaving}
            onSubmit={onEdit}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
