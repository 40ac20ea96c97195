import type { Ticket } from '@momento/contract';
import { Button, Inline, Link, Stack } from '@momento/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { browseTexts, qualityLabels } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { SellerPanel } from '../SellerPanel/SellerPanel.tsx';
import { isForSale } from '@momento/contract/routes';
import { TicketMedia } from './TicketMedia.tsx';
import * as styles from './TicketDetail.css.ts';
import { useFormat } from '#locale/useFormat.ts';

// The fair-price badge (its request and rule) loads after the detail shows: it only adds to the price line.
const FairPriceBadge = lazy(async () => ({
  default: (await import('../FairPriceBadge/FairPriceBadge.tsx')).FairPriceBadge,
}));

export interface TicketDetailViewProps {
  ticket: Ticket;
  /** The signed-in viewer's user id; null while logged out. */
  viewerId: number | null;
  /** True while the add-to-cart request runs (the button is disabled meanwhile). @default false */
  isAddingToCart?: boolean;
  /** Adds the ticket to the cart (a signed-in viewer who is not the seller, ticket for sale). */
  onAddToCart?: () => void;
  /** Logged out: Add to Cart and the seller actions ask for a login instead (see docs/rules/validation.md, docs/rules/permissions.md). */
  onRequireLogin?: () => void;
  /** Seller actions for a signed-in viewer; without handlers the buttons are not shown. */
  onMessageSeller?: () => void;
  onReportSeller?: () => void;
  onMakeOffer?: () => void;
  /**
   * The owner's read-only view (/mytickets/{id}): no Add to Cart, no seller actions.
   * @default false
   */
  isReadOnly?: boolean;
  /** Shown beside Add to Cart: the full `WatchButton` of the ticket. Not in the read-only view. */
  action?: ReactNode;
  /** Shown beside the seller's name in the seller panel: the seller's `WatchButton`. */
  sellerAction?: ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

/**
 * The public ticket detail: every field of the ticket, the
 * gallery and video, the seller panel and Add to Cart with its rules (disabled while adding, for the seller's own
 * ticket and when not for sale; logged out it asks for a login).
 */
export function TicketDetailView({
  ticket,
  viewerId,
  isAddingToCart = false,
  onAddToCart,
  onRequireLogin,
  onMessageSeller,
  onReportSeller,
  onMakeOffer,
  isReadOnly = false,
  action,
  sellerAction,
}: TicketDetailViewProps) {
  const format = useFormat();
  const ticketDetailTitleId = useId();
  const forSale = isForSale(ticket.isSale);
  const isOwn = viewerId !== null && viewerId === ticket.seller.id;
  const loggedOut = viewerId === null;
  const addDisabled = !loggedOut && (isAddingToCart || isOwn || !forSale);
  const addToCartButton = (
    <Button
      variant="solid"
      size="large"
      isDisabled={addDisabled}
      isPending={isAddingToCart}
      pendingLabel={browseTexts.addingToCart}
      onPress={loggedOut ? onRequireLogin : onAddToCart}
    >
      {browseTexts.addToCart}
    </Button>
  );
  return (
    <article aria-labelledby={ticketDetailTitleId} className={styles.layout}>
      <TicketMedia images={ticket.images} videoLink={ticket.video_link} title={ticket.listing_name} />
      <Stack space="large">
        <Stack space="xsmall">
          <p className={styles.eyebrow}>{browseTexts.ticketDetails}</p>
          <h1 id={ticketDetailTitleId} className={shared.pageHeading}>
            {ticket.listing_name}
          </h1>
        </Stack>
        {forSale ? (
          <p className={styles.price}>
            <span className={shared.muted}>{browseTexts.price} </span>
            {format.money(ticket.cost)}{' '}
            <Suspense fallback={null}>
              <FairPriceBadge ticket={ticket} />
            </Suspense>
          </p>
        ) : (
          <p className={styles.notForSale}>{browseTexts.notForSale}</p>
        )}
        {isReadOnly ? null : action ? (
          <Inline space="small" alignY="center" wrap>
            {addToCartButton}
            {action}
          </Inline>
        ) : (
          addToCartButton
        )}
        {isOwn && !isReadOnly ? <p className={shared.muted}>{browseTexts.ownTicket}</p> : null}
        <dl className={styles.fields}>
          <Field label={browseTexts.eventName}>{ticket.event_name}</Field>
          <Field label={browseTexts.significance}>{ticket.significance}</Field>
          {/* Event dates are calendar days stored as midnight UTC: shown in UTC so they never shift a day. */}
          <Field label={browseTexts.date}>{format.date(ticket.date, { timeZone: 'UTC' })}</Field>
          <Field label={browseTexts.venue}>{ticket.venue}</Field>
          <Field label={browseTexts.teams}>{ticket.teams.join(', ')}</Field>
          <Field label={browseTexts.artists}>{ticket.artists.join(', ')}</Field>
          <Field label={browseTexts.seller}>
            <Link href={`/tickets?seller=${ticket.seller.id}`}>{ticket.seller.name}</Link>
          </Field>
          <Field label={browseTexts.ticketType}>{ticket.ticket_type || ticket.type.name}</Field>
          <Field label={browseTexts.quality}>{qualityLabels[ticket.quality]}</Field>
          <Field label={browseTexts.grade}>{ticket.grade}</Field>
          <Field label={browseTexts.section}>{ticket.section}</Field>
          <Field label={browseTexts.row}>{ticket.row}</Field>
          <Field label={browseTexts.seatNumber}>{ticket.seat_no}</Field>
          <Field label={browseTexts.seatType}>{ticket.seat_type?.name}</Field>
          <Field label={browseTexts.facePrice}>
            {ticket.face_price ? format.money(ticket.face_price) : null}
          </Field>
        </dl>
        {ticket.description ? (
          <Stack space="xsmall">
            <h2 className={shared.sectionHeading}>{browseTexts.description}</h2>
            <p className={styles.description}>{ticket.description}</p>
          </Stack>
        ) : null}
        {isReadOnly ? null : (
          <SellerPanel
            seller={ticket.seller}
            viewerId={viewerId}
            onRequireLogin={onRequireLogin}
            onMessage={onMessageSeller}
            onReport={onReportSeller}
            onMakeOffer={onMakeOffer}
            action={sellerAction}
          />
        )}
      </Stack>
    </article>
  );
}
