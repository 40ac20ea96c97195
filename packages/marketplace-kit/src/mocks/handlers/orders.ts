import {
  ERROR_TEXTS,
  FULFILMENT_REFUSALS,
  ORDER_REFUSALS,
  PAYMENT_REFUSALS,
  FULFILMENT_TRANSITIONS,
  ORDER_PAYABLE_STATUSES,
  SHIP_BY_DAYS,
  orderDeliveredText,
  orderEndedText,
  orderPaidText,
  orderReceivedText,
  orderShippedText,
  sellerSeesBuyerAddresses,
  type BuyerOrder,
  type Order,
  type SellOrder,
  type SubOrder,
} from '@momento/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { usd } from '../fixtures.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { addMockNotification } from './notifications.ts';
import { settleMockRefunds } from './refunds.ts';
import { amount, feeOf, isoNow, priceToMoney } from './shared.ts';

type OrderOperations =
  | 'orderGet'
  | 'orderExpiryCheck'
  | 'buyerOrders'
  | 'orderPaymentUpdate'
  | 'orderCancel'
  | 'orderReceived'
  | 'sellerOrders'
  | 'fulfilmentAdd'
  | 'fulfilmentUpdate'
  | 'orderDelivered';

function setOrder(db: MockDb, order: Order): Order {
  db.orders = db.orders.map((item) => (item.order_no === order.order_no ? order : item));
  return order;
}

function setTicketStatus(db: MockDb, order: Order, status: 'SELL' | 'SOLD') {
  const ids = new Set(
    order.sub_orders.flatMap((sub) =>
      sub.line_items.flatMap((line) => line.details.map((detail) => detail.product_id)),
    ),
  );
  db.tickets = db.tickets.map((ticket) => (ids.has(ticket.product_id) ? { ...ticket, status } : ticket));
}

/** An unpaid order past its payment window expires and releases its tickets; its buyer is told, as on the server. */
function expireIfDue(db: MockDb, order: Order): Order {
  if (
    (ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status) &&
    Date.parse(order.expiry_date) <= db.now()
  ) {
    setTicketStatus(db, order, 'SELL');
    addMockNotification(db, order.buyer.id, orderEndedText(order.order_no, 'EXPIRED'));
    return setOrder(db, { ...order, status: 'EXPIRED', order_status: 'EXPIRED' });
  }
  return order;
}

function orderFor(
  context: MockContext<OrderOperations>,
  orderNo: string,
  side: 'buyer' | 'seller' | 'either' = 'either',
): Order {
  const viewer = viewerOf(context);
  settleMockRefunds(context.db);
  const found =
    context.db.orders.find((order) => order.order_no === orderNo) ??
    fail('NOT_FOUND', ORDER_REFUSALS.notFound);
  const isBuyer = found.buyer.id === viewer.id;
  const isSeller = found.sub_orders.some((sub) => sub.seller.id === viewer.id);
  if (!isBuyer && !isSeller) fail('NOT_FOUND', ORDER_REFUSALS.notFound);
  // As the server: a seller of the order is told the buyer's moves are the buyer's; a buyer has no seller's part.
  if (side === 'buyer' && !isBuyer) fail('FORBIDDEN', ORDER_REFUSALS.onlyBuyer);
  if (side === 'seller' && !isSeller) fail('NOT_FOUND', FULFILMENT_REFUSALS.notFound);
  return expireIfDue(context.db, found);
}

/** The order as `viewerId` reads it: its seller sees the buyer's addresses only once it is paid (as the server). */
function orderAsReadBy(order: Order, viewerId: number): Order {
  if (order.buyer.id === viewerId || sellerSeesBuyerAddresses(order.status)) return order;
  return { ...order, shipping_address: null, billing_address: null };
}

function subOrderFor(order: Order, predicate: (sub: SubOrder) => boolean): SubOrder {
  return order.sub_orders.find(predicate) ?? fail('NOT_FOUND', ORDER_REFUSALS.notFound);
}

function setSubOrder(db: MockDb, order: Order, sub: SubOrder): Order {
  return setOrder(db, {
    ...order,
    sub_orders: order.sub_orders.map((item) => (item.id === sub.id ? sub : item)),
  });
}

function itemDetails(sub: SubOrder) {
  return sub.line_items.flatMap((line) =>
    line.details.map((detail) => ({
      listing_name: detail.listing_name,
      cost: detail.cost,
      image: detail.image,
    })),
  );
}

function subTotals(sub: SubOrder) {
  const base = sub.line_items.reduce((sum, line) => sum + amount(line.base_price), 0);
  const tax = sub.line_items.reduce((sum, line) => sum + amount(line.tax_price), 0);
  const delivery = amount(sub.fulfillment_information.delivery_cost);
  return { base, tax, delivery };
}

export function toBuyerOrder(order: Order, sub: SubOrder): BuyerOrder {
  const items = itemDetails(sub);
  const { base, tax, delivery } = subTotals(sub);
  const info = sub.fulfillment_information;
  return {
    order_no: order.order_no,
    suborder_no: sub.suborder_no,
    sub_order_id: sub.id,
    order_status: order.status,
    expiry_date: order.expiry_date,
    tracking_number: info.tracking_number,
    image: items[0]?.image ?? null,
    first_ticket_name: items[0]?.listing_name ?? '',
    delivery_date: info.estimated_delivery_at,
    delivery_status: info.status,
    seller_name: sub.seller.name,
    seller_id: sub.seller.id,
    is_admin: sub.seller.is_admin,
    order_date: order.order_date,
    order_total: usd(base + tax + delivery),
    remaining_items_count: Math.max(0, items.length - 1),
    buyer_name: order.buyer.name,
    carrier: info.carrier_code,
    service_name: info.service_code,
    tracking_id: info.tracking_number,
    pricing_summary: {
      base_price: usd(base),
      tax_price: usd(tax),
      delivery_charge: usd(delivery),
      total_price: usd(base + tax + delivery),
    },
    payment_summary: {
      payment_method: order.payment_summary?.method ?? null,
      payment_date: order.payment_summary?.date ?? null,
      payment_status: order.payment_summary?.status ?? null,
      payment_paid_status: order.payment_summary?.is_paid ?? false,
    },
    line_items: sub.line_items.map((line) => ({
      type: line.type,
      base_price: line.base_price,
      item_details: line.details.map((detail) => ({
        listing_name: detail.listing_name,
        cost: detail.cost,
        image: detail.image,
      })),
    })),
    shipping_add: order.shipping_address,
    billing_add: order.billing_address,
    ratings: sub.ratings,
    review: sub.review,
    refund: sub.refund,
  };
}

export function toSellOrder(order: Order, sub: SubOrder): SellOrder {
  const items = itemDetails(sub);
  const { base, tax, delivery } = subTotals(sub);
  const fee = amount(feeOf(base));
  const address = sellerSeesBuyerAddresses(order.status) ? order.shipping_address : null;
  const info = sub.fulfillment_information;
  return {
    order_no: order.order_no,
    fulfillment_order_id: sub.id,
    buyer_name: order.buyer.name,
    seller_name: sub.seller.name,
    buyer_image: order.buyer.avatar?.image_50 ?? null,
    order_at: order.order_date,
    due_amount: usd(base + delivery - fee),
    total_amount: usd(base + tax + delivery),
    shipping_add: address
      ? {
          name: `${address.first_name} ${address.last_name}`,
          address_line_1: address.address_line_1,
          address_line_2: address.address_line_2,
          administrative_area: address.administrative_area,
          city: address.city,
          country: address.country,
          postal_code: address.postal_code,
          mobile_no: address.mobile_no,
        }
      : null,
    fulfillment_status: info.status,
    fulfillment_information: {
      carrier: info.carrier_code,
      service_name: info.service_code,
      tracking_id: info.tracking_number,
      delivery_cost: info.delivery_cost,
      delivery_expected_date: info.estimated_delivery_at,
    },
    pricing_summary: {
      base_price: usd(base),
      tax_price: usd(tax),
      processing_fee: usd(fee),
      total_price: usd(base + tax + delivery),
    },
    payment_summary: { type: order.payment_summary?.method ?? null },
    line_items: sub.line_items.map((line) => ({
      type: line.type,
      offer_no: line.offer_no,
      offer_id: line.offer_id,
      base_price: line.base_price,
      tax_price: line.tax_price,
      seller_id: sub.seller.id,
      seller_name: sub.seller.name,
      item_details: line.details.map((detail) => ({
        listing_name: detail.listing_name,
        cost: detail.cost,
        image: detail.image,
      })),
    })),
    ratings: sub.ratings,
    review: sub.review,
    first_ticket_name: items[0]?.listing_name ?? '',
    first_ticket_image: items[0]?.image ?? null,
    remaining_items_count: Math.max(0, items.length - 1),
  };
}

function inDateRange(date: string, from: string | undefined, to: string | undefined): boolean {
  const day = date.slice(0, 10);
  return (!from || day >= from.slice(0, 10)) && (!to || day <= to.slice(0, 10));
}

function tracking(
  context: MockContext<'fulfilmentAdd' | 'fulfilmentUpdate'>,
  operation: 'fulfilmentAdd' | 'fulfilmentUpdate',
) {
  const { db, body } = context;
  const viewer = viewerOf(context);
  const order = orderFor(context, body.order_no, 'seller');
  const sub = subOrderFor(
    order,
    (item) => item.seller.id === viewer.id && (!body.sub_order_id || item.id === body.sub_order_id),
  );
  const rule = FULFILMENT_TRANSITIONS[operation];
  const allowed = (rule.from as readonly string[]).includes(sub.fulfillment_information.status);
  // The server's order: adding needs a paid order; editing needs a shipped one; then the date; then adding needs an open one.
  if (operation === 'fulfilmentAdd' && order.status !== 'PAID') fail('CONFLICT', FULFILMENT_REFUSALS.notPaid);
  if (operation === 'fulfilmentUpdate' && !allowed) fail('CONFLICT', FULFILMENT_REFUSALS.notShipped);
  const expected = String(body.expected_delivery);
  if (expected.slice(0, 10) < new Date(db.now()).toISOString().slice(0, 10))
    fail('VALIDATION', FULFILMENT_REFUSALS.pastDate);
  if (!allowed) fail('CONFLICT', FULFILMENT_REFUSALS.alreadyShipped);
  const cost = priceToMoney(body.shipping_cost) ?? usd(0);
  setSubOrder(db, order, {
    ...sub,
    fulfillment_information: {
      status: rule.to,
      carrier_code: body.carrier_name,
      service_code: body.service_name,
      tracking_number: body.tracking_no,
      estimated_delivery_at: expected,
      delivery_cost: cost,
    },
  });
  // Shipping is news to the buyer (as on the server); a correction of the tracking details is not.
  if (operation === 'fulfilmentAdd')
    addMockNotification(
      db,
      order.buyer.id,
      orderShippedText(order.order_no, { carrier: body.carrier_name, trackingNo: body.tracking_no }),
    );
  return {
    estimated_delivery_at: expected,
    delivery_status: rule.to,
    carrier_name: body.carrier_name,
    service_name: body.service_name,
    tracking_no: body.tracking_no,
    delivery_cost: { shipping_cost: cost },
    order_no: order.order_no,
  };
}

export const orderImplementations: Pick<Implementations, OrderOperations> = {
  orderGet: (context) => orderAsReadBy(orderFor(context, context.query.order_no), viewerOf(context).id),
  orderExpiryCheck(context) {
    const order = orderFor(context, context.query.order_no, 'buyer');
    return { order_no: order.order_no, status: order.status === 'EXPIRED' };
  },
  buyerOrders(context) {
    const viewer = viewerOf(context);
    const { db, query } = context;
    settleMockRefunds(db);
    const cards = db.orders
      .filter(
        (order) =>
          order.buyer.id === viewer.id && inDateRange(order.order_date, query.date_from, query.date_to),
      )
      .map((order) => expireIfDue(db, order))
      .flatMap((order) => order.sub_orders.map((sub) => toBuyerOrder(order, sub)));
    return paginate(cards, context);
  },
  orderPaymentUpdate(context) {
    const { db, body } = context;
    const order = orderFor(context, body.order_no, 'buyer');
    // As the server: without a claimed payment, or once paid, the order answers as it is.
    if (!body.payment_result.is_paid || order.status === 'PAID') return order;
    if (order.status === 'EXPIRED') fail('CONFLICT', PAYMENT_REFUSALS.expired);
    if (!(ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status))
      fail('CONFLICT', PAYMENT_REFUSALS.notPayable);
    setTicketStatus(db, order, 'SOLD');
    // Each seller is told to ship within SHIP_BY_DAYS, as on the server.
    const shipBy = new Date(db.now() + SHIP_BY_DAYS * 86_400_000);
    for (const sub of order.sub_orders)
      addMockNotification(db, sub.seller.id, orderPaidText(order.order_no, shipBy));
    return setOrder(db, {
      ...order,
      status: 'PAID',
      order_status: 'PAID',
      payment_summary: {
        payment_amount: order.pricing_summary.total,
        method: 'PAYPAL',
        date: isoNow(db),
        is_paid: true,
        status: 'COMPLETED',
      },
    });
  },
  orderCancel(context) {
    const { db, body } = context;
    const order = orderFor(context, body.order_no, 'buyer');
    // Cancelling twice is harmless: the second call answers the cancelled order.
    if (order.status === 'CANCELLED') return order;
    if (!(ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status))
      fail('CONFLICT', order.status === 'EXPIRED' ? PAYMENT_REFUSALS.expired : ORDER_REFUSALS.notCancellable);
    setTicketStatus(db, order, 'SELL');
    addMockNotification(db, order.buyer.id, orderEndedText(order.order_no, 'CANCELLED'));
    return setOrder(db, { ...order, status: 'CANCELLED', order_status: 'CANCELLED' });
  },
  orderReceived(context) {
    const { db, body } = context;
    const order = orderFor(context, body.order_no, 'buyer');
    const sub = subOrderFor(order, (item) => item.id === body.sub_order_id);
    const rule = FULFILMENT_TRANSITIONS.orderReceived;
    if (!(rule.from as readonly string[]).includes(sub.fulfillment_information.status))
      fail('CONFLICT', ORDER_REFUSALS.notReceivable);
    setSubOrder(db, order, {
      ...sub,
      fulfillment_information: { ...sub.fulfillment_information, status: rule.to },
    });
    addMockNotification(db, sub.seller.id, orderReceivedText(order.order_no));
    return { order_no: order.order_no, sub_order_id: sub.id, delivery_status: rule.to };
  },
  sellerOrders(context) {
    const viewer = viewerOf(context);
    const { db, query } = context;
    const cards = db.orders
      .filter(
        (order) => order.status === 'PAID' && inDateRange(order.order_date, query.date_from, query.date_to),
      )
      .flatMap((order) =>
        order.sub_orders.filter((sub) => sub.seller.id === viewer.id).map((sub) => toSellOrder(order, sub)),
      );
    return paginate(cards, context);
  },
  fulfilmentAdd: (context) => tracking(context, 'fulfilmentAdd'),
  fulfilmentUpdate: (context) => tracking(context, 'fulfilmentUpdate'),
  orderDelivered(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const order = orderFor(context, body.order_no, 'seller');
    const sub = subOrderFor(
      order,
      (item) => item.seller.id === viewer.id && (!body.sub_order_id || item.id === body.sub_order_id),
    );
    const rule = FULFILMENT_TRANSITIONS.orderDelivered;
    if (!(rule.from as readonly string[]).includes(sub.fulfillment_information.status))
      fail('CONFLICT', FULFILMENT_REFUSALS.deliverOnlyShipped);
    setSubOrder(db, order, {
      ...sub,
      fulfillment_information: { ...sub.fulfillment_information, status: rule.to },
    });
    addMockNotification(db, order.buyer.id, orderDeliveredText(order.order_no));
    return { order_no: order.order_no, sub_order_id: sub.id, delivery_status: rule.to };
  },
};

/**
 * The reference server's test payment step (outside the contract; apps/api src/payments/testRoutes.ts):
 * POST <apiBase>/dev/test-payments `{ order_no }` -> `{ data: { token } }` for the order's buyer while it is payable.
 * The token then goes through paymentUpdate like a PayPal capture (`db.paymentConfig.test_payments` says it is on).
 */
export function testPaymentHandler(apiBase: string, db: MockDb): HttpHandler {
  const problem = (status: number, code: string, message: string) =>
    HttpResponse.json({ error: { code, message } }, { status });
  return http.post(`${apiBase.replace(/\/+$/, '')}/dev/test-payments`, async ({ request }) => {
    if (!db.paymentConfig.test_payments) return problem(404, 'NOT_FOUND', ERROR_TEXTS.NOT_FOUND);
    const bearer = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const userId = db.accessTokens.get(bearer);
    if (userId === undefined) return problem(401, 'UNAUTHORIZED', ERROR_TEXTS.UNAUTHORIZED);
    const body = (await request.json().catch(() => null)) as { order_no?: unknown } | null;
    const order = db.orders.find((item) => item.order_no === body?.order_no);
    if (!order || order.buyer.id !== userId) return problem(404, 'NOT_FOUND', ORDER_REFUSALS.notFound);
    const current = expireIfDue(db, order);
    if (!(ORDER_PAYABLE_STATUSES as readonly string[]).includes(current.status))
      return problem(409, 'CONFLICT', PAYMENT_REFUSALS.notPayable);
    return HttpResponse.json({ data: { token: `test_mock.${current.order_no}` } });
  });
}
