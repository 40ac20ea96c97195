import type { AdminListing, AdminUserDetail } from '@momento/contract';
import { Badge, Button, Link } from '@momento/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { formatDate, formatDateTime } from '#format/date.ts';
import { formatMoney } from '#format/money.ts';
import { offerStatusLabel, orderStatusLabel, ticketStatusLabel } from '#format/status.ts';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import { consoleTexts } from '../adminTexts.ts';
import { usersTexts as t } from '../AdminUsers/usersTexts.ts';
import * as admin from '../admin.css.ts';
import { UserBadges } from '../AdminUsers/UserBadges.tsx';

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
  /** Hides a listing with a reason, or restores it (reason undefined); resolves true on success. */
  onListingVisibility: (
    listing: AdminListing,
    hidden: boolean,
    reason?: string,
  ) => Promise<boolean> | boolean;
  /** The listing whose visibility is changing. */
  pendingListingId?: number | null;
  /**
   * Where the console is mounted.
   * @default '/admin'
   */
  basePath?: string;
  /** The user's history (the audit log's entries about them). */
  history?: ReactNode;
}

function Part({
  title,
  shown,
  total,
  isEmpty,
  emptyText,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={admin.section} aria-labelledby={id}>
      <h2 id={id} className={admin.subtitle}>
        {title} ({total})
      </h2>
      {isEmpty ? (
        <MessageState>{emptyText}</MessageState>
      ) : (
        <>
          {shown < total ? <span className={admin.muted}>{t.recentOf(shown, total)}</span> : null}
          <div className={admin.tableBox}>{children}</div>
        </>
      )}
    </section>
  );
}

/**
 * A user as the operator sees them: their flags, their recent orders, listings (each with Hide or Restore), offers
 * and reports, Deactivate or Reactivate seller (confirmed first), and the operator actions about them.
 */
export function AdminUserView({
  user,
  isLoading,
  error,
  onRetry,
  onSellerStatus,
  isSellerPending = false,
  onListingVisibility,
  pendingListingId = null,
  basePath = '/admin',
  history,
}: AdminUserViewProps) {
  const titleId = useId();
  const historyId = useId();
  const [confirmSeller, setConfirmSeller] = useState(false);
  const [hiding, setHiding] = useState<AdminListing | null>(null);
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
            <time dateTime={user.created_date}>{formatDate(user.created_date)}</time>
          </span>
        </div>
        {user.seller_status ? (
          <div className={admin.actions}>
            <MarketplaceLink href={`/tickets?seller=${user.id}`}>{t.sellerListings}</MarketplaceLink>
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
        shown={user.orders.length}
        total={user.counts.orders}
        isEmpty={user.orders.length === 0}
        emptyText={t.noOrders}
      >
        <table className={admin.table}>
          <thead>
            <tr>
              <th scope="col">{t.orders}</th>
              <th scope="col">{consoleTexts.status}</th>
              <th scope="col">{consoleTexts.total}</th>
              <th scope="col">{consoleTexts.date}</th>
            </tr>
          </thead>
          <tbody>
            {user.orders.map((order) => (
              <tr key={order.order_no}>
                <th scope="row">{order.order_no}</th>
                <td>{orderStatusLabel(order.status)}</td>
                <td>{formatMoney(order.total)}</td>
                <td>
                  <time dateTime={order.ordered_date}>{formatDateTime(order.ordered_date)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part
        title={t.listings}
        shown={user.listings.length}
        total={user.counts.listings}
        isEmpty={user.listings.length === 0}
        emptyText={t.noListings}
      >
        <table className={admin.table}>
          <thead>
            <tr>
              <th scope="col">{t.listings}</th>
              <th scope="col">{consoleTexts.status}</th>
              <th scope="col">{consoleTexts.price}</th>
              <th scope="col">{consoleTexts.actions}</th>
            </tr>
          </thead>
          <tbody>
            {user.listings.map((listing) => (
              <tr key={listing.product_id}>
                <th scope="row">
                  <MarketplaceLink href={`/tickets/${listing.product_id}`}>
                    {listing.listing_name}
                  </MarketplaceLink>
                  <br />
                  <span className={admin.muted}>{listing.event_name}</span>
                </th>
                <td>
                  {ticketStatusLabel(listing.status)}
                  {listing.hidden ? (
                    <>
                      {' '}
                      <Badge tone="danger">
                        {listing.hidden_reason ? t.hiddenBecause(listing.hidden_reason) : t.hidden}
                      </Badge>
                    </>
                  ) : null}
                </td>
                <td>{formatMoney(listing.cost, { fallback: consoleTexts.none })}</td>
                <td>
                  {listing.hidden ? (
                    <Button
                      size="small"
                      variant="outline"
                      aria-label={`${t.restore} ${listing.listing_name}`}
                      isPending={pendingListingId === listing.product_id}
                      onPress={() => void onListingVisibility(listing, false)}
                    >
                      {t.restore}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="outline"
                      tone="danger"
                      aria-label={`${t.hide} ${listing.listing_name}`}
                      onPress={() => setHiding(listing)}
                    >
                      {t.hide}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part
        title={t.offers}
        shown={user.offers.length}
        total={user.counts.offers}
        isEmpty={user.offers.length === 0}
        emptyText={t.noOffers}
      >
        <table className={admin.table}>
          <thead>
            <tr>
              <th scope="col">{t.offers}</th>
              <th scope="col">{consoleTexts.status}</th>
              <th scope="col">{consoleTexts.price}</th>
              <th scope="col">{consoleTexts.date}</th>
            </tr>
          </thead>
          <tbody>
            {user.offers.map((offer) => (
              <tr key={offer.offer_no}>
                <th scope="row">
                  {offer.offer_no}{' '}
                  <span className={admin.muted}>{offer.role === 'BUYER' ? t.asBuyer : t.asSeller}</span>
                </th>
                <td>{offerStatusLabel(offer.status)}</td>
                <td>{formatMoney(offer.price)}</td>
                <td>
                  <time dateTime={offer.created_date}>{formatDateTime(offer.created_date)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part
        title={t.reports}
        shown={user.reports.length}
        total={user.counts.reports_made + user.counts.reports_received}
        isEmpty={user.reports.length === 0}
        emptyText={t.noReports}
      >
        <table className={admin.table}>
          <thead>
            <tr>
              <th scope="col">{t.reports}</th>
              <th scope="col">{consoleTexts.status}</th>
              <th scope="col">{consoleTexts.date}</th>
            </tr>
          </thead>
          <tbody>
            {user.reports.map((report) => (
              <tr key={report.report_id}>
                <th scope="row">
                  <MarketplaceLink href={`${basePath}/reports/${report.report_id}`}>
                    {report.title}
                  </MarketplaceLink>{' '}
                  <span className={admin.muted}>
                    {report.role === 'REPORTER' ? t.asReporter : t.asReported}
                  </span>
                </th>
                <td>{report.status}</td>
                <td>
                  <time dateTime={report.created_date}>{formatDateTime(report.created_date)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      {history ? (
        <section className={admin.section} aria-labelledby={historyId}>
          <h2 id={historyId} className={admin.subtitle}>
            {consoleTexts.history}
          </h2>
          {history}
        </section>
      ) : null}

      {confirmSeller || hiding ? (
        <Suspense fallback={null}>
          <UserDialog
            user={user}
            hiding={hiding}
            isPending={hiding ? pendingListingId === hiding.product_id : isSellerPending}
            onSellerStatus={onSellerStatus}
            onHide={(listing, reason) => onListingVisibility(listing, true, reason)}
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
