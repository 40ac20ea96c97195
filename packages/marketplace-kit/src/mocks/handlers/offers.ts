import {
  ERR0010_MESSAGE,
  OFFER_BUYER_ROUNDS,
  OFFER_EXPIRY_HOURS,
  OFFER_REFUSALS,
  automaticAnswer,
  disclosesContact,
  offerActionResult,
  offerAnsweredAutomaticallyText,
  offerAnsweredText,
  offerCounteredText,
  offerExpiredText,
  offerMoves,
  offerReceivedText,
  type OfferSide,
  type Offer,
  type OfferEntry,
  type User,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { usd } from '../fixtures.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { activePartnerOf, countPartnerDay } from './partners.ts';
import { addMockNotification } from './notifications.ts';
import { ticketOf } from './products.ts';
import { accountOf, amount, isoNow, partyOf } from './shared.ts';

type OfferOperations =
  'offers' | 'offerGet' | 'offerCreate' | 'offerCounter' | 'offerUpdate' | 'offerSetStatus';

/** ERR0010 (ours, see the contract): no e-mail, phone number or payment link in offer texts. */
function checkContact(text: string | undefined) {
  if (text && disclosesContact(text)) fail('ERR0010', ERR0010_MESSAGE);
}

function latestOf(offer: Offer): OfferEntry {
  return offer.counter_offers[offer.counter_offers.length - 1] ?? offer;
}

/** When an open offer made (or countered) at `at` expires; null once it is not open. */
const expiryOf = (at: string) => new Date(Date.parse(at) + OFFER_EXPIRY_HOURS * 3_600_000).toISOString();

/** An open offer past its expiry turns EXPIRED when read, as on the server, which tells both parties. */
function expireIfDue(db: MockDb, offer: Offer): Offer {
  if (offer.offer_status !== 'OPEN' || !offer.expires_at || Date.parse(offer.expires_at) > db.now())
    return offer;
  const latest = latestOf(offer);
  for (const userId of [offer.buyer_details.buyer_id, offer.seller_details.seller_id]) {
    addMockNotification(db, userId, offerExpiredText(offer.offer_no, userId === latest.created_by.id));
  }
  return setLatest(db, { ...offer, expires_at: null }, { ...latest, offer_status: 'EXPIRED' });
}

/** The viewer's side of an offer. */
const sideOf = (offer: Offer, viewer: User): OfferSide =>
  offer.seller_details.seller_id === viewer.id ? 'seller' : 'buyer';

function offerFor(context: MockContext<OfferOperations>, offerNo: string): Offer {
  const viewer = viewerOf(context);
  const offer =
    context.db.offers.find((item) => item.offer_no === offerNo) ?? fail('NOT_FOUND', OFFER_REFUSALS.notFound);
  if (offer.buyer_details.buyer_id !== viewer.id && offer.seller_details.seller_id !== viewer.id)
    fail('NOT_FOUND', OFFER_REFUSALS.notFound);
  return expireIfDue(context.db, offer);
}

function itemsFor(
  db: MockDb,
  items: ReadonlyArray<{ product_id: number; product_listing_name: string }>,
  sellerId: number,
) {
  return items.map((item) => {
    const ticket = ticketOf(db, item.product_id);
    if (ticket.seller.id !== sellerId) fail('VALIDATION', OFFER_REFUSALS.wrongSeller);
    return {
      id: db.nextId(),
      product_id: ticket.product_id,
      product_listing_name: ticket.listing_name,
      price: ticket.cost ?? usd(0),
      images: ticket.images,
    };
  });
}

/** Writes the latest entry's status onto the chain's head as well, so lists show the current state. */
function setLatest(db: MockDb, offer: Offer, entry: OfferEntry): Offer {
  const chain = offer.counter_offers.length
    ? { ...offer, counter_offers: [...offer.counter_offers.slice(0, -1), entry] }
    : { ...offer, ...entry };
  const updated = {
    ...chain,
    offer_status: entry.offer_status,
    expires_at: entry.offer_status === 'OPEN' ? chain.expires_at : null,
  };
  db.offers = db.offers.map((item) => (item.offer_no === offer.offer_no ? updated : item));
  return updated;
}

function entry(
  db: MockDb,
  viewer: User,
  offerNo: string,
  type: OfferEntry['offer_type'],
  price: number,
  message: string | undefined,
  items: OfferEntry['offer_items'],
): OfferEntry {
  return {
    offer_no: offerNo,
    offer_id: db.nextId(),
    offer_type: type,
    offer_status: 'OPEN',
    offer_price: usd(price),
    offer_message: message ?? null,
    created_by: partyOf(viewer),
    created_at: isoNow(db),
    offer_items: items,
    answered_automatically: false,
  };
}

const cents = (value: Parameters<typeof amount>[0]) => (value ? Math.round(amount(value) * 100) : null);

/** As the server: the tickets' auto-accept / auto-decline prices answer a buyer's offer at once, and the buyer is told. */
function answeredAutomatically(db: MockDb, offered: OfferEntry, buyerId: number): OfferEntry {
  const tickets = offered.offer_items.map((item) => {
    const answers = ticketOf(db, item.product_id).auto_answers;
    return { accept: cents(answers?.accept_price), decline: cents(answers?.decline_price) };
  });
  const answer = automaticAnswer(Math.round(amount(offered.offer_price) * 100), tickets);
  if (!answer) return offered;
  addMockNotification(db, buyerId, offerAnsweredAutomaticallyText(offered.offer_no, answer));
  return { ...offered, offer_status: answer, answered_automatically: true };
}

/** An offer's price in whole cents, as the notifications write it. */
const priceCents = (price: number) => Math.round(price * 100);

export const offerImplementations: Pick<Implementations, OfferOperations> = {
  offers(context) {
    const viewer = viewerOf(context);
    context.db.offers.forEach((offer) => expireIfDue(context.db, offer));
    const list = context.db.offers.filter((offer) =>
      context.query.type === 'SELL'
        ? offer.seller_details.seller_id === viewer.id
        : offer.buyer_details.buyer_id === viewer.id,
    );
    return paginate(list, context);
  },
  offerGet: (context) => offerFor(context, context.query.offer_no),
  offerCreate(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    if (body.seller_id === viewer.id) fail('FORBIDDEN', OFFER_REFUSALS.ownTicket);
    checkContact(body.message);
    const seller = accountOf(db, body.seller_id).user;
    const offerNo = `OF-2026-${String(db.nextId()).padStart(6, '0')}`;
    const made = entry(
      db,
      viewer,
      offerNo,
      'OFFER',
      body.offer_price,
      body.message,
      itemsFor(db, body.offer_items, seller.id),
    );
    addMockNotification(db, seller.id, offerReceivedText(offerNo, priceCents(body.offer_price)));
    // Made from a partner's widget (an embed token): counted for the partner of its origin (docs/rules/attribution.md).
    const partner =
      context.bearer === null ? undefined : activePartnerOf(db, db.embedTokens.get(context.bearer) ?? null);
    if (partner) countPartnerDay(db, partner.id, 'offers');
    const first = answeredAutomatically(db, made, viewer.id);
    const offer: Offer = {
      ...first,
      counter_offers: [],
      expires_at: first.offer_status === 'OPEN' ? expiryOf(first.created_at) : null,
      seller_details: {
        seller_id: seller.id,
        seller_name: partyOf(seller).name,
        avatar: partyOf(seller).avatar,
        is_admin: seller.is_admin,
      },
      buyer_details: { buyer_id: viewer.id, buyer_name: viewer.name },
    };
    db.offers.unshift(offer);
    return offer;
  },
  offerCounter(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const offer = offerFor(context, body.offer_no);
    const latest = latestOf(offer);
    if (
      !offerMoves(sideOf(offer, viewer), latest.offer_status, latest.created_by.id === viewer.id).includes(
        'COUNTER',
      )
    ) {
      fail('CONFLICT', OFFER_REFUSALS.counterOnlyOther);
    }
    const rounds = [offer, ...offer.counter_offers].filter(
      (item) => item.created_by.id === offer.buyer_details.buyer_id,
    ).length;
    if (viewer.id === offer.buyer_details.buyer_id && rounds >= OFFER_BUYER_ROUNDS) {
      fail('CONFLICT', OFFER_REFUSALS.roundLimit(OFFER_BUYER_ROUNDS));
    }
    checkContact(body.message);
    const closed = setLatest(db, offer, { ...latest, offer_status: 'DROPPED' });
    const made = entry(
      db,
      viewer,
      offer.offer_no,
      'COUNTER_OFFER',
      body.offer_price,
      body.message,
      itemsFor(db, body.offer_items, offer.seller_details.seller_id),
    );
    const byBuyer = viewer.id === offer.buyer_details.buyer_id;
    addMockNotification(
      db,
      byBuyer ? offer.seller_details.seller_id : offer.buyer_details.buyer_id,
      offerCounteredText(offer.offer_no, byBuyer ? 'buyer' : 'seller', priceCents(body.offer_price)),
    );
    const counter = byBuyer ? answeredAutomatically(db, made, viewer.id) : made;
    const open = counter.offer_status === 'OPEN';
    const updated: Offer = {
      ...closed,
      offer_status: counter.offer_status,
      counter_offers: [...closed.counter_offers, counter],
      expires_at: open ? expiryOf(counter.created_at) : null,
    };
    db.offers = db.offers.map((item) => (item.offer_no === offer.offer_no ? updated : item));
    return updated;
  },
  offerUpdate(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const offer = offerFor(context, body.offer_no);
    const latest = latestOf(offer);
    const own = latest.created_by.id === viewer.id;
    // As on the server: a stale entry, then another's entry, then one that is not open any more.
    if (latest.offer_id !== body.offer_id) fail('CONFLICT', OFFER_REFUSALS.stale);
    if (!own) fail('FORBIDDEN', OFFER_REFUSALS.editOnlyOwnLatest);
    if (!offerMoves(sideOf(offer, viewer), latest.offer_status, own).includes('EDIT'))
      fail('CONFLICT', OFFER_REFUSALS.notOpen);
    checkContact(body.message);
    const edited: OfferEntry = {
      ...latest,
      offer_price: usd(body.offer_price),
      offer_message: body.message ?? null,
      offer_items: itemsFor(db, body.offer_items, offer.seller_details.seller_id),
    };
    setLatest(
      db,
      offer,
      viewer.id === offer.buyer_details.buyer_id ? answeredAutomatically(db, edited, viewer.id) : edited,
    );
    return {
      offer_id: edited.offer_id,
      offer_price: edited.offer_price,
      offer_message: edited.offer_message,
      offer_items: edited.offer_items,
    };
  },
  offerSetStatus(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const offer = offerFor(context, body.offer_no);
    const latest = latestOf(offer);
    if (latest.offer_id !== body.offer_id) fail('CONFLICT', OFFER_REFUSALS.stale);
    const status = offerActionResult(
      sideOf(offer, viewer),
      latest.offer_status,
      latest.created_by.id === viewer.id,
      body.status,
    );
    if (!status) fail('CONFLICT', OFFER_REFUSALS.actionNotAllowed);
    setLatest(db, offer, { ...latest, offer_status: status });
    const side = sideOf(offer, viewer);
    const told = offerAnsweredText(offer.offer_no, side, status);
    if (told)
      addMockNotification(
        db,
        side === 'seller' ? offer.buyer_details.buyer_id : offer.seller_details.seller_id,
        told,
      );
    return null;
  },
};
