import { offerMoves } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { loadCart } from '../domain/cartView.ts';
import { releaseCartItems, RESERVED_BY_SOMEONE_ELSE, reservationEnd, reserveCartLine, sweepExpired } from '../domain/reservations.ts';
import { inTransaction, percentOf } from '../domain/tx.ts';
import { viewerOf, type HandlerContext, type HandlerGroup } from '../http/context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';

// The cart: GET, PUT, DELETE /user/cart.php. Adding reserves the tickets for CART_RESERVATION_MINUTES.

export const CART_MESSAGES = {
  ownTicket: 'You can not buy your own ticket.',
  ownCollection: 'You can not buy your own collection.',
  notForSale: 'This ticket is not for sale.',
  collectionNotForSale: 'This collection is not for sale.',
  unavailable: 'This ticket is no longer available.',
  alreadyInCart: 'This item is already in your cart.',
  collectionReserved: 'This collection is reserved by someone else. Please try again later.',
  collectionEmpty: 'This collection has no tickets.',
  ticketNotFound: 'No Tickets found',
  collectionNotFound: 'Collection not found.',
  offerNotFound: 'Offer not found.',
  offerNotYours: 'Only the buyer of this offer can add it to the cart.',
  offerChanged: 'This offer has changed. Please reload it.',
  offerNotAccepted: 'Only an offer accepted by the seller can be added to the cart.',
  notInCart: 'This item is not in your cart.',
} as const;

/** The user's cart row, created on first use (one cart per user; the upsert is safe under concurrency). */
export async function ensureCart(db: Queryable, userId: number): Promise<number> {
  const existing = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing.id;
  const row = await sql<{ id: number }>`
    INSERT INTO carts (user_id) VALUES (${userId})
    ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
    RETURNING id`.execute(db);
  return (row.rows[0] as { id: number }).id;
}

/** A new cart line's price, tax and reservation end. */
const priced = (ctx: HandlerContext<'cartAdd'>, cents: number) => ({
  base_price_cents: cents,
  tax_cents: percentOf(cents, ctx.services.config.taxRate),
  expires_at: reservationEnd(),
});

async function addTicket(ctx: HandlerContext<'cartAdd'>, productId: number): Promise<void> {
  const viewer = viewerOf(ctx);
  // One read answers the common refusals (a lost race costs one query): the ticket, its unreleased hold if any, and
  // the buyer's cart.
  const ticket = (
    await sql<{ id: number; seller_id: number; is_sale: boolean; price_cents: number | null; status: string; hold_expires: Date | null; hold_user: number | null; hold_line: number | null; cart_id: number | null }>`
      SELECT t.id, t.seller_id, t.is_sale, t.price_cents, t.status, h.expires_at AS hold_expires, h.holder_id AS hold_user, h.line_item_id AS hold_line,
             (SELECT c.id FROM carts c WHERE c.user_id = ${viewer.id}) AS cart_id
        FROM tickets t LEFT JOIN ticket_holds h ON h.ticket_id = t.id AND h.released_at IS NULL
       WHERE t.id = ${productId} AND t.deleted_at IS NULL`.execute(ctx.db)
  ).rows[0];
  if (!ticket) throw notFound(CART_MESSAGES.ticketNotFound);
  if (ticket.seller_id === viewer.id) throw forbidden(CART_MESSAGES.ownTicket);
  if (!ticket.is_sale || ticket.price_cents === null) throw conflict(CART_MESSAGES.notForSale);
  let status = ticket.status;
  if (ticket.hold_user !== null) {
    const holdLive = ticket.hold_expires === null || ticket.hold_expires.getTime() > Date.now();
    if (holdLive) {
      if (ticket.status === 'SOLD') throw conflict(CART_MESSAGES.unavailable);
      throw conflict(ticket.hold_user === viewer.id && ticket.hold_line === null ? CART_MESSAGES.alreadyInCart : RESERVED_BY_SOMEONE_ELSE);
    }
    // An expired reservation is released now (lazily, on access), then the ticket is free for this buyer.
    await sweepExpired(ctx.db);
    status = (await ctx.db.selectFrom('tickets').select('status').where('id', '=', ticket.id).executeTakeFirstOrThrow()).status;
  }
  if (status !== 'SELL') {
    throw conflict(['CART', 'IN_CHECK_OUT', 'IN_ORDER', 'OFFER'].includes(status) ? RESERVED_BY_SOMEONE_ELSE : CART_MESSAGES.unavailable);
  }
  await reserveCartLine(
    ctx.db,
    {
      cart_id: ticket.cart_id ?? (await ensureCart(ctx.db, viewer.id)),
      type: 'BUY',
      ticket_id: ticket.id,
      seller_id: ticket.seller_id,
      ...priced(ctx, ticket.price_cents),
    },
    [ticket.id],
    viewer.id,
    ['SELL'],
    RESERVED_BY_SOMEONE_ELSE,
  );
}

async function addCollection(ctx: HandlerContext<'cartAdd'>, collectionId: number, cartId: number): Promise<void> {
  const viewer = viewerOf(ctx);
  const collection = await ctx.db
    .selectFrom('collections')
    .select(['id', 'user_id', 'is_sale', 'price_cents', 'status'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('permissions')
            .select('permissions.id')
            .whereRef('permissions.user_id', '=', 'collections.user_id')
            .where('permissions.permission', '=', 'SELLER')
            .where('permissions.status', '=', 'INACTIVE'),
        )
        .as('seller_off'),
    )
    .where('id', '=', collectionId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!collection) throw notFound(CART_MESSAGES.collectionNotFound);
  if (collection.user_id === viewer.id) throw forbidden(CART_MESSAGES.ownCollection);
  if (!collection.is_sale) throw conflict(CART_MESSAGES.collectionNotForSale);
  // A seller the operator deactivated sells nothing.
  if (collection.seller_off) throw conflict(CART_MESSAGES.collectionNotForSale);
  const live = await sql<{ id: number }>`
    SELECT id FROM cart_items WHERE cart_id = ${cartId} AND collection_id = ${collectionId} AND released_at IS NULL`.execute(ctx.db);
  if (live.rows.length) throw conflict(CART_MESSAGES.alreadyInCart);
  if (collection.status !== 'ACTIVE') throw conflict(collection.status === 'SOLD' ? CART_MESSAGES.unavailable : CART_MESSAGES.collectionReserved);
  const tickets = await ctx.db
    .selectFrom('tickets')
    .select('id')
    .where('collection_id', '=', collectionId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  if (tickets.length === 0) throw conflict(CART_MESSAGES.collectionEmpty);
  const claimed = await sql<{ id: number }>`
    UPDATE collections SET status = 'CART', updated_at = now() WHERE id = ${collectionId} AND status = 'ACTIVE' RETURNING id`.execute(ctx.db);
  if (!claimed.rows.length) throw conflict(CART_MESSAGES.collectionReserved);
  const line = {
    cart_id: cartId,
    type: 'COLLECTION' as const,
    collection_id: collectionId,
    seller_id: collection.user_id,
    ...priced(ctx, collection.price_cents),
  };
  await reserveCartLine(ctx.db, line, tickets.map((t) => t.id), viewer.id, ['SELL', 'OWNED'], CART_MESSAGES.collectionReserved);
}

async function addOffer(ctx: HandlerContext<'cartAdd'>, offerNo: string, entryId: number, cartId: number): Promise<void> {
  const viewer = viewerOf(ctx);
  const offer = await ctx.db.selectFrom('offers').selectAll().where('offer_no', '=', offerNo).executeTakeFirst();
  if (!offer || (offer.buyer_id !== viewer.id && offer.seller_id !== viewer.id)) throw notFound(CART_MESSAGES.offerNotFound);
  if (offer.buyer_id !== viewer.id) throw forbidden(CART_MESSAGES.offerNotYours);
  const entry = await ctx.db
    .selectFrom('offer_entries')
    .select(['id', 'price_cents', 'status', 'created_by'])
    .where('offer_id', '=', offer.id)
    .where('is_latest', '=', true)
    .executeTakeFirstOrThrow();
  if (entry.id !== entryId) throw conflict(CART_MESSAGES.offerChanged);
  // The offer action table (contract): only the buyer, only once the seller has accepted.
  if (!offerMoves('buyer', offer.status, entry.created_by === viewer.id).includes('ADD_TO_CART')) {
    throw conflict(['CART', 'IN_CHECK_OUT'].includes(offer.status) ? CART_MESSAGES.alreadyInCart : CART_MESSAGES.offerNotAccepted);
  }
  // Guarded on the status read above: of two adds at once, one moves the offer and the other is refused.
  const claimed = await sql<{ id: number }>`
    UPDATE offers SET status = 'CART', updated_at = now() WHERE id = ${offer.id} AND status = ${offer.status} RETURNING id`.execute(ctx.db);
  if (!claimed.rows.length) throw conflict(CART_MESSAGES.offerNotAccepted);
  await ctx.db.updateTable('offer_entries').set({ status: 'CART', updated_at: new Date() }).where('id', '=', entry.id).execute();
  const items = await ctx.db.selectFrom('offer_items').select('ticket_id').where('offer_entry_id', '=', entry.id).orderBy('ticket_id').execute();
  const line = {
    cart_id: cartId,
    type: 'OFFER' as const,
    offer_id: offer.id,
    offer_entry_id: entry.id,
    seller_id: offer.seller_id,
    ...priced(ctx, entry.price_cents),
  };
  await reserveCartLine(ctx.db, line, items.map((i) => i.ticket_id), viewer.id, ['OFFER'], CART_MESSAGES.unavailable);
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
    if (released) await ctx.services.catalog.changed();
    return cart;
  },

  async cartAdd(ctx) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    if (body.type === 'BUY') await addTicket(ctx, body.product_id);
    else {
      await sweepExpired(ctx.db);
      const cartId = await ensureCart(ctx.db, viewer.id);
      if (body.type === 'COLLECTION') await addCollection(ctx, body.id, cartId);
      else await addOffer(ctx, body.offer.offer_no, body.offer.offer_id, cartId);
    }
    return loadCart(ctx.db, viewer.id, ctx.services.config.publicApiBase);
  },

  async cartRemove(ctx) {
    const viewer = viewerOf(ctx);
    await sweepExpired(ctx.db);
    const body = ctx.body;
    let query = ctx.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.id')
      .where('carts.user_id', '=', viewer.id)
      .where('cart_items.released_at', 'is', null);
    if ('product_id' in body) {
      query = query.where((eb) =>
        eb.or([
          eb('cart_items.ticket_id', '=', body.product_id),
          eb('cart_items.id', 'in', eb.selectFrom('ticket_holds').select('cart_item_id').where('ticket_id', '=', body.product_id).where('released_at', 'is', null).where('cart_item_id', 'is not', null).$narrowType<{ cart_item_id: number }>()),
        ]),
      );
    } else if ('collection_id' in body) {
      query = query.where('cart_items.collection_id', '=', body.collection_id);
    } else {
      query = query.where('cart_items.offer_id', 'in', ctx.db.selectFrom('offers').select('id').where('offer_no', '=', body.offer_no));
    }
    // Found and released in one statement; nothing released means the line was not (or no longer) in the cart.
    if ((await releaseCartItems(ctx.db, query, 'REMOVED')) === 0) throw notFound(CART_MESSAGES.notInCart);
    return loadCart(ctx.db, viewer.id, ctx.services.config.publicApiBase);
  },
} satisfies HandlerGroup;
