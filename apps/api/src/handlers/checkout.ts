import { CHECKOUT_REFUSALS } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import {
  checkoutOf,
  expireOpenCheckouts,
  insertCheckout,
  liveCartItemIds,
  moveToCheckout,
  ownAddressOfType,
  ownCartId,
  primaryAddressId,
  setCheckoutAddress,
} from '../queries/checkouts.ts';
import { acceptedMethods, loadCheckout } from '../views/cartView.ts';
import { reservationEnd, sweepExpired } from '../domain/reservations.ts';
import { inTransaction } from '../db/tx.ts';
import type { Config } from '../config.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';

// Checkout: POST, GET /user/orders/checkout.php; PUT ?action=updateShippingAddress / updateBillingAddress.

async function ownCheckout(db: Queryable, userId: number, checkoutId: number) {
  const row = await checkoutOf(db, userId, checkoutId);
  if (!row) throw notFound(CHECKOUT_REFUSALS.notFound);
  return row;
}

async function reply(db: Queryable, checkoutId: number, config: Config) {
  const checkout = await loadCheckout(db, checkoutId, config);
  if (!checkout) throw notFound(CHECKOUT_REFUSALS.notFound);
  return checkout;
}

async function setAddress(
  db: Queryable,
  userId: number,
  checkoutId: number,
  addressId: number,
  kind: 'DELIVERY' | 'BILL',
) {
  const checkout = await ownCheckout(db, userId, checkoutId);
  if (checkout.status !== 'OPEN') throw conflict(CHECKOUT_REFUSALS.notOpen);
  if (!(await ownAddressOfType(db, userId, addressId, kind)))
    throw notFound(CHECKOUT_REFUSALS.addressNotFound);
  await setCheckoutAddress(db, checkoutId, addressId, kind);
}

export const checkoutHandlers = {
  async checkoutCreate(ctx) {
    const viewer = viewerOf(ctx);
    await sweepExpired(ctx.db);
    const cartId = await ownCartId(ctx.db, viewer.id, ctx.body.cart_id);
    if (cartId === undefined) throw notFound(CHECKOUT_REFUSALS.cartNotFound);
    const itemIds = await liveCartItemIds(ctx.db, cartId);
    if (itemIds.length === 0) throw conflict(CHECKOUT_REFUSALS.emptyCart);
    // A new checkout replaces the user's earlier open ones (the same cart lines move on).
    await expireOpenCheckouts(ctx.db, viewer.id);
    const method = (await acceptedMethods(ctx.db, ctx.services.config))[0];
    const checkoutId = await insertCheckout(
      ctx.db,
      {
        user_id: viewer.id,
        cart_id: cartId,
        shipping_address_id: await primaryAddressId(ctx.db, viewer.id, 'DELIVERY'),
        billing_address_id: await primaryAddressId(ctx.db, viewer.id, 'BILL'),
        payment_method_id: method?.id ?? null,
      },
      itemIds,
    );
    // Checking out renews the reservation, so the buyer has the full window to place the order.
    await moveToCheckout(ctx.db, itemIds, reservationEnd());
    return reply(ctx.db, checkoutId, ctx.services.config);
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
