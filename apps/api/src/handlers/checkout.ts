import { CHECKOUT_REFUSALS } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { acceptedMethods, loadCheckout } from '../views/cartView.ts';
import { reservationEnd, sweepExpired } from '../domain/reservations.ts';
import { inTransaction } from '../db/tx.ts';
import type { Config } from '../config.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';

// Checkout: POST, GET /user/orders/checkout.php; PUT ?action=updateShippingAddress / updateBillingAddress.

async function ownCheckout(db: Queryable, userId: number, checkoutId: number) {
  const row = await db
    .selectFrom('checkouts')
    .select(['id', 'status', 'user_id'])
    .where('id', '=', checkoutId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(CHECKOUT_REFUSALS.notFound);
  return row;
}

async function reply(db: Queryable, checkoutId: number, config: Config) {
  const checkout = await loadCheckout(db, checkoutId, config);
  if (!checkout) throw notFound(CHECKOUT_REFUSALS.notFound);
  return checkout;
}

async function setAddress(db: Queryable, userId: number, checkoutId: number, addressId: number, kind: 'DELIVERY' | 'BILL') {
  const checkout = await ownCheckout(db, userId, checkoutId);
  if (checkout.status !== 'OPEN') throw conflict(CHECKOUT_REFUSALS.notOpen);
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .where('type', '=', kind)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!address) throw notFound(CHECKOUT_REFUSALS.addressNotFound);
  await db
    .updateTable('checkouts')
    .set(kind === 'DELIVERY' ? { shipping_address_id: addressId, updated_at: new Date() } : { billing_address_id: addressId, updated_at: new Date() })
    .where('id', '=', checkoutId)
    .execute();
}

export const checkoutHandlers = {
  async checkoutCreate(ctx) {
    const viewer = viewerOf(ctx);
    await sweepExpired(ctx.db);
    const cart = await ctx.db.selectFrom('carts').select('id').where('id', '=', ctx.body.cart_id).where('user_id', '=', viewer.id).executeTakeFirst();
    if (!cart) throw notFound(CHECKOUT_REFUSALS.cartNotFound);
    const items = await ctx.db.selectFrom('cart_items').select('id').where('cart_id', '=', cart.id).where('released_at', 'is', null).orderBy('id').execute();
    if (items.length === 0) throw conflict(CHECKOUT_REFUSALS.emptyCart);
    const itemIds = items.map((i) => i.id);
    // A new checkout replaces the user's earlier open ones (the same cart lines move on).
    await ctx.db.updateTable('checkouts').set({ status: 'EXPIRED', updated_at: new Date() }).where('user_id', '=', viewer.id).where('status', '=', 'OPEN').execute();
    const primary = async (type: 'DELIVERY' | 'BILL') =>
      (
        await ctx.db
          .selectFrom('addresses')
          .select('id')
          .where('user_id', '=', viewer.id)
          .where('type', '=', type)
          .where('deleted_at', 'is', null)
          .orderBy('is_primary', 'desc')
          .orderBy('id')
          .executeTakeFirst()
      )?.id ?? null;
    const method = (await acceptedMethods(ctx.db, ctx.services.config))[0];
    const checkout = await ctx.db
      .insertInto('checkouts')
      .values({
        user_id: viewer.id,
        cart_id: cart.id,
        shipping_address_id: await primary('DELIVERY'),
        billing_address_id: await primary('BILL'),
        payment_method_id: method?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('checkout_items').values(itemIds.map((cart_item_id) => ({ checkout_id: checkout.id, cart_item_id }))).execute();
    // Checking out renews the reservation, so the buyer has the full window to place the order.
    const until = reservationEnd();
    await sql`UPDATE cart_items SET expires_at = ${until} WHERE id = ANY(${sql.val(itemIds)}::int[])`.execute(ctx.db);
    await sql`UPDATE ticket_holds SET expires_at = ${until} WHERE cart_item_id = ANY(${sql.val(itemIds)}::int[]) AND released_at IS NULL AND line_item_id IS NULL`.execute(ctx.db);
    await sql`UPDATE tickets SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND id IN (SELECT ticket_id FROM ticket_holds WHERE cart_item_id = ANY(${sql.val(itemIds)}::int[]) AND released_at IS NULL)`.execute(ctx.db);
    await sql`UPDATE collections SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND id IN (SELECT collection_id FROM cart_items WHERE id = ANY(${sql.val(itemIds)}::int[]))`.execute(ctx.db);
    await sql`UPDATE offers SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND id IN (SELECT offer_id FROM cart_items WHERE id = ANY(${sql.val(itemIds)}::int[]))`.execute(ctx.db);
    await sql`UPDATE offer_entries SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND is_latest AND offer_id IN (SELECT offer_id FROM cart_items WHERE id = ANY(${sql.val(itemIds)}::int[]))`.execute(ctx.db);
    return reply(ctx.db, checkout.id, ctx.services.config);
  },

  async checkoutGet(ctx) {
    const viewer = viewerOf(ctx);
    const { released, checkout } = await inTransaction(ctx.db, async (db) => {
      const released = await sweepExpired(db);
      await ownCheckout(db, viewer.id, ctx.query.checkout_id);
      return { released, checkout: await reply(db, ctx.query.checkout_id, ctx.services.config) };
    });
    // A reading request: the app has the catalogue caches read the change log only after writes, so a release made
    // here does it.
    if (released) ctx.services.catalog.written();
    return checkout;
  },

  async checkoutUpdateShipping(ctx) {
    const viewer = viewerOf(ctx);
    await setAddress(ctx.db, viewer.id, ctx.body.checkout_id, ctx.body.address_id, 'DELIVERY');
    return reply(ctx.db, ctx.body.checkout_id, ctx.services.config);
  },

  async checkoutUpdateBilling(ctx) {
    const viewer = viewerOf(ctx);
    await setAddress(ctx.db, viewer.id, ctx.body.checkout_id, ctx.body.address_id, 'BILL');
    return reply(ctx.db, ctx.body.checkout_id, ctx.services.config);
  },
} satisfies HandlerGroup;
