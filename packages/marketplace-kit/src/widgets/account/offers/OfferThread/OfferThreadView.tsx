import { useId } from 'react';
import { displayName, type Offer, type OfferEntry } from '@momento/contract';
import { Badge, Button, Card } from '@momento/ui';
import { Deadline } from '#widgets/shared/Deadline/Deadline.tsx';
import { useDeadline } from '#widgets/shared/Deadline/useDeadline.ts';
import { offerStatusTone } from '#format/status.ts';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { latestEntry, viewerSide, type OfferUiAction } from '../offerActions.ts';
import * as styles from '../offers.css.ts';
import { offerTexts as englishOffer } from '../offerTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { OFFER_STATUS_LABELS } from '@momento/contract/routes';

export interface OfferThreadViewProps {
  offer: Offer;
  /** The signed-in user's id (decides 'You' and the side). */
  viewerId: number | null;
  /** The viewer's actions from the offer action table (docs/rules/offers.md). */
  actions: readonly OfferUiAction[];
  onAction: (action: OfferUiAction) => void;
  /** The action whose request is running. */
  pendingAction?: OfferUiAction | null;
  onBack?: () => void;
}

/** Each action's button label, in the provider's language. */
const actionLabels = (t: typeof englishOffer): Readonly<Record<OfferUiAction, string>> => ({
  EDIT: t.edit,
  ACCEPT: t.accept,
  REJECT: t.reject,
  COUNTER: t.counter,
  CANCEL: t.cancel,
  ADD_TO_CART: t.addToCart,
});

const partyName = (party: { name: string; is_admin: 0 | 1 }) => displayName(party.name, party.is_admin);

/** The seller's answer given at once by the ticket's automatic answers, as the seller's reply under the entry. */
function AutomaticAnswer({ entry, sellerView }: { entry: OfferEntry; sellerView: boolean }) {
  const t = useTexts('offer', englishOffer);
  const declined = entry.offer_status === 'REJECTED';
  const text = sellerView
    ? declined
      ? t.autoDeclinedSeller
      : t.autoAcceptedSeller
    : declined
      ? t.autoDeclinedBuyer
      : t.autoAcceptedBuyer;
  return (
    <p className={styles.autoAnswer}>
      <Badge tone={declined ? 'danger' : 'success'}>{t.automaticAnswer}</Badge>
      <span>{text}</span>
    </p>
  );
}

function Entry({
  entry,
  isLatest,
  viewerId,
  sellerView,
}: {
  entry: OfferEntry;
  isLatest: boolean;
  viewerId: number | null;
  sellerView: boolean;
}) {
  const t = useTexts('offer', englishOffer);
  const format = useFormat();
  const mine = entry.created_by.id === viewerId;
  return (
    <li className={styles.entry} aria-current={isLatest ? 'step' : undefined} data-mine={mine || undefined}>
      <div className={styles.entryHead}>
        <strong>{mine ? t.you : partyName(entry.created_by)}</strong>
        <span className={styles.muted}>
          {entry.offer_type === 'COUNTER_OFFER' ? t.counterOffer : t.offer}
        </span>
        <time className={styles.muted} dateTime={entry.created_at}>
          {format.dateTime(entry.created_at)}
        </time>
        {isLatest ? <Badge tone="info">{t.current}</Badge> : null}
      </div>
      <p className={styles.rowTitle}>
        {t.price}: {format.money(entry.offer_price)}
      </p>
      {entry.offer_message ? <p className={styles.entryMessage}>{entry.offer_message}</p> : null}
      <ul className={styles.items} aria-label={t.tickets}>
        {entry.offer_items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.images[0] ? (
              <img className={styles.thumb} src={item.images[0].image_200} alt="" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span>{item.product_listing_name}</span>
            <span className={styles.muted}>{format.money(item.price)}</span>
          </li>
        ))}
      </ul>
      {entry.answered_automatically ? <AutomaticAnswer entry={entry} sellerView={sellerView} /> : null}
    </li>
  );
}

/**
 * One offer as a conversation (see docs/rules/statuses.md): the offer and its counters, oldest first, each
 * with who, when, price, message and tickets; the latest entry is marked as the current state; below it exactly the
 * actions of the offer action table (docs/rules/offers.md) for the viewer's side.
 */
export function OfferThreadView({
  offer,
  viewerId,
  actions,
  onAction,
  pendingAction = null,
  onBack,
}: OfferThreadViewProps) {
  const offerStatusLabel = useStatusLabel('offer', OFFER_STATUS_LABELS);
  const t = useTexts('offer', englishOffer);
  const format = useFormat();
  const offerThreadTitleId = useId();
  const entries = [offer, ...offer.counter_offers];
  const open = offer.offer_status === 'OPEN' && offer.expires_at !== null;
  // An open offer that runs out while on screen loses its actions at once, as the server then refuses them.
  const { phase } = useDeadline(open ? offer.expires_at : null);
  const shown = open && phase === 'expired' ? [] : actions;
  const latest = latestEntry(offer);
  const side = viewerSide(offer, viewerId);
  return (
    <section className={styles.page} aria-labelledby={offerThreadTitleId}>
      {onBack ? (
        <div>
          <Button variant="outline" onPress={onBack}>
            {t.back}
          </Button>
        </div>
      ) : null}
      <h1 id={offerThreadTitleId} className={styles.heading}>
        {t.offerNo} {offer.offer_no}
      </h1>
      <Card>
        <div className={styles.badges}>
          <Badge tone={offerStatusTone(offer.offer_status)}>{offerStatusLabel(offer.offer_status)}</Badge>
          <span>
            {side === 'seller'
              ? `${t.buyer}: ${offer.buyer_details.buyer_name}`
              : `${t.seller}: ${offer.seller_details.seller_name}`}
          </span>
          <span className={styles.muted}>
            {t.price}: {format.money(latest.offer_price)}
          </span>
          {open && offer.expires_at ? (
            <Deadline deadline={offer.expires_at} label={t.openUntil} expiredText={t.expired} />
          ) : null}
        </div>
      </Card>
      <ol className={styles.history} aria-label={t.history}>
        {entries.map((entry) => (
          <Entry
            key={entry.offer_id}
            entry={entry}
            isLatest={entry.offer_id === latest.offer_id}
            viewerId={viewerId}
            sellerView={side === 'seller'}
          />
        ))}
      </ol>
      {offer.offer_status === 'DROPPED' ? <p className={styles.muted}>{t.droppedReason}</p> : null}
      {offer.offer_status === 'EXPIRED' ? <p className={styles.muted}>{t.expired}</p> : null}
      {shown.length ? (
        <div className={styles.actions}>
          {shown.map((action) => (
            <Button
              key={action}
              variant={action === 'REJECT' || action === 'CANCEL' ? 'outline' : 'solid'}
              isPending={pendingAction === action}
              isDisabled={pendingAction !== null && pendingAction !== action}
              onPress={() => onAction(action)}
            >
              {actionLabels(t)[action]}
            </Button>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>{t.noActions}</p>
      )}
    </section>
  );
}
