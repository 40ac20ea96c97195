// Arrangements of the mock API's state for the purchase widgets' stories and tests: cart lines, saved addresses,
// checkouts and orders whose dates are relative to the real clock (the mock drops cart lines and expires orders
// by the clock, so fixed fixture dates would age out).
import type { Address, CartItem, Checkout, Order } from '@momento/contract';
import {
  buildAddress,
  buildCartItem,
  buildCheckout,
  buildOrder,
  buildSubOrder,
  usd,
  type MockDb,
} from '../../mocks/index.ts';

/** The seeded buyer (MOCK_BUYER_EMAIL) and seller (MOCK_SELLER_EMAIL). */
export const BUYER_ID = 1;
export const SELLER_ID = 2;

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A BUY line of seeded ticket 101, a BUY line of ticket 102 from an admin seller, and a COLLECTION line. */
export function mixedCartLines(): CartItem[] {
  return [
    buildCartItem({ id: 501, created_date: minutesFromNow(-2), expiry_date: minutesFromNow(13) }),
    buildCartItem({
      id: 502,
      base_price: usd(820),
      tax_price: usd(65.6),
      seller: { id: 9, name: 'Admin Nine', is_admin: 1 },
      details: [
        {
          product_id: 102,
          listing_name: 'Live Aid wristband and ticket',
          cost: usd(820),
          image: '/api/v1/images/ticket-102-400.jpg',
        },
      ],
      created_date: minutesFromNow(-1),
      expiry_date: minutesFromNow(14),
    }),
    buildCartItem({
      id: 503,
      type: 'COLLECTION',
      collection_id: 1,
      collection_name: 'Cubs 2016 run',
      base_price: usd(1200),
      tax_price: usd(96),
      details: [
        { product_id: 201, listing_name: 'NLCS Game 6 stub', cost: usd(400), image: null },
        { product_id: 202, listing_name: 'World Series Game 7 stub', cost: usd(800), image: null },
      ],
      created_date: minutesFromNow(-1),
      expiry_date: minutesFromNow(14),
    }),
  ];
}

/** Puts lines in the buyer's cart and marks their tickets as in a cart. */
export function seedCart(db: MockDb, lines: CartItem[] = mixedCartLines(), userId = BUYER_ID) {
  db.carts.set(userId, lines);
  const ids = new Set(lines.flatMap((line) => line.details.map((detail) => detail.product_id)));
  db.tickets = db.tickets.map((ticket) =>
    ids.has(ticket.product_id) ? { ...ticket, status: 'CART' } : ticket,
  );
}

export const shippingAddresses = (): Address[] => [
  buildAddress({ id: 11 }),
  buildAddress({
    id: 12,
    first_name: 'Ada',
    last_name: 'King',
    address_line_1: '1 Harbour Road',
    address_line_2: null,
    city: 'Boston',
    administrative_area: 'MA',
    postal_code: '02110',
    is_primary: 0,
  }),
];

export const billingAddress = (): Address =>
  buildAddress({
    id: 21,
    type: 'BILL',
    address_line_1: '99 Ledger Lane',
    address_line_2: null,
    is_primary: 1,
  });

/** A checkout of the mixed cart, stored under its id for the buyer. */
export function seedCheckout(db: MockDb, overrides: Partial<Checkout> = {}, userId = BUYER_ID): Checkout {
  const checkout = buildCheckout({
    checkout_id: 7001,
    line_items: mixedCartLines(),
    shipping_address: null,
    billing_address: null,
    ...overrides,
  });
  db.checkouts.set(checkout.checkout_id, { ...checkout, user_id: userId });
  return checkout;
}

/** An order of the buyer in a given state; pending orders expire 30 minutes from now unless told otherwise. */
export function seedOrder(db: MockDb, overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 'PENDING_PAYMENT';
  const order = buildOrder({
    order_no: 'MO-2026-000123',
    order_date: minutesFromNow(-5),
    ordered_at: minutesFromNow(-5),
    expiry_date: minutesFromNow(25),
    sub_orders: [
      buildSubOrder(),
      buildSubOrder({
        id: 2,
        suborder_no: 'MO-2026-000123-2',
        seller: { id: 9, name: 'Admin Nine', avatar: null, is_admin: 1 },
        line_items: [
          {
            id: 2,
            type: 'COLLECTION',
            offer_no: null,
            offer_id: null,
            base_price: usd(1200),
            tax_price: usd(96),
            details: [
              { product_id: 201, listing_name: 'NLCS Game 6 stub', cost: usd(400), image: null },
              { product_id: 202, listing_name: 'World Series Game 7 stub', cost: usd(800), image: null },
            ],
          },
        ],
      }),
    ],
    pricing_summary: {
      price_sub_total: usd(1650),
      delivery: usd(0),
      tax: usd(132),
      processing_fee: usd(165),
      total: usd(1782),
    },
    ...overrides,
    status,
    order_status: status,
  });
  db.orders = [order, ...db.orders.filter((item) => item.order_no !== order.order_no)];
  return order;
}
