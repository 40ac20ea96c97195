import {
  ADDRESS_REFUSALS,
  CART_REFUSALS,
  CHECKOUT_REFUSALS,
  ORDER_REFUSALS,
  CART_RESERVATION_MINUTES,
  ORDER_PAYMENT_MINUTES,
  offerMoves,
  type Address,
  type Cart,
  type CartItem,
  type Checkout,
  type Order,
  type SubOrder,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { usd } from '../fixtures.ts';
import { fail, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { ticketOf } from './products.ts';
import { accountOf, amount, feeOf, isoNow, partyOf, taxOf } from './shared.ts';
import { collectionIsOpen, ticketIsOpen } from './visibility.ts';

type CartOperations =
  | 'cartGet'
  | 'cartAdd'
  | 'cartRemove'
  | 'checkoutCreate'
  | 'checkoutGet'
  | 'checkoutUpdateShipping'
  | 'checkoutUpdateBilling'
  | 'addressList'
  | 'addressCreate'
  | 'addressUpdate'
  | 'addressDelete'
  | 'addressSetDefaultShipping'
  | 'orderCreate';

/** Lines whose 15-minute reservation ran out are dropped and their tickets released. */
function liveLines(db: MockDb, userId: number): CartItem[] {
  const lines = db.carts.get(userId) ?? [];
  const live = lines.filter((line) => Date.parse(line.expiry_date) > db.now());
  for (const line of lines) if (!live.includes(line)) release(db, line);
  db.carts.set(userId, live);
  return live;
}

function release(db: MockDb, line: CartItem) {
  const ids = new Set(line.details.map((detail) => detail.product_id));
  db.tickets = db.tickets.map((ticket) =>
    ids.has(ticket.product_id) && ticket.status !== 'SOLD' ? { ...ticket, status: 'SELL' } : ticket,
  );
  if (line.collection_id)
    db.collections = db.collections.map((item) =>
      item.id === line.collection_id ? { ...item, status: 'ACTIVE' } : item,
    );
  if (line.offer_no)
    db.offers = db.offers.map((offer) =>
      offer.offer_no === line.offer_no ? { ...offer, offer_status: 'ACCEPTED_SELLER' } : offer,
    );
}

export function cartOf(db: MockDb, userId: number): Cart {
  const items = liveLines(db, userId);
  const subTotal = items.reduce((sum, item) => sum + amount(item.base_price), 0);
  const tax = items.reduce((sum, item) => sum + amount(item.tax_price), 0);
  return {
    cart_id: items.length ? userId : null,
    items,
    price_sub_total: usd(subTotal),
    total_price: usd(subTotal),
    total_tax: usd(tax),
    grand_total: usd(subTotal + tax),
    status: 'ACTIVE',
  };
}

/** Ticket statuses that mean another buyer holds the ticket (the server answers 'reserved by someone else'). */
const HELD_STATUSES: readonly string[] = ['CART', 'IN_CHECK_OUT', 'IN_ORDER', 'OFFER'];

function inCartOf(db: MockDb, userId: number, productId: number): boolean {
  return (db.carts.get(userId) ?? []).some(
    (line) =>
      line.type === 'BUY' &&
      Date.parse(line.expiry_date) > db.now() &&
      line.details.some((detail) => detail.product_id === productId),
  );
}

function inAnyCart(db: MockDb, productId: number): boolean {
  return [...db.carts.values()].some((lines) =>
    lines.some((line) => line.details.some((detail) => detail.product_id === productId)),
  );
}

function lineFor(context: MockContext<'cartAdd'>): CartItem {
  const { db, body } = context;
  const viewer = viewerOf(context);
  const base = {
    id: db.nextId(),
    created_date: isoNow(db),
    expiry_date: isoNow(db, CART_RESERVATION_MINUTES),
    offer_id: null,
    offer_no: null,
    collection_id: null,
    collection_name: null,
  };
  if (body.type === 'BUY') {
    const ticket = ticketOf(db, body.product_id);
    if (ticket.seller.id === viewer.id) fail('FORBIDDEN', CART_REFUSALS.ownTicket);
    if (ticket.isSale !== 1 && ticket.isSale !== '1') fail('CONFLICT', CART_REFUSALS.notForSale);
    if (inCartOf(db, viewer.id, ticket.product_id)) fail('CONFLICT', CART_REFUSALS.alreadyInCart);
    // Held by another buyer (a cart, a checkout, an order, an accepted offer) or gone (sold), as the server tells them.
    if (inAnyCart(db, ticket.product_id) || HELD_STATUSES.includes(ticket.status))
      fail('CONFLICT', CART_REFUSALS.reserved);
    // A hidden ticket, or a deactivated seller's, is off sale as on the server (ticketIsOpen).
    if (ticket.status !== 'SELL' || !ticketIsOpen(db, ticket)) fail('CONFLICT', CART_REFUSALS.unavailable);
    db.tickets = db.tickets.map((item) => (item === ticket ? { ...item, status: 'CART' } : item));
    const price = amount(ticket.cost);
    return {
      ...base,
      type: 'BUY',
      base_price: usd(price),
      tax_price: taxOf(price),
      seller: ticket.seller,
      details: [
        {
          product_id: ticket.product_id,
          listing_name: ticket.listing_name,
          cost: usd(price),
          image: ticket.image?.image_400 ?? null,
        },
      ],
    };
  }
  if (body.type === 'COLLECTION') {
    const collection =
      db.collections.find((item) => item.id === body.id) ??
      fail('NOT_FOUND', CART_REFUSALS.collectionNotFound);
    if (collection.user_id === viewer.id) fail('FORBIDDEN', CART_REFUSALS.ownCollection);
    // A deactivated seller sells nothing (collectionIsOpen).
    if ((collection.isSale !== 1 && collection.isSale !== '1') || !collectionIsOpen(db, collection))
      fail('CONFLICT', CART_REFUSALS.collectionNotForSale);
    if (liveLines(db, viewer.id).some((line) => line.collection_id === collection.id))
      fail('CONFLICT', CART_REFUSALS.alreadyInCart);
    if (collection.status !== 'ACTIVE')
      fail(
        'CONFLICT',
        collection.status === 'SOLD' ? CART_REFUSALS.unavailable : CART_REFUSALS.collectionReserved,
      );
    // The tickets its ticket_count counts: one an admin hid stays with the seller.
    const tickets = db.tickets.filter(
      (ticket) => ticket.collection?.collection_id === collection.id && ticketIsOpen(db, ticket),
    );
    if (tickets.length === 0) fail('CONFLICT', CART_REFUSALS.collectionEmpty);
    db.collections = db.collections.map((item) => (item === collection ? { ...item, status: 'CART' } : item));
    const price = amount(collection.cost);
    return {
      ...base,
      type: 'COLLECTION',
      collection_id: collection.id,
      collection_name: collection.collection_name,
      base_price: usd(price),
      tax_price: taxOf(price),
      seller: collection.seller,
      details: tickets.map((ticket) => ({
        product_id: ticket.product_id,
        listing_name: ticket.listing_name,
        cost: ticket.cost ?? usd(0),
        image: ticket.image?.image_400 ?? null,
      })),
    };
  }
  const offer =
    db.offers.find((item) => item.offer_no === body.offer.offer_no) ??
    fail('NOT_FOUND', CART_REFUSALS.offerNotFound);
  if (offer.buyer_details.buyer_id !== viewer.id && offer.seller_details.seller_id !== viewer.id)
    fail('NOT_FOUND', CART_REFUSALS.offerNotFound);
  const latest = offer.counter_offers[offer.counter_offers.length - 1] ?? offer;
  if (offer.buyer_details.buyer_id !== viewer.id) fail('FORBIDDEN', CART_REFUSALS.offerNotYours);
  if (latest.offer_id !== body.offer.offer_id) fail('CONFLICT', CART_REFUSALS.offerChanged);
  if (!offerMoves('buyer', latest.offer_status, latest.created_by.id === viewer.id).includes('ADD_TO_CART')) {
    fail(
      'CONFLICT',
      ['CART', 'IN_CHECK_OUT'].includes(offer.offer_status)
        ? CART_REFUSALS.alreadyInCart
        : CART_REFUSALS.offerNotAccepted,
    );
  }
  db.offers = db.offers.map((item) => (item === offer ? { ...item, offer_status: 'CART' } : item));
  const price = amount(latest.offer_price);
  return {
    ...base,
    type: 'OFFER',
    offer_id: latest.offer_id,
    offer_no: offer.offer_no,
    base_price: usd(price),
    tax_price: taxOf(price),
    seller: {
      id: offer.seller_details.seller_id,
      name: offer.seller_details.seller_name,
      is_admin: offer.seller_details.is_admin,
    },
    details: latest.offer_items.map((item) => ({
      product_id: item.product_id,
      listing_name: item.product_listing_name,
      cost: item.price,
      image: item.images[0]?.image_400 ?? null,
    })),
  };
}

function addressesOf(db: MockDb, userId: number): Address[] {
  const list = db.addresses.get(userId) ?? [];
  db.addresses.set(userId, list);
  return list;
}

function checkoutOf(
  context: MockContext<'checkoutGet' | 'checkoutUpdateShipping' | 'checkoutUpdateBilling' | 'orderCreate'>,
  checkoutId: number,
) {
  const viewer = viewerOf(context);
  const checkout = context.db.checkouts.get(checkoutId);
  if (!checkout || checkout.user_id !== viewer.id) fail('NOT_FOUND', CHECKOUT_REFUSALS.notFound);
  return checkout;
}

function publicCheckout({ user_id: _userId, ...checkout }: Checkout & { user_id: number }): Checkout {
  return checkout;
}

function addressFor(db: MockDb, userId: number, addressId: number): Address {
  return (
    addressesOf(db, userId).find((address) => address.id === addressId) ??
    fail('NOT_FOUND', ADDRESS_REFUSALS.notFound)
  );
}

/** The address a checkout takes, as the server checks it: the checkout still open, the address the buyer's, of its kind. */
function checkoutAddress(
  context: MockContext<'checkoutUpdateShipping' | 'checkoutUpdateBilling'>,
  type: Address['type'],
) {
  const checkout = checkoutOf(context, context.body.checkout_id);
  if (checkout.status !== 'OPEN') fail('CONFLICT', CHECKOUT_REFUSALS.notOpen);
  const address = addressesOf(context.db, checkout.user_id).find(
    (item) => item.id === context.body.address_id && item.type === type,
  );
  return { checkout, address: address ?? fail('NOT_FOUND', CHECKOUT_REFUSALS.addressNotFound) };
}

export const cartImplementations: Pick<Implementations, CartOperations> = {
  cartGet: (context) => cartOf(context.db, viewerOf(context).id),
  cartAdd(context) {
    const viewer = viewerOf(context);
    const line = lineFor(context);
    context.db.carts.set(viewer.id, [...liveLines(context.db, viewer.id), line]);
    return cartOf(context.db, viewer.id);
  },
  cartRemove(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const lines = liveLines(db, viewer.id);
    const line = lines.find((item) =>
      'product_id' in body
        ? item.type === 'BUY' && item.details.some((detail) => detail.product_id === body.product_id)
        : 'collection_id' in body
          ? item.collection_id === body.collection_id
          : item.offer_no === body.offer_no,
    );
    if (!line) fail('NOT_FOUND', CART_REFUSALS.notInCart);
    release(db, line);
    db.carts.set(
      viewer.id,
      lines.filter((item) => item !== line),
    );
    return cartOf(db, viewer.id);
  },
  checkoutCreate(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const cart = cartOf(db, viewer.id);
    // One cart per buyer (the mock numbers it as its buyer); an empty one is refused in the spec's words.
    if (body.cart_id !== viewer.id) fail('NOT_FOUND', CHECKOUT_REFUSALS.cartNotFound);
    if (cart.items.length === 0) fail('CONFLICT', CHECKOUT_REFUSALS.emptyCart);
    const addresses = addressesOf(db, viewer.id);
    const checkout: Checkout & { user_id: number } = {
      user_id: viewer.id,
      checkout_id: db.nextId(),
      status: 'OPEN',
      line_items: cart.items,
      accepted_payment_methods: [
        { payment_method_id: 1, payment_method_type: 'PAYPAL', type: 'PayPal', selected: true },
      ],
      buyer: { id: viewer.id, name: viewer.name },
      pricing_summary: {
        price_sub_total: cart.price_sub_total,
        tax: cart.total_tax,
        total: cart.grand_total,
      },
      shipping_address:
        addresses.find((address) => address.type === 'DELIVERY' && address.is_primary === 1) ?? null,
      billing_address: addresses.find((address) => address.type === 'BILL') ?? null,
    };
    db.checkouts.set(checkout.checkout_id, checkout);
    return publicCheckout(checkout);
  },
  checkoutGet: (context) => publicCheckout(checkoutOf(context, context.query.checkout_id)),
  checkoutUpdateShipping(context) {
    const { checkout, address } = checkoutAddress(context, 'DELIVERY');
    checkout.shipping_address = address;
    return publicCheckout(checkout);
  },
  checkoutUpdateBilling(context) {
    const { checkout, address } = checkoutAddress(context, 'BILL');
    checkout.billing_address = address;
    return publicCheckout(checkout);
  },
  addressList: (context) => ({
    items: addressesOf(context.db, viewerOf(context).id).filter(
      (address) => address.type === context.query.type,
    ),
  }),
  addressCreate(context) {
    const viewer = viewerOf(context);
    const list = addressesOf(context.db, viewer.id);
    const first = !list.some((address) => address.type === context.body.type);
    const address: Address = {
      ...context.body,
      id: context.db.nextId(),
      address_line_2: context.body.address_line_2 ?? null,
      is_primary: context.body.is_primary ?? (first ? 1 : 0),
    };
    list.push(address);
    return address;
  },
  addressUpdate(context) {
    const viewer = viewerOf(context);
    const list = addressesOf(context.db, viewer.id);
    const current = addressFor(context.db, viewer.id, context.body.id);
    const updated: Address = {
      ...current,
      ...context.body,
      address_line_2: context.body.address_line_2 ?? null,
      is_primary: context.body.is_primary ?? current.is_primary,
    };
    list.splice(list.indexOf(current), 1, updated);
    return updated;
  },
  addressDelete(context) {
    const viewer = viewerOf(context);
    const list = addressesOf(context.db, viewer.id);
    list.splice(list.indexOf(addressFor(context.db, viewer.id, context.body.id)), 1);
    return { ok: true };
  },
  addressSetDefaultShipping(context) {
    const viewer = viewerOf(context);
    const list = addressesOf(context.db, viewer.id);
    const target = addressFor(context.db, viewer.id, context.body.id);
    if (target.type !== 'DELIVERY') fail('CONFLICT', ADDRESS_REFUSALS.defaultShipping);
    for (const [index, address] of list.entries()) {
      if (address.type === 'DELIVERY')
        list[index] = { ...address, is_primary: address.id === target.id ? 1 : 0 };
    }
    return addressFor(context.db, viewer.id, target.id);
  },
  orderCreate(context) {
    const { db } = context;
    const checkout = checkoutOf(context, context.body.checkout_id);
    if (checkout.status !== 'OPEN') fail('CONFLICT', ORDER_REFUSALS.checkoutNotOpen);
    if (!checkout.shipping_address) fail('VALIDATION', ORDER_REFUSALS.noShipping);
    if (!checkout.billing_address) fail('VALIDATION', ORDER_REFUSALS.noBilling);
    const buyer = accountOf(db, checkout.user_id).user;
    const orderNo = `MO-2026-${String(db.nextId()).padStart(6, '0')}`;
    const sellers = [...new Set(checkout.line_items.map((line) => line.seller.id))];
    const subOrders: SubOrder[] = sellers.map((sellerId, index) => {
      const lines = checkout.line_items.filter((line) => line.seller.id === sellerId);
      const sellerAccount = db.accounts.find((account) => account.user.id === sellerId);
      return {
        id: db.nextId(),
        suborder_no: `${orderNo}-${index + 1}`,
        seller: sellerAccount
          ? partyOf(sellerAccount.user)
          : { id: sellerId, name: lines[0]?.seller.name ?? '', avatar: null, is_admin: 0 },
        line_items: lines.map((line) => ({
          id: line.id,
          type: line.type,
          offer_no: line.offer_no,
          offer_id: line.offer_id,
          base_price: line.base_price,
          tax_price: line.tax_price,
          details: line.details,
        })),
        fulfillment_information: {
          status: 'OPEN',
          carrier_code: null,
          service_code: null,
          tracking_number: null,
          estimated_delivery_at: null,
          delivery_cost: null,
        },
        ratings: { seller_ratings: null, buyer_ratings: null },
        review: { buyer_review: null, seller_review: null },
        refund: null,
      };
    });
    const subTotal = amount(checkout.pricing_summary.price_sub_total);
    const order: Order = {
      order_no: orderNo,
      order_date: isoNow(db),
      ordered_at: isoNow(db),
      expiry_date: isoNow(db, ORDER_PAYMENT_MINUTES),
      status: 'PENDING_PAYMENT',
      order_status: 'PENDING_PAYMENT',
      buyer: partyOf(buyer),
      sub_orders: subOrders,
      pricing_summary: {
        price_sub_total: checkout.pricing_summary.price_sub_total,
        delivery: usd(0),
        tax: checkout.pricing_summary.tax,
        processing_fee: feeOf(subTotal),
        total: checkout.pricing_summary.total,
      },
      payment_summary: null,
      shipping_address: checkout.shipping_address,
      billing_address: checkout.billing_address,
    };
    db.orders.unshift(order);
    // The site's partner marker: the order is that partner's when it is ACTIVE (docs/rules/attribution.md). The mock
    // keeps no cart line's partner, so an order is never attributed by its embed here.
    const marked =
      context.body.partner === undefined
        ? undefined
        : db.admin.partners.find(
            (partner) => partner.id === context.body.partner && partner.status === 'ACTIVE',
          );
    if (marked) {
      db.admin.partnerOrders.unshift({
        partner_id: marked.id,
        order_no: orderNo,
        buyer: { id: buyer.id, name: buyer.name, email: buyer.mail },
        status: 'PENDING_PAYMENT',
        total: checkout.pricing_summary.total,
        source: 'LINK',
        ordered_date: order.ordered_at,
        paid_date: null,
      });
    }
    const ordered = new Set(
      checkout.line_items.flatMap((line) => line.details.map((detail) => detail.product_id)),
    );
    db.tickets = db.tickets.map((ticket) =>
      ordered.has(ticket.product_id) ? { ...ticket, status: 'IN_ORDER' } : ticket,
    );
    db.carts.set(checkout.user_id, []);
    checkout.status = 'ORDERED';
    return { order_no: orderNo };
  },
};
