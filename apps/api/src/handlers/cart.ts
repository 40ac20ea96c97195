import { CART_REFUSALS, offerMoves, type Cart } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import {
  cartHasCollection,
  cartIdOf,
  cartLinesOf,
  claimCollectionForCart,
  claimOfferForCart,
  collectionForCart,
  collectionTicketIds,
  createCart,
  latestEntryForCart,
  markPartnerCartLine,
  offerEntryTicketIds,
  offerForCart,
  setCartLineTax,
  ticketStatus,
} from '../queries/cart.ts';
import { cartFromJson, loadCart } from '../views/cartView.ts';
import {
  removeCartLines,
  reservationEnd,
  reserveCartLine,
  reserveListedTicket,
  sweepExpired,
  type ListedTicketClaim,
} from '../domain/reservations.ts';
import { inTransaction, percentOf } from '../db/tx.ts';
import { viewerOf, type HandlerContext, type HandlerGroup } from '../context.ts';
import { conflict, forbidden, notFound, sqlStateOf } from '../errors.ts';

// The cart: GET, PUT, DELETE /user/cart.php. Adding reserves the tickets for CART_RESERVATION_MINUTES.

/** The user's cart row, created on first use (one cart per user; the upsert is safe under concurrency). */
export async function ensureCart(db: Queryable, userId: number): Promise<number> {
  return (await cartIdOf(db, userId)) ?? createCart(db, userId);
}

/** A new cart line's price, tax and reservation end. */
const priced = (ctx: HandlerContext<'cartAdd'>, cents: number) => ({
  base_price_cents: cents,
  tax_cents: percentOf(cents, ctx.services.config.taxRate),
  expires_at: reservationEnd(),
});

/** 409 for a ticket that is not listed for sale: reserved by someone (a cart, a checkout, an order, an offer) or gone. */
function refuseUnlessForSale(status: string): void {
  if (status === 'SELL') return;
  throw conflict(
    ['CART', 'IN_CHECK_OUT', 'IN_ORDER', 'OFFER'].includes(status)
      ? CART_REFUSALS.reserved
      : CART_REFUSALS.unavailable,
  );
}

/** Whether reserveListedTicket wrote nothing only because the buyer has no cart yet (the rest of its claim held). */
function onlyTheCartWasMissing(read: ListedTicketClaim, buyerId: number): boolean {
  return (
    read.item_id === null &&
    read.cart_id === null &&
    read.seller_id !== buyerId &&
    read.status === 'SELL' &&
    read.is_sale &&
    read.price_cents !== null &&
    read.hold_user === null
  );
}

/** Adds a listed ticket; the cart as the one-statement add read it, or null when the caller must read it. */
async function addTicket(ctx: HandlerContext<'cartAdd'>, productId: number): Promise<Cart | null> {
  const viewer = viewerOf(ctx);
  const { config, catalog } = ctx.services;
  // The common case in one statement (reserveListedTicket): it reads the ticket, its unreleased hold and the buyer's
  // cart, reserves the ticket when nothing stands in the way, and reads the cart reply with the new line.
  const reserve = async () => {
    try {
      return await reserveListedTicket(ctx.db, {
        ticketId: productId,
        buyerId: viewer.id,
        expiresAt: reservationEnd(),
        taxRate: config.taxRate,
        origin: catalog.origin,
      });
    } catch (error) {
      // Another buyer's hold was taken between this statement's read and its own (ticket_holds_one_live_key).
      if (sqlStateOf(error) === '23505') throw conflict(CART_REFUSALS.reserved);
      throw error;
    }
  };
  let ticket: ListedTicketClaim | undefined = await reserve();
  // A buyer's first add: the cart is created and the one statement runs again (two statements instead of the
  // transaction's six; a refused add creates no cart).
  if (ticket && onlyTheCartWasMissing(ticket, viewer.id)) {
    await createCart(ctx.db, viewer.id);
    ticket = await reserve();
  }
  if (!ticket) throw notFound(CART_REFUSALS.ticketNotFound);
  if (ticket.item_id !== null) {
    // The statement rounds the tax in SQL; percentOf is the rule, should the two ever differ.
    const tax = percentOf(ticket.item_price_cents ?? 0, config.taxRate);
    if (tax === ticket.item_tax_cents) return cartFromJson(ticket.cart, config.publicApiBase);
    await setCartLineTax(ctx.db, ticket.item_id, tax);
    return null;
  }
  // Not reserved: the refusals answered from what the statement read, or one of the rarer cases (no cart yet, an
  // expired hold to release first, another buyer's claim in between), done as before in one transaction.
  if (ticket.seller_id === viewer.id) throw forbidden(CART_REFUSALS.ownTicket);
  const price = ticket.price_cents;
  if (!ticket.is_sale || price === null) throw conflict(CART_REFUSALS.notForSale);
  const holdExpired =
    ticket.hold_user !== null && ticket.hold_expires !== null && ticket.hold_expires.getTime() <= Date.now();
  if (ticket.hold_user !== null && !holdExpired) {
    if (ticket.status === 'SOLD') throw conflict(CART_REFUSALS.unavailable);
    throw conflict(
      ticket.hold_user === viewer.id && ticket.hold_line === null
        ? CART_REFUSALS.alreadyInCart
        : CART_REFUSALS.reserved,
    );
  }
  if (!holdExpired) refuseUnlessForSale(ticket.status);
  const read = ticket;
  await inTransaction(ctx.db, async (db) => {
    if (holdExpired) {
      // An expired reservation is released now (lazily, on access), then the ticket is free for this buyer.
      await sweepExpired(db);
      refuseUnlessForSale(await ticketStatus(db, read.id));
    }
    await reserveCartLine(
      db,
      {
        cart_id: read.cart_id ?? (await ensureCart(db, viewer.id)),
        type: 'BUY',
        ticket_id: read.id,
        seller_id: read.seller_id,
        ...priced(ctx, price),
      },
      [read.id],
      viewer.id,
      ['SELL'],
      CART_REFUSALS.reserved,
    );
  });
  return null;
}

/**
 * A line added through a partner's widget carries that partner (the embed token's origin, docs/rules/attribution.md):
 * an order placed with it is the partner's. Answers whether a line was marked.
 */
async function markPartnerLine(ctx: HandlerContext<'cartAdd'>): Promise<boolean> {
  const viewer = viewerOf(ctx);
  const partnerId = ctx.services.partners.partnerOf(viewer.embedOrigin);
  if (partnerId === null) return false;
  const { body } = ctx;
  const line =
    body.type === 'BUY'
      ? ({ column: 'ticket_id', id: body.product_id } as const)
      : body.type === 'COLLECTION'
        ? ({ column: 'collection_id', id: body.id } as const)
        : ({ column: 'offer_id', id: body.offer.offer_id } as const);
  return markPartnerCartLine(ctx.db, viewer.id, partnerId, line);
}

async function addCollection(
  ctx: HandlerContext<'cartAdd'>,
  collectionId: number,
  cartId: number,
): Promise<void> {
  const viewer = viewerOf(ctx);
  const collection = await collectionForCart(ctx.db, collectionId);
  if (!collection) throw notFound(CART_REFUSALS.collectionNotFound);
  if (collection.user_id === viewer.id) throw forbidden(CART_REFUSALS.ownCollection);
  if (!collection.is_sale) throw conflict(CART_REFUSALS.collectionNotForSale);
  // A seller the admin deactivated sells nothing.
  if (collection.seller_off) throw conflict(CART_REFUSALS.collectionNotForSale);
  if (await cartHasCollection(ctx.db, cartId, collectionId)) throw conflict(CART_REFUSALS.alreadyInCart);
  if (collection.status !== 'ACTIVE')
    throw conflict(
      collection.status === 'SOLD' ? CART_REFUSALS.unavailable : CART_REFUSALS.collectionReserved,
    );
  // The tickets a buyer can open, which its ticket_count counts (isTicketOpen; the seller is active, checked above):
  // one an admin hid stays with the seller.
  const tickets = await collectionTicketIds(ctx.db, collectionId);
  if (tickets.length === 0) throw conflict(CART_REFUSALS.collectionEmpty);
  if (!(await claimCollectionForCart(ctx.db, collectionId))) throw conflict(CART_REFUSALS.collectionReserved);
  const line = {
    cart_id: cartId,
    type: 'COLLECTION' as const,
    collection_id: collectionId,
    seller_id: collection.user_id,
    ...priced(ctx, collection.price_cents),
  };
  await reserveCartLine(
    ctx.db,
    line,
    tickets,
    viewer.id,
    ['SELL', 'OWNED'],
    CART_REFUSALS.collectionReserved,
  );
}

async function addOffer(
  ctx: HandlerContext<'cartAdd'>,
  offerNo: string,
  entryId: number,
  cartId: number,
): Promise<void> {
  const viewer = viewerOf(ctx);
  const offer = await offerForCart(ctx.db, offerNo);
  if (!offer || (offer.buyer_id !== viewer.id && offer.seller_id !== viewer.id))
    throw notFound(CART_REFUSALS.offerNotFound);
  if (offer.buyer_id !== viewer.id) throw forbidden(CART_REFUSALS.offerNotYours);
  const entry = await latestEntryForCart(ctx.db, offer.id);
  if (entry.id !== entryId) throw conflict(CART_REFUSALS.offerChanged);
  // The offer action table (contract): only the buyer, only once the seller has accepted.
  if (!offerMoves('buyer', offer.status, entry.created_by === viewer.id).includes('ADD_TO_CART')) {
    throw conflict(
      ['CART', 'IN_CHECK_OUT'].includes(offer.status)
        ? CART_REFUSALS.alreadyInCart
        : CART_REFUSALS.offerNotAccepted,
    );
  }
  // Guarded on the status read above: of two adds at once, one moves the offer and the other is refused.
  if (!(await claimOfferForCart(ctx.db, offer.id, entry.id, offer.status)))
    throw conflict(CART_REFUSALS.offerNotAccepted);
  const items = await offerEntryTicketIds(ctx.db, entry.id);
  const line = {
    cart_id: cartId,
    type: 'OFFER' as const,
    offer_id: offer.id,
    offer_entry_id: entry.id,
    seller_id: offer.seller_id,
    ...priced(ctx, entry.price_cents),
  };
  await reserveCartLine(ctx.db, line, items, viewer.id, ['OFFER'], CART_REFUSALS.unavailable);
}

export const cartHandlers = {
  async cartGet(ctx) {
    const viewer = viewerOf(ctx);
    const { released, cart } = await inTransaction(ctx.db, async (db) => ({
      released: await sweepExpired(db),
      cart: await loadCart(db, viewer.id, ctx.services.config.publicApiBase),
    }));
    // A reading request: the app has the catalogue caches read the change log only after writes, so a release made
    // here does it.
    if (released) ctx.services.catalog.written();
    return cart;
  },

  // Runs outside a request transaction (CART_OWN_TRANSACTIONS in http/middleware.ts): a ticket in one statement (with
  // the cart reply), the rest in one transaction.
  async cartAdd(ctx) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    if (body.type === 'BUY') {
      const cart = await addTicket(ctx, body.product_id);
      if (await markPartnerLine(ctx)) return loadCart(ctx.db, viewer.id, ctx.services.config.publicApiBase);
      if (cart) return cart;
    } else {
      await inTransaction(ctx.db, async (db) => {
        await sweepExpired(db);
        const cartId = await ensureCart(db, viewer.id);
        const inTx = { ...ctx, db };
        if (body.type === 'COLLECTION') await addCollection(inTx, body.id, cartId);
        else await addOffer(inTx, body.offer.offer_no, body.offer.offer_id, cartId);
      });
      await markPartnerLine(ctx);
    }
    // Read after the write committed: the cart as it is now.
    return loadCart(ctx.db, viewer.id, ctx.services.config.publicApiBase);
  },

  // Runs outside a request transaction (CART_OWN_TRANSACTIONS in http/middleware.ts): the sweep's work, if any, in a transaction of its own;
  // the removal and the cart reply are one statement.
  async cartRemove(ctx) {
    const viewer = viewerOf(ctx);
    await sweepExpired(ctx.db);
    const body = ctx.body;
    const query = cartLinesOf(ctx.db, viewer.id, body);
    // Found and released in one statement, which reads the cart reply too; nothing released means the line was not
    // (or no longer) in the cart.
    const { released, cart } = await removeCartLines(ctx.db, query, {
      buyerId: viewer.id,
      origin: ctx.services.catalog.origin,
    });
    if (released === 0) throw notFound(CART_REFUSALS.notInCart);
    return cartFromJson(cart, ctx.services.config.publicApiBase);
  },
} satisfies HandlerGroup;
