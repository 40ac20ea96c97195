import {
  ERR0010_MESSAGE,
  OFFER_REFUSALS,
  automaticAnswer,
  disclosesContact,
  offerActionResult,
  offerMoves,
  type Offer,
  type OfferSide,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { countPartnerDay } from '../partners/attribution.ts';
import { documentNo } from '../db/tx.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import {
  offerAnswered,
  offerAnsweredAutomatically,
  offerCountered,
  offerReceived,
} from '../notifications/events.ts';
import { toCents } from '../views/money.ts';
import {
  claimOfferTickets,
  deleteOfferItems,
  entriesMadeBy,
  expireOffers,
  insertOffer,
  insertOfferEntry,
  insertOfferItems,
  latestOfferEntry,
  loadOffer,
  moveOfferStatus,
  nextOfferSeq,
  offerableTickets,
  offerByNo,
  offerItemTicketIds,
  partyOffers,
  releaseOfferTickets,
  reopenOffer,
  retireLatestEntry,
  setOfferThreadStatus,
  updateOfferEntry,
  type OfferRow,
} from '../queries/offers.ts';

// Offers and counter-offers between a buyer and a seller. Who may do what in which status is the contract's offer
// action table (offerActions.ts; in words in docs/rules/offers.md); these handlers apply it under the offer's row lock.

// The texts of the refusals are the contract's (OFFER_REFUSALS), shared with the kit's mock server.

function checkContact(text: string | undefined): void {
  if (text && disclosesContact(text)) throw new ApiError('ERR0010', ERR0010_MESSAGE);
}

/**
 * The offer if the viewer is one of its two parties. `lock` takes the offer's row lock for the request's transaction:
 * every change to a negotiation (edit, counter, status) holds it, so two at once run one after the other and the
 * second sees what the first did (a counter and an accept can never both win).
 */
async function partyOffer(
  db: Queryable,
  viewer: Viewer,
  offerNo: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OfferRow> {
  const row = await offerByNo(db, offerNo, lock);
  if (!row || (row.buyer_id !== viewer.id && row.seller_id !== viewer.id))
    throw notFound(OFFER_REFUSALS.notFound);
  return row;
}

/** The offered tickets: unique, existing, listed for sale, all of the offer's seller, none the buyer's own. */
async function offerTickets(
  db: Queryable,
  sellerId: number,
  items: { product_id: number; product_listing_name: string }[],
  buyerId: number,
) {
  const ids = items.map((i) => i.product_id);
  if (new Set(ids).size !== ids.length) throw badRequest(OFFER_REFUSALS.duplicate);
  const rows = await offerableTickets(db, ids);
  if (rows.length !== ids.length) throw notFound(OFFER_REFUSALS.ticketNotFound);
  if (rows.some((r) => r.seller_id === buyerId)) throw forbidden(OFFER_REFUSALS.ownTicket);
  if (rows.some((r) => r.seller_id !== sellerId)) throw badRequest(OFFER_REFUSALS.wrongSeller);
  if (rows.some((r) => r.status !== 'SELL')) throw conflict(OFFER_REFUSALS.ticketUnavailable);
  return rows;
}

/** The offer as its parties see it (404 when it is gone). */
async function offerView(
  db: Queryable,
  offerId: number,
  apiBase: string,
  expiryHours: number,
): Promise<Offer> {
  const offer = await loadOffer(db, offerId, apiBase, expiryHours);
  if (!offer) throw notFound(OFFER_REFUSALS.notFound);
  return offer;
}

/** The viewer's side of an offer they are a party of. */
const sideOf = (offer: OfferRow, viewer: Viewer): OfferSide =>
  offer.seller_id === viewer.id ? 'seller' : 'buyer';

/** The accepted tickets leave the public ticket ('ADDED TO ACCEPTED OFFER'); all of them, or the accept fails. */
async function claimTickets(db: Queryable, ticketIds: number[]): Promise<void> {
  if ((await claimOfferTickets(db, ticketIds)) !== ticketIds.length)
    throw conflict(OFFER_REFUSALS.ticketUnavailable);
}

/**
 * The seller's automatic answer to the buyer's latest offer or counter (the tickets' auto-accept and auto-decline
 * prices, autoAnswers.ts of the contract): accepted at once (the tickets claimed, as a seller's Accept does) or
 * rejected at once, marked as automatic; nothing when the prices decide nothing.
 */
async function answerAutomatically(
  db: Queryable,
  offerId: number,
  entryId: number,
  priceCents: number,
  tickets: readonly { id: number; auto_accept_cents: number | null; auto_decline_cents: number | null }[],
): Promise<void> {
  const answer = automaticAnswer(
    priceCents,
    tickets.map((ticket) => ({ accept: ticket.auto_accept_cents, decline: ticket.auto_decline_cents })),
  );
  if (!answer) return;
  if (answer === 'ACCEPTED_SELLER')
    await claimTickets(
      db,
      tickets.map((ticket) => ticket.id),
    );
  await setOfferThreadStatus(db, offerId, entryId, answer, true);
  await offerAnsweredAutomatically(db, offerId, entryId, answer);
}

export const offerHandlers = {
  async offers(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    await expireOffers(ctx.db, ctx.services.config.offerExpiryHours);
    const items = await partyOffers(
      ctx.db,
      viewer.id,
      ctx.query.type === 'BUY',
      limit,
      offset,
      ctx.services.config.publicApiBase,
      ctx.services.config.offerExpiryHours,
    );
    return listReply(items, ctx, ctx.query.page, size);
  },

  async offerGet(ctx) {
    await expireOffers(ctx.db, ctx.services.config.offerExpiryHours);
    const offer = await partyOffer(ctx.db, viewerOf(ctx), ctx.query.offer_no);
    return offerView(
      ctx.db,
      offer.id,
      ctx.services.config.publicApiBase,
      ctx.services.config.offerExpiryHours,
    );
  },

  async offerCreate(ctx) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    checkContact(body.message);
    if (body.seller_id === viewer.id) throw forbidden(OFFER_REFUSALS.ownTicket);
    const tickets = await offerTickets(ctx.db, body.seller_id, body.offer_items, viewer.id);
    const seq = await nextOfferSeq(ctx.db);
    const offerId = await insertOffer(ctx.db, {
      offer_no: documentNo('OF', seq),
      buyer_id: viewer.id,
      seller_id: body.seller_id,
    });
    const entryId = await insertOfferEntry(ctx.db, {
      offer_id: offerId,
      offer_type: 'OFFER',
      price_cents: toCents(body.offer_price),
      message: body.message?.trim() || null,
      created_by: viewer.id,
    });
    await insertOfferItems(ctx.db, entryId, tickets);
    // Made from a partner's widget: counted for the partner of the embed token's origin (docs/rules/attribution.md).
    const partnerId = ctx.services.partners.partnerOf(viewer.embedOrigin);
    if (partnerId !== null) await countPartnerDay(ctx.db, partnerId, 'offers');
    await offerReceived(ctx.db, offerId, entryId, toCents(body.offer_price));
    await answerAutomatically(ctx.db, offerId, entryId, toCents(body.offer_price), tickets);
    return offerView(
      ctx.db,
      offerId,
      ctx.services.config.publicApiBase,
      ctx.services.config.offerExpiryHours,
    );
  },

  async offerCounter(ctx) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    checkContact(body.message);
    await expireOffers(ctx.db, ctx.services.config.offerExpiryHours);
    const offer = await partyOffer(ctx.db, viewer, body.offer_no, { lock: true });
    const latest = await latestOfferEntry(ctx.db, offer.id);
    if (
      !offerMoves(sideOf(offer, viewer), latest.status, latest.created_by === viewer.id).includes('COUNTER')
    )
      throw conflict(OFFER_REFUSALS.counterOnlyOther);
    if (viewer.id === offer.buyer_id) {
      const rounds = ctx.services.config.offerBuyerRounds;
      if ((await entriesMadeBy(ctx.db, offer.id, offer.buyer_id)) >= rounds)
        throw conflict(OFFER_REFUSALS.roundLimit(rounds));
    }
    const tickets = await offerTickets(ctx.db, offer.seller_id, body.offer_items, offer.buyer_id);
    if (!(await retireLatestEntry(ctx.db, latest.id))) throw conflict(OFFER_REFUSALS.stale);
    const entryId = await insertOfferEntry(ctx.db, {
      offer_id: offer.id,
      offer_type: 'COUNTER_OFFER',
      price_cents: toCents(body.offer_price),
      message: body.message?.trim() || null,
      created_by: viewer.id,
    });
    await insertOfferItems(ctx.db, entryId, tickets);
    await reopenOffer(ctx.db, offer.id);
    await offerCountered(ctx.db, offer.id, entryId, viewer.id, toCents(body.offer_price));
    if (viewer.id === offer.buyer_id)
      await answerAutomatically(ctx.db, offer.id, entryId, toCents(body.offer_price), tickets);
    return offerView(
      ctx.db,
      offer.id,
      ctx.services.config.publicApiBase,
      ctx.services.config.offerExpiryHours,
    );
  },

  async offerUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    checkContact(body.message);
    await expireOffers(ctx.db, ctx.services.config.offerExpiryHours);
    const offer = await partyOffer(ctx.db, viewer, body.offer_no, { lock: true });
    const latest = await latestOfferEntry(ctx.db, offer.id);
    if (latest.id !== body.offer_id) throw conflict(OFFER_REFUSALS.stale);
    if (latest.created_by !== viewer.id) throw forbidden(OFFER_REFUSALS.editOnlyOwnLatest);
    if (!offerMoves(sideOf(offer, viewer), latest.status, true).includes('EDIT'))
      throw conflict(OFFER_REFUSALS.notOpen);
    const tickets = await offerTickets(ctx.db, offer.seller_id, body.offer_items, offer.buyer_id);
    await updateOfferEntry(ctx.db, latest.id, toCents(body.offer_price), body.message?.trim() || null);
    await deleteOfferItems(ctx.db, latest.id);
    await insertOfferItems(ctx.db, latest.id, tickets);
    if (viewer.id === offer.buyer_id)
      await answerAutomatically(ctx.db, offer.id, latest.id, toCents(body.offer_price), tickets);
    const view = await offerView(
      ctx.db,
      offer.id,
      ctx.services.config.publicApiBase,
      ctx.services.config.offerExpiryHours,
    );
    const entry = [view, ...view.counter_offers].find((e) => e.offer_id === latest.id) ?? view;
    return {
      offer_id: latest.id,
      offer_price: entry.offer_price,
      offer_message: entry.offer_message,
      offer_items: entry.offer_items,
    };
  },

  async offerSetStatus(ctx) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    await expireOffers(ctx.db, ctx.services.config.offerExpiryHours);
    const offer = await partyOffer(ctx.db, viewer, body.offer_no, { lock: true });
    const latest = await latestOfferEntry(ctx.db, offer.id);
    if (latest.id !== body.offer_id) throw conflict(OFFER_REFUSALS.stale);
    const result = offerActionResult(
      sideOf(offer, viewer),
      offer.status,
      latest.created_by === viewer.id,
      body.status,
    );
    if (!result) throw conflict(OFFER_REFUSALS.actionNotAllowed);
    const tickets = await offerItemTicketIds(ctx.db, latest.id);
    // Guarded on the status read above: a concurrent change makes this one fail instead of applying twice.
    if (!(await moveOfferStatus(ctx.db, offer.id, offer.status, result)))
      throw conflict(OFFER_REFUSALS.stale);
    if (result === 'ACCEPTED_SELLER') await claimTickets(ctx.db, tickets);
    if (result === 'CANCELLED') {
      await releaseOfferTickets(ctx.db, tickets);
    }
    await setOfferThreadStatus(ctx.db, offer.id, latest.id, result);
    await offerAnswered(ctx.db, offer.id, latest.id, viewer.id, result);
    return null;
  },
} satisfies HandlerGroup;
