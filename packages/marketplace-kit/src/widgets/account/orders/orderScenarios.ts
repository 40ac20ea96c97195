// Arrangements of the mock API for the orders part's stories and tests: orders of the seeded buyer (Ada) from the
// seeded seller (Grace) in every payment and fulfilment status, with dates relative to the real clock (the mock
// expires unpaid orders by the clock), and ratings and reviews about each of them.
import type { FulfilmentStatus, Order, OrderStatus, RatingValues, RefundStatus } from '@momento/contract';
import { buildOrder, buildReviewItem, buildSubOrder, usd, type MockDb } from '#mocks/index.ts';
import { BUYER_ID, SELLER_ID } from '../../purchase/purchaseScenarios.ts';

const minutesFromNow = (minutes: number, now: number) => new Date(now + minutes * 60_000).toISOString();
const daysFromNow = (days: number, now = Date.now()) => new Date(now + days * 86_400_000).toISOString();
const dayFromNow = (days: number, now = Date.now()) => daysFromNow(days, now).slice(0, 10);

const rated = (
  communication: number,
  description: number,
  shipping: number,
  now = Date.now(),
): RatingValues => ({
  communication_rating: communication,
  description_rating: description,
  shipping_rating: shipping,
  rated_at: daysFromNow(-1, now),
});

export interface DemoOrderSpec {
  id: number;
  status: OrderStatus;
  fulfilment?: FulfilmentStatus;
  daysAgo: number;
  tickets?: number;
  buyerRated?: boolean;
  sellerRated?: boolean;
  /** An admin cancelled the paid order (RETURNED) and refunded it: pending (asked now) or confirmed a day ago. */
  refund?: Exclude<RefundStatus, 'FAILED'>;
}

/** One order of the buyer from the seller; `tickets` > 1 gives the '+N' counter. */
export function demoOrder(
  {
    id,
    status,
    fulfilment = 'OPEN',
    daysAgo,
    tickets = 1,
    buyerRated = false,
    sellerRated = false,
    refund,
  }: DemoOrderSpec,
  now = Date.now(),
): Order {
  const orderedAt = daysFromNow(-daysAgo, now);
  const shipped = fulfilment !== 'OPEN';
  // The mock's payment service confirms a pending refund a few seconds after it was asked (mocks/handlers/refunds.ts).
  const requestedAt = refund === 'COMPLETED' ? daysFromNow(-1, now) : minutesFromNow(0, now);
  const details = Array.from({ length: tickets }, (_, index) => ({
    product_id: 900 + id * 20 + index,
    listing_name: index === 0 ? `Game ${id} ticket stub, section 1${id}` : `Program ${index} of game ${id}`,
    cost: usd(100 + index * 10),
    image: null,
  }));
  return buildOrder({
    order_no: `MO-2026-${String(id).padStart(6, '0')}`,
    order_date: orderedAt,
    ordered_at: orderedAt,
    expiry_date:
      status === 'PENDING_PAYMENT'
        ? minutesFromNow(20, now)
        : new Date(Date.parse(orderedAt) + 30 * 60_000).toISOString(),
    status,
    order_status: status,
    payment_summary:
      status === 'PAID'
        ? {
            payment_amount: usd(108),
            method: 'PAYPAL',
            date: orderedAt,
            is_paid: true,
            status: refund === 'COMPLETED' ? 'REFUNDED' : 'COMPLETED',
          }
        : null,
    sub_orders: [
      buildSubOrder({
        id,
        suborder_no: `MO-2026-${String(id).padStart(6, '0')}-${id}`,
        line_items: [
          {
            id,
            type: 'BUY',
            offer_no: null,
            offer_id: null,
            base_price: usd(100 * tickets),
            tax_price: usd(8 * tickets),
            details,
          },
        ],
        fulfillment_information: {
          status: fulfilment,
          carrier_code: shipped ? 'UPS' : null,
          service_code: shipped ? 'Ground' : null,
          tracking_number: shipped ? `1Z999AA1000${id}` : null,
          estimated_delivery_at: shipped ? dayFromNow(fulfilment === 'SHIPPED' ? 3 : -2, now) : null,
          delivery_cost: shipped ? usd(12.5) : null,
        },
        ratings: {
          seller_ratings: buyerRated ? rated(5, 4, 5, now) : null,
          buyer_ratings: sellerRated ? rated(5, 5, 5, now) : null,
        },
        review: {
          buyer_review: buyerRated ? 'Arrived in a rigid sleeve, exactly as described.' : null,
          seller_review: sellerRated ? 'Paid at once, a pleasure to sell to.' : null,
        },
        refund: refund
          ? {
              status: refund,
              amount: usd(108 * tickets),
              requested_at: requestedAt,
              refunded_at:
                refund === 'COMPLETED' ? new Date(Date.parse(requestedAt) + 4_000).toISOString() : null,
            }
          : null,
      }),
    ],
  });
}

/** Two paid orders an admin cancelled: the refund confirmed, and the refund still pending. */
export const REFUND_STATES: readonly DemoOrderSpec[] = [
  { id: 8, status: 'PAID', fulfilment: 'RETURNED', daysAgo: 12, refund: 'COMPLETED' },
  { id: 9, status: 'PAID', fulfilment: 'RETURNED', daysAgo: 3, refund: 'PENDING' },
];

/** Every state an order goes through, newest first. */
export const ORDER_STATES: readonly DemoOrderSpec[] = [
  { id: 1, status: 'PENDING_PAYMENT', daysAgo: 0 },
  { id: 2, status: 'PAID', fulfilment: 'OPEN', daysAgo: 2, tickets: 3 },
  { id: 3, status: 'PAID', fulfilment: 'SHIPPED', daysAgo: 5 },
  { id: 4, status: 'PAID', fulfilment: 'DELIVERED_ACK_SELLER', daysAgo: 10 },
  {
    id: 5,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_BUYER',
    daysAgo: 20,
    buyerRated: true,
    sellerRated: true,
  },
  { id: 6, status: 'CANCELLED', daysAgo: 30 },
  { id: 7, status: 'EXPIRED', daysAgo: 40 },
];

/** Orders in every state, ratings and reviews about both people. */
export function seedOrders(db: MockDb, specs: readonly DemoOrderSpec[] = ORDER_STATES) {
  const now = db.now();
  db.orders = specs.map((spec) => demoOrder(spec, now));
  db.reviews = [
    {
      ...buildReviewItem({
        id: 51,
        type: 'BUYER',
        user_details: { avatar: null, id: BUYER_ID, is_admin: 0, name: 'Ada Lovelace' },
      }),
      about_user_id: SELLER_ID,
    },
    {
      ...buildReviewItem({
        id: 52,
        type: 'SELLER',
        content: 'Paid at once, a pleasure to sell to.',
        user_details: { avatar: null, id: SELLER_ID, is_admin: 0, name: 'Grace Hopper' },
      }),
      about_user_id: BUYER_ID,
    },
  ];
}
