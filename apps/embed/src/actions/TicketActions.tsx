// The widget's actions, a chunk of its own loaded on first use (widget.tsx keeps only the buttons): the offer form,
// the compact chat, the cart and the buyer's offer on the ticket, all through the widget's own session.
import {
  ChatRoom,
  createRoom,
  isApiError,
  isOfferKey,
  followTexts,
  latestEntry,
  MakeOfferDialog,
  offerActions,
  OfferThread,
  offerTexts,
  useAddOfferToCart,
  useAddToCart,
  useClient,
  useFormat,
  useTexts,
  useLiveEvents,
  useOffers,
  useSession,
  useWatchIds,
  useWatchToggle,
  isWatched,
  type MakeOfferDialogProps,
} from '@momento/marketplace-kit';
import { Badge, Button, Dialog, Link, Modal } from '@momento/ui';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import * as styles from '../embed.css.ts';
import { dispatch, dispatchAddToCart } from '../events.ts';
import { cartUrl, watchlistUrl, type ResolvedOptions } from '../options.ts';
import { useEmbedTexts } from '../texts.ts';
import { pendingSiteTab, type PendingSiteTab } from '../siteTab.ts';
import { useActionTexts, type OfferState } from './actionTexts.ts';
import { dispatchOfferMade, dispatchOfferUpdated } from './offerEvents.ts';
import { openCartTab } from './orders.ts';
import type { ActionKind, ActionTicket } from './types.ts';

/** This chunk's own stylesheet (the offer form, the chat), adopted beside the entry's (see SellerTicketsEmbed.tsx). */
export const actionsCss: string = '/*__MOMENTO_EMBED_CSS__*/';

export interface ActionPanelProps {
  kind: ActionKind;
  sellerId: number;
  ticket?: ActionTicket;
  options: Pick<ResolvedOptions, 'siteUrl' | 'partner'>;
  host: HTMLElement;
  onClose: () => void;
  /** Buy now pressed while signed in: the tab opened during the press, for the cart. */
  tab?: PendingSiteTab | undefined;
  /** Watch pressed: the ticket is watched now (the press stops watching it). */
  watching?: boolean;
}

/** One action, run once the visitor is signed in. */
export function ActionPanel({
  kind,
  sellerId,
  ticket,
  options,
  host,
  onClose,
  tab,
  watching = false,
}: ActionPanelProps) {
  switch (kind) {
    case 'offer':
      return <MakeOffer sellerId={sellerId} ticket={ticket} host={host} onClose={onClose} />;
    case 'message':
      return (
        <MessageSeller sellerId={sellerId} productId={ticket?.product_id} host={host} onClose={onClose} />
      );
    case 'add':
    case 'buy':
      return ticket ? (
        <AddToCart buy={kind === 'buy'} ticket={ticket} options={options} host={host} tab={tab} />
      ) : null;
    case 'watch':
      return ticket ? (
        <WatchTicket productId={ticket.product_id} watch={!watching} options={options} onDone={onClose} />
      ) : null;
  }
}

/**
 * Watch: puts the ticket on the visitor's Momento watchlist (or takes it off), once per press; the button shows the
 * new state at once (the watch ids, which WatchState reads, change first) and goes back when the server refuses, whose
 * reason shows here. Price drops then reach the visitor from Momento (docs/rules/follow.md).
 */
function WatchTicket({
  productId,
  watch: pressedFor,
  options,
  onDone,
}: {
  productId: number;
  watch: boolean;
  options: Pick<ResolvedOptions, 'siteUrl' | 'partner'>;
  onDone: () => void;
}) {
  const texts = useEmbedTexts();
  const words = useActionTexts();
  const follow = useTexts('follow', followTexts);
  // What the press asked for, kept: the button's state changes under the panel as the request goes.
  const [watch] = useState(pressedFor);
  const toggle = useWatchToggle();
  const [outcome, setOutcome] = useState<{ ok: boolean; message?: string } | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    // Once per press: a development double effect must not send a second request.
    if (asked.current) return;
    asked.current = true;
    void toggle({ type: 'TICKET', id: productId }, watch).then((result) =>
      setOutcome(
        result.ok
          ? { ok: true }
          : {
              ok: false,
              message:
                isApiError(result.error) && result.error.message ? result.error.message : follow.watchFailed,
            },
      ),
    );
  }, [toggle, productId, watch, follow]);
  useEffect(() => {
    if (outcome?.ok && !watch) onDone();
  }, [outcome, watch, onDone]);
  if (outcome === null || (outcome.ok && !watch)) return null;
  if (!outcome.ok) {
    return (
      <p role="alert" className={styles.meta}>
        {outcome.message}
      </p>
    );
  }
  return (
    <p role="status" className={styles.meta}>
      {words.watched}{' '}
      <Link href={watchlistUrl(options)} isExternal externalLabel={texts.newTab}>
        {words.seeWatchlist}
      </Link>
    </p>
  );
}

/** Whether the signed-in visitor watches the ticket, from their watch ids (one request for the widget). */
export function WatchState({
  productId,
  onChange,
}: {
  productId: number;
  onChange: (watching: boolean) => void;
}) {
  const { data } = useWatchIds();
  const watching = isWatched(data, { type: 'TICKET', id: productId });
  useEffect(() => onChange(watching), [onChange, watching]);
  return null;
}

function MakeOffer({
  sellerId,
  ticket,
  host,
  onClose,
}: {
  sellerId: number;
  ticket?: ActionTicket;
  host: HTMLElement;
  onClose: () => void;
}) {
  const start: MakeOfferDialogProps['ticket'] = ticket
    ? { product_id: ticket.product_id, product_listing_name: ticket.listing_name, price: ticket.price }
    : undefined;
  return (
    <MakeOfferDialog
      sellerId={sellerId}
      ticket={start}
      onClose={onClose}
      onSent={(offerNo) => {
        dispatchOfferMade(host, {
          seller: String(sellerId),
          offerNo,
          ...(ticket ? { productId: String(ticket.product_id) } : {}),
        });
        onClose();
      }}
    />
  );
}

/** Message seller: opens (or reuses) the room with the seller and shows it in the widget's overlay, live. */
function MessageSeller({
  sellerId,
  productId,
  host,
  onClose,
}: {
  sellerId: number;
  productId?: number;
  host: HTMLElement;
  onClose: () => void;
}) {
  const texts = useEmbedTexts();
  const client = useClient();
  const session = useSession();
  const [roomId, setRoomId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  useEffect(() => {
    // Once per press: a development double effect must not open a second room.
    if (asked.current) return;
    asked.current = true;
    createRoom(client, sellerId).then(
      (room) => setRoomId(room.room_id),
      () => setFailed(true),
    );
  }, [client, sellerId]);
  const viewerId = session.user?.id;
  useLiveEvents((event) => {
    if (event.type === 'message' && event.room_id === roomId && event.sender_id === viewerId) {
      dispatch(host, 'momento:message', {
        seller: String(sellerId),
        ...(productId ? { productId: String(productId) } : {}),
      });
    }
  });
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="medium">
      <Dialog title={texts.messageSeller} onClose={onClose}>
        {failed ? (
          <p role="alert" className={styles.meta}>
            {texts.error}
          </p>
        ) : roomId === null ? (
          <p className={styles.meta} aria-busy="true">
            {texts.loading}
          </p>
        ) : (
          <ChatRoom roomId={roomId} backHref={null} />
        )}
      </Dialog>
    </Modal>
  );
}

/** Add to cart and Buy now: the ticket goes into the visitor's cart; checkout and payment open on the Momento site. */
function AddToCart({
  buy,
  ticket,
  options,
  host,
  tab,
}: {
  buy: boolean;
  ticket: ActionTicket;
  options: Pick<ResolvedOptions, 'siteUrl' | 'partner'>;
  host: HTMLElement;
  tab?: PendingSiteTab | undefined;
}) {
  const texts = useEmbedTexts();
  const words = useActionTexts();
  const href = cartUrl(options);
  const add = useAddToCart({
    onSuccess: () => {
      dispatchAddToCart(host, { productId: String(ticket.product_id), action: buy ? 'buy' : 'add' });
      // After a sign-in the press is long over and the browser may refuse the tab: the link below stays.
      if (buy) openCartTab(host, options.siteUrl, href, tab);
    },
  });
  const failed = add.error !== undefined && add.error !== null;
  useEffect(() => {
    if (failed) tab?.cancel();
  }, [failed, tab]);
  const { run } = add;
  // One request per press. (A development double mount aborts the first on its unmount, so the second mount sends
  // it again.)
  useEffect(() => {
    void run({ type: 'BUY', product_id: ticket.product_id, name: ticket.listing_name });
  }, [run, ticket.product_id, ticket.listing_name]);
  if (add.data === undefined)
    return add.isPending ? (
      <p className={styles.meta} aria-busy="true">
        {words.adding}
      </p>
    ) : null;
  return (
    <p role="status" className={styles.meta}>
      {words.added}{' '}
      <Link href={href} isExternal externalLabel={texts.newTab}>
        {words.goToCart}
      </Link>
    </p>
  );
}

export function offerState(
  offer: { offer_status: string; seller_details: { seller_id: number } },
  latestBy: number,
): OfferState {
  switch (offer.offer_status) {
    case 'OPEN':
      return latestBy === offer.seller_details.seller_id ? 'countered' : 'sent';
    case 'ACCEPTED_BUYER':
      // The buyer accepted; the seller confirms (offers.md's double acceptance) before it can go to the cart.
      return 'waiting';
    case 'REJECTED':
      return 'declined';
    case 'CANCELLED':
    case 'DROPPED':
    case 'EXPIRED':
      return 'cancelled';
    default:
      return 'accepted';
  }
}

export interface OfferStateProps {
  productId: number;
  options: Pick<ResolvedOptions, 'siteUrl' | 'partner'>;
  host: HTMLElement;
}

/**
 * The signed-in buyer's latest offer on this ticket, kept live: open, countered (with the seller's price), accepted
 * (with Add to cart), declined or cancelled; View offer opens the offer's thread (Accept, Counter, Cancel...).
 */
export function OfferStatus({ productId, options, host }: OfferStateProps) {
  const texts = useEmbedTexts();
  const words = useActionTexts();
  const offerWords = useTexts('offer', offerTexts);
  const format = useFormat();
  const offers = useOffers('BUY');
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  useLiveEvents((event) => {
    if (event.type === 'notification' || event.type === 'poll' || event.type === 'resync') {
      offers.reload();
      void mutate(isOfferKey);
    }
  });
  const offer = offers.items.find((item) =>
    [item, ...item.counter_offers].some((entry) =>
      entry.offer_items.some((line) => line.product_id === productId),
    ),
  );
  const latest = offer ? latestEntry(offer) : undefined;
  const status = offer && latest ? offerState(offer, latest.created_by.id) : undefined;
  const viewerId = useSession().user?.id;

  // The page hears when the offer changes state while the widget shows it (a counter, an acceptance...).
  const seen = useRef<string | undefined>(undefined);
  const key = offer && status ? `${offer.offer_no}:${status}` : undefined;
  useEffect(() => {
    if (!key || !status) return;
    if (seen.current !== undefined && seen.current !== key && status !== 'sent' && status !== 'waiting')
      dispatchOfferUpdated(host, { productId: String(productId), status });
    seen.current = key;
  }, [key, status, host, productId]);

  const tab = useRef<PendingSiteTab | null>(null);
  const toCart = useAddOfferToCart({
    onSuccess: () => {
      dispatchAddToCart(host, { productId: String(productId), action: 'add' });
      openCartTab(host, options.siteUrl, cartUrl(options), tab.current);
    },
    onError: () => tab.current?.cancel(),
  });

  if (!offer || !latest || !status) return null;
  const canAddToCart = offerActions(offer, viewerId).includes('ADD_TO_CART');
  return (
    <section part="offer" className={styles.offer} aria-label={words.yourOffer}>
      <p className={styles.meta}>
        <Badge
          tone={
            status === 'declined' || status === 'cancelled'
              ? 'neutral'
              : status === 'accepted'
                ? 'success'
                : 'info'
          }
        >
          {words.status[status]}
        </Badge>{' '}
        {format.money(latest.offer_price)}
      </p>
      <div className={styles.actions}>
        {canAddToCart ? (
          <Button
            size="small"
            isPending={toCart.isPending}
            onPress={() => {
              tab.current = pendingSiteTab(true);
              void toCart.run({ offer_no: offer.offer_no, offer_id: latest.offer_id });
            }}
          >
            {offerWords.addToCart}
          </Button>
        ) : null}
        {offer.offer_status === 'CART' ? (
          <Link href={cartUrl(options)} isExternal externalLabel={texts.newTab}>
            {words.goToCart}
          </Link>
        ) : null}
        <Button size="small" variant="outline" onPress={() => setOpen(true)}>
          {words.viewOffer}
        </Button>
      </div>
      <Modal isOpen={open} onOpenChange={setOpen} size="large">
        <Dialog title={words.yourOffer} onClose={() => setOpen(false)}>
          <OfferThread offerNo={offer.offer_no} />
        </Dialog>
      </Modal>
    </section>
  );
}

// The lists (swr/infinite) and cards the offer state shares with the tickets widget come from the tickets chunk:
// without this, the bundler puts them in a third chunk that a tickets widget would have to fetch as well.
export { sellerTicketsCss as sharedWithTickets } from '../SellerTicketsEmbed.tsx';
