import type { AdminTicket, AdminUserDetail } from '@momento/contract';
import { Badge, Button, Link } from '@momento/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { REPORT_STATUS_LABELS } from '#format/status.ts';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import { HistorySection } from '../HistorySection.tsx';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { usersTexts as englishUsersTexts } from '../AdminUsers/usersTexts.ts';
import * as admin from '../admin.css.ts';
import { UserBadges } from '../AdminUsers/UserBadges.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { OFFER_STATUS_LABELS, ORDER_STATUS_LABELS, TICKET_STATUS_LABELS } from '@momento/contract/routes';

// The confirmation and the reason form load when one opens.
const UserDialog = lazy(async () => ({ default: (await import('./UserDialog.tsx')).UserDialog }));

export interface AdminUserViewProps {
  user: AdminUserDetail | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Deactivates (INACTIVE) or reactivates (ACTIVE) the seller; resolves true on success. */
  onSellerStatus: (status: 'ACTIVE' | 'INACTIVE') => Promise<boolean> | boolean;
  /** @default false */
  isSellerPending?: boolean;
  /** Hides a ticket with a reason, or restores it (reason undefined); resolves true on success. */
  onTicketVisibility: (ticket: AdminTicket, hidden: boolean, reason?: string) => Promise<boolean> | boolean;
  /** The ticket whose visibility is changing. */
  pendingTicketId?: number | null;
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
  /** The user's history (the audit log's entries about them). */
  history?: ReactNode;
}

interface PartProps<T> {
  title: string;
  /** How many there are in all (the page shows the most recent). */
  total: number;
  emptyText: string;
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The row's cells: the first names the row (a row header), the others follow. */
  cells: (row: T) => readonly [ReactNode, ...ReactNode[]];
}

/** One part of the user's page: its title with the total, then the most recent as a table, or its empty text. */
function Part<T>({ title, total, emptyText, columns, rows, rowKey, cells }: PartProps<T>) {
  const t = useTexts('consoleUsers', englishUsersTexts);
  const id = useId();
  return (
    <section className={admin.section} aria-labelledby={id}>
      <h2 id={id} className={admin.subtitle}>
        {title} ({total})
      </h2>
      {rows.length === 0 ? (
        <MessageState>{emptyText}</MessageState>
      ) : (
        <>
          {rows.length < total ? <span className={admin.muted}>{t.recentOf(rows.length, total)}</span> : null}
          <div className={admin.tableBox}>
            <table className={admin.table}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const [name, ...rest] = cells(row);
                  return (
                    <tr key={rowKey(row)}>
                      <th scope="row">{name}</th>
                      {rest.map((cell, index) => (
                        <td key={columns[index + 1] ?? index}>{cell}</td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * A user as the admin sees them: their flags, their recent orders, tickets (each with Hide or Restore), offers
 * and reports, Deactivate or Reactivate seller (confirmed first), and the admin actions about them.
 */
export function AdminUserView({
  user,
  isLoading,
  error,
  onRetry,
  onSellerStatus,
  isSellerPending = false,
  onTicketVisibility,
  pendingTicketId = null,
  basePath = '/admin',
  history,
}: AdminUserViewProps) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const t = useTexts('consoleUsers', englishUsersTexts);
  const format = useFormat();
  const orderStatusLabel = useStatusLabel('order', ORDER_STATUS_LABELS);
  const offerStatusLabel = useStatusLabel('offer', OFFER_STATUS_LABELS);
  const ticketStatusLabel = useStatusLabel('ticket', TICKET_STATUS_LABELS);
  const reportStatusLabel = useStatusLabel('report', REPORT_STATUS_LABELS);
  const titleId = useId();
  const [confirmSeller, setConfirmSeller] = useState(false);
  const [hiding, setHiding] = useState<AdminTicket | null>(null);
  if (error && !user) return <LoadError error={error} onRetry={onRetry} />;
  if (isLoading || !user) return <LoadingState />;
  const isActiveSeller = user.seller_status === 'ACTIVE';
  return (
    <article className={admin.page} aria-labelledby={titleId}>
      <Link href={`${basePath}/users`}>{t.back}</Link>
      <div className={admin.toolbar}>
        <div className={admin.rowMain}>
          <div className={admin.rowTitle}>
            <h1 id={titleId} className={admin.title}>
              {user.name}
            </h1>
            <UserBadges user={user} />
          </div>
          <span className={admin.muted}>
            {user.email} · {t.joined}{' '}
            <time dateTime={user.created_date}>{format.date(user.created_date)}</time>
          </span>
        </div>
        {user.seller_status ? (
          <div className={admin.actions}>
            <MarketplaceLink href={`/tickets?seller=${user.id}`}>{t.sellerTickets}</MarketplaceLink>
            <Button
              variant="outline"
              tone={isActiveSeller ? 'danger' : 'accent'}
              isPending={isSellerPending}
              onPress={() => setConfirmSeller(true)}
            >
              {isActiveSeller ? t.deactivate : t.reactivate}
            </Button>
          </div>
        ) : null}
      </div>

      <Part
        title={t.orders}
        total={user.counts.orders}
        emptyText={t.noOrders}
        columns={[t.orders, adminSharedTexts.status, adminSharedTexts.total, adminSharedTexts.date]}
        rows={user.orders}
        rowKey={(order) => order.order_no}
        cells={(order) => [
          order.order_no,
          orderStatusLabel(order.status),
          format.money(order.total),
          <time dateTime={order.ordered_date}>{format.dateTime(order.ordered_date)}</time>,
        ]}
      />

      <Part
        title={t.listings}
        total={user.counts.listings}
        emptyText={t.noListings}
        columns={[t.listings, adminSharedTexts.status, adminSharedTexts.price, adminSharedTexts.actions]}
        rows={user.listings}
        rowKey={(ticket) => ticket.product_id}
        cells={(ticket) => [
          <>
            <MarketplaceLink href={`/tickets/${ticket.product_id}`}>{ticket.listing_name}</MarketplaceLink>
            <br />
            <span className={admin.muted}>{ticket.event_name}</span>
          </>,
          <>
            {ticketStatusLabel(ticket.status)}
            {ticket.hidden ? (
              <>
                {' '}
                <Badge tone="danger">
                  {ticket.hidden_reason ? t.hiddenBecause(ticket.hidden_reason) : t.hidden}
                </Badge>
              </>
            ) : null}
          </>,
          format.money(ticket.cost, { fallback: adminSharedTexts.none }),
          ticket.hidden ? (
            <Button
              size="small"
              variant="outline"
              aria-label={`${t.restore} ${ticket.listing_name}`}
              isPending={pendingTicketId === ticket.product_id}
              onPress={() => void onTicketVisibility(ticket, false)}
            >
              {t.restore}
            </Button>
          ) : (
            <Button
              size="small"
              variant="outline"
              tone="danger"
              aria-label={`${t.hide} ${ticket.listing_name}`}
              onPress={() => setHiding(ticket)}
            >
              {t.hide}
            </Button>
          ),
        ]}
      />

      <Part
        title={t.offers}
        total={user.counts.offers}
        emptyText={t.noOffers}
        columns={[t.offers, adminSharedTexts.status, adminSharedTexts.price, adminSharedTexts.date]}
        rows={user.offers}
        rowKey={(offer) => offer.offer_no}
        cells={(offer) => [
          <>
            {offer.offer_no}{' '}
            <span className={admin.muted}>{offer.role === 'BUYER' ? t.asBuyer : t.asSeller}</span>
          </>,
          offerStatusLabel(offer.status),
          format.money(offer.price),
          <time dateTime={offer.created_date}>{format.dateTime(offer.created_date)}</time>,
        ]}
      />

      <Part
        title={t.reports}
        total={user.counts.reports_made + user.counts.reports_received}
        emptyText={t.noReports}
        columns={[t.reports, adminSharedTexts.status, adminSharedTexts.date]}
        rows={user.reports}
        rowKey={(report) => report.report_id}
        cells={(report) => [
          <>
            <MarketplaceLink href={`${basePath}/reports/${report.report_id}`}>{report.title}</MarketplaceLink>{' '}
            <span className={admin.muted}>{report.role === 'REPORTER' ? t.asReporter : t.asReported}</span>
          </>,
          reportStatusLabel(report.status),
          <time dateTime={report.created_date}>{format.dateTime(report.created_date)}</time>,
        ]}
      />

      {history ? <HistorySection>{history}</HistorySection> : null}

      {confirmSeller || hiding ? (
        <Suspense fallback={null}>
          <UserDialog
            user={user}
            hiding={hiding}
            isPending={hiding ? pendingTicketId === hiding.product_id : isSellerPending}
            onSellerStatus={onSellerStatus}
            onHide={(ticket, reason) => onTicketVisibility(ticket, true, reason)}
            onClose={() => {
              setConfirmSeller(false);
              setHiding(null);
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
