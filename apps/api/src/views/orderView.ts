import {
  displayName,
  sellerSeesBuyerAddresses,
  type Address,
  type SubOrderRefund,
  type BuyerOrder,
  type FulfilmentStatus,
  type Order,
  type OrderStatus,
  type SellOrder,
  type SubOrder,
} from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { imageUrl } from '../images/images.ts';
import { money, moneyOrNull } from './money.ts';
import { avatarOf, partyOf } from './people.ts';

/** What a line item remembers of its tickets when the order was placed (line_items.details). */
export type LineSnapshot = {
  product_id: number;
  listing_name: string;
  cost_cents: number;
  image: string | null;
};

type RatingJson = {
  communication_rating: number;
  description_rating: number;
  shipping_rating: number;
  rated_at: string;
};
type LineJson = {
  id: number;
  type: 'BUY' | 'COLLECTION' | 'OFFER';
  offer_no: string | null;
  offer_id: number | null;
  base_price_cents: number;
  tax_cents: number;
  details: LineSnapshot[];
};

export type SubOrderRow = {
  id: number;
  order_id: number;
  seller_id: number;
  fulfilment_status: FulfilmentStatus;
  subtotal_cents: number;
  tax_cents: number;
  delivery_cents: number;
  processing_fee_cents: number;
  total_cents: number;
  due_cents: number;
  order_no: string;
  order_status: OrderStatus;
  ordered_at: Date;
  expires_at: Date;
  buyer_id: number;
  shipping_address: Address | null;
  billing_address: Address | null;
  seller_name: string;
  seller_is_admin: boolean;
  seller_image: string | null;
  buyer_name: string;
  buyer_is_admin: boolean;
  buyer_image: string | null;
  carrier_name: string | null;
  service_name: string | null;
  tracking_no: string | null;
  shipping_cost_cents: number | null;
  expected_delivery: string | null;
  lines: LineJson[] | null;
  seller_rating: RatingJson | null;
  buyer_rating: RatingJson | null;
  buyer_review: string | null;
  seller_review: string | null;
  payment: {
    amount_cents: number;
    method: 'PAYPAL' | 'TEST';
    paid_at: string | null;
    is_paid: boolean;
    status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  } | null;
  refund: RefundJson | null;
};

type RefundJson = {
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  amount_cents: number;
  requested_at: string;
  completed_at: string | null;
};

/** The sub-orders matching `where` (over `so` and `o`), with everything the order views show, in one query. */
export async function loadSubOrders(
  db: Queryable,
  where: RawBuilder<boolean>,
  tail: RawBuilder<unknown> = sql`ORDER BY so.id`,
): Promise<SubOrderRow[]> {
  const result = await sql<SubOrderRow>`
    SELECT so.id, so.order_id, so.seller_id, so.fulfilment_status, so.subtotal_cents, so.tax_cents, so.delivery_cents,
           so.processing_fee_cents, so.total_cents, so.due_cents,
           o.order_no, o.status AS order_status, o.ordered_at, o.expires_at, o.buyer_id, o.shipping_address, o.billing_address,
           s.name AS seller_name, s.is_admin AS seller_is_admin, s.profile_image AS seller_image,
           b.name AS buyer_name, b.is_admin AS buyer_is_admin, b.profile_image AS buyer_image,
           f.carrier_name, f.service_name, f.tracking_no, f.shipping_cost_cents, f.expected_delivery::text AS expected_delivery,
           (SELECT json_agg(json_build_object('id', li.id, 'type', li.type, 'offer_no', ofr.offer_no, 'offer_id', li.offer_entry_id,
                     'base_price_cents', li.base_price_cents, 'tax_cents', li.tax_cents, 'details', li.details) ORDER BY li.id)
              FROM line_items li LEFT JOIN offers ofr ON ofr.id = li.offer_id WHERE li.sub_order_id = so.id) AS lines,
           (SELECT json_build_object('communication_rating', r.communication_rating, 'description_rating', r.description_rating,
                     'shipping_rating', r.shipping_rating, 'rated_at', r.updated_at)
              FROM ratings r WHERE r.sub_order_id = so.id AND r.role = 'BUYER') AS seller_rating,
           (SELECT json_build_object('communication_rating', r.communication_rating, 'description_rating', r.description_rating,
                     'shipping_rating', r.shipping_rating, 'rated_at', r.updated_at)
              FROM ratings r WHERE r.sub_order_id = so.id AND r.role = 'SELLER') AS buyer_rating,
           (SELECT rv.content FROM reviews rv WHERE rv.sub_order_id = so.id AND rv.role = 'BUYER') AS buyer_review,
           (SELECT rv.content FROM reviews rv WHERE rv.sub_order_id = so.id AND rv.role = 'SELLER') AS seller_review,
           (SELECT json_build_object('amount_cents', p.amount_cents, 'method', p.method, 'paid_at', p.paid_at, 'is_paid', p.is_paid, 'status', p.status)
              FROM payments p WHERE p.order_id = o.id ORDER BY p.is_paid DESC, p.id LIMIT 1) AS payment,
           (SELECT json_build_object('status', ro.status, 'amount_cents', ro.amount_cents, 'requested_at', ro.requested_at, 'completed_at', ro.completed_at)
              FROM refund_outbox ro WHERE ro.sub_order_id = so.id) AS refund
      FROM sub_orders so
      JOIN orders o ON o.id = so.order_id
      JOIN users s ON s.id = so.seller_id
      JOIN users b ON b.id = o.buyer_id
      LEFT JOIN fulfilments f ON f.sub_order_id = so.id
     WHERE ${where}
     ${tail}`.execute(db);
  return result.rows;
}

const iso = (value: string | Date | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** A cancelled sub-order's refund (docs/rules/refunds.md): pending until the payment service confirms it. */
const refundOf = (r: RefundJson | null): SubOrderRefund | null =>
  r
    ? {
        status: r.status,
        amount: money(r.amount_cents),
        requested_at: new Date(r.requested_at).toISOString(),
        refunded_at: r.status === 'COMPLETED' ? iso(r.completed_at) : null,
      }
    : null;

function ratingOf(r: RatingJson | null) {
  if (!r) return null;
  return {
    communication_rating: r.communication_rating,
    description_rating: r.description_rating,
    shipping_rating: r.shipping_rating,
    rated_at: new Date(r.rated_at).toISOString(),
  };
}

const lineDetails = (apiBase: string, line: LineJson) =>
  line.details.map((d) => ({
    product_id: d.product_id,
    listing_name: d.listing_name,
    cost: money(d.cost_cents),
    image: d.image ? imageUrl(apiBase, d.image, 400) : null,
  }));

/** 'MO-2026-000123-45': the order number and the sub-order id. */
export const subOrderNo = (row: { order_no: string; id: number }) => `${row.order_no}-${row.id}`;

function ratingsOf(row: SubOrderRow) {
  return {
    ratings: { seller_ratings: ratingOf(row.seller_rating), buyer_ratings: ratingOf(row.buyer_rating) },
    review: { buyer_review: row.buyer_review, seller_review: row.seller_review },
  };
}

export function toSubOrder(row: SubOrderRow, apiBase: string): SubOrder {
  return {
    id: row.id,
    suborder_no: subOrderNo(row),
    seller: partyOf(apiBase, {
      id: row.seller_id,
      name: row.seller_name,
      is_admin: row.seller_is_admin,
      profile_image: row.seller_image,
    }),
    line_items: (row.lines ?? []).map((line) => ({
      id: line.id,
      type: line.type,
      offer_no: line.offer_no,
      offer_id: line.offer_id,
      base_price: money(line.base_price_cents),
      tax_price: money(line.tax_cents),
      details: lineDetails(apiBase, line),
    })),
    fulfillment_information: {
      status: row.fulfilment_status,
      carrier_code: row.carrier_name,
      service_code: row.service_name,
      tracking_number: row.tracking_no,
      estimated_delivery_at: row.expected_delivery,
      delivery_cost: moneyOrNull(row.shipping_cost_cents),
    },
    ...ratingsOf(row),
    refund: refundOf(row.refund),
  };
}

type OrderTotals = {
  id: number;
  order_no: string;
  status: OrderStatus;
  ordered_at: Date;
  expires_at: Date;
  subtotal_cents: number;
  delivery_cents: number;
  tax_cents: number;
  processing_fee_cents: number;
  total_cents: number;
  shipping_address: Address | null;
  billing_address: Address | null;
  buyer_id: number;
  buyer_name: string;
  buyer_is_admin: boolean;
  buyer_image: string | null;
};

/**
 * The full order view. `sellerId` limits the sub-orders (and the pricing) to one seller's part: a seller sees
 * only what concerns them, never the other sellers of the same order, and the buyer's addresses only once the order
 * is paid (sellerSeesBuyerAddresses).
 */
export async function loadOrder(
  db: Queryable,
  orderId: number,
  apiBase: string,
  sellerId: number | null = null,
): Promise<Order> {
  const order = (
    await sql<OrderTotals>`
      SELECT o.id, o.order_no, o.status, o.ordered_at, o.expires_at, o.subtotal_cents, o.delivery_cents, o.tax_cents,
             o.processing_fee_cents, o.total_cents, o.shipping_address, o.billing_address, o.buyer_id,
             b.name AS buyer_name, b.is_admin AS buyer_is_admin, b.profile_image AS buyer_image
        FROM orders o JOIN users b ON b.id = o.buyer_id WHERE o.id = ${orderId}`.execute(db)
  ).rows[0];
  if (!order) throw new Error(`order ${orderId} vanished`);
  const subs = await loadSubOrders(
    db,
    sellerId === null
      ? sql<boolean>`so.order_id = ${orderId}`
      : sql<boolean>`so.order_id = ${orderId} AND so.seller_id = ${sellerId}`,
  );
  const first = subs[0];
  const sum = (pick: (s: SubOrderRow) => number) => subs.reduce((acc, s) => acc + pick(s), 0);
  const pricing =
    sellerId === null
      ? {
          sub: order.subtotal_cents,
          delivery: order.delivery_cents,
          tax: order.tax_cents,
          fee: order.processing_fee_cents,
          total: order.total_cents,
        }
      : {
          sub: sum((s) => s.subtotal_cents),
          delivery: sum((s) => s.delivery_cents),
          tax: sum((s) => s.tax_cents),
          fee: sum((s) => s.processing_fee_cents),
          total: sum((s) => s.total_cents),
        };
  const payment = first?.payment ?? null;
  const addressesShown = sellerId === null || sellerSeesBuyerAddresses(order.status);
  return {
    order_no: order.order_no,
    order_date: order.ordered_at.toISOString(),
    ordered_at: order.ordered_at.toISOString(),
    expiry_date: order.expires_at.toISOString(),
    status: order.status,
    order_status: order.status,
    buyer: partyOf(apiBase, {
      id: order.buyer_id,
      name: order.buyer_name,
      is_admin: order.buyer_is_admin,
      profile_image: order.buyer_image,
    }),
    sub_orders: subs.map((s) => toSubOrder(s, apiBase)),
    pricing_summary: {
      price_sub_total: money(pricing.sub),
      delivery: money(pricing.delivery),
      tax: money(pricing.tax),
      processing_fee: money(pricing.fee),
      total: money(pricing.total),
    },
    payment_summary: payment
      ? {
          payment_amount: money(payment.amount_cents),
          method: payment.method,
          date: iso(payment.paid_at),
          is_paid: payment.is_paid,
          status: payment.status,
        }
      : null,
    shipping_address: addressesShown ? order.shipping_address : null,
    billing_address: addressesShown ? order.billing_address : null,
  };
}

function firstAndRest(row: SubOrderRow) {
  const details = (row.lines ?? []).flatMap((l) => l.details);
  const first = details[0];
  return {
    first_ticket_name: first?.listing_name ?? '',
    first_image: first?.image ?? null,
    remaining_items_count: Math.max(0, details.length - 1),
  };
}

const itemDetails = (apiBase: string, line: LineJson) =>
  line.details.map((d) => ({
    listing_name: d.listing_name,
    cost: money(d.cost_cents),
    image: d.image ? imageUrl(apiBase, d.image, 400) : null,
  }));

export function toBuyerOrder(row: SubOrderRow, apiBase: string): BuyerOrder {
  const head = firstAndRest(row);
  const paid = row.payment?.is_paid ?? false;
  return {
    order_no: row.order_no,
    suborder_no: subOrderNo(row),
    sub_order_id: row.id,
    order_status: row.order_status,
    expiry_date: row.expires_at.toISOString(),
    tracking_number: row.tracking_no,
    image: head.first_image ? imageUrl(apiBase, head.first_image, 400) : null,
    first_ticket_name: head.first_ticket_name,
    delivery_date: row.expected_delivery,
    delivery_status: row.fulfilment_status,
    seller_name: displayName(row.seller_name, row.seller_is_admin),
    seller_id: row.seller_id,
    is_admin: row.seller_is_admin ? 1 : 0,
    order_date: row.ordered_at.toISOString(),
    order_total: money(row.total_cents),
    remaining_items_count: head.remaining_items_count,
    buyer_name: displayName(row.buyer_name, row.buyer_is_admin),
    carrier: row.carrier_name,
    service_name: row.service_name,
    tracking_id: row.tracking_no,
    pricing_summary: {
      base_price: money(row.subtotal_cents),
      tax_price: money(row.tax_cents),
      delivery_charge: money(row.delivery_cents),
      total_price: money(row.total_cents),
    },
    payment_summary: {
      payment_method: row.payment?.method ?? null,
      payment_date: iso(row.payment?.paid_at),
      payment_status: row.payment?.status ?? null,
      payment_paid_status: paid,
    },
    refund: refundOf(row.refund),
    line_items: (row.lines ?? []).map((line) => ({
      type: line.type,
      base_price: money(line.base_price_cents),
      item_details: itemDetails(apiBase, line),
    })),
    shipping_add: row.shipping_address,
    billing_add: row.billing_address,
    ...ratingsOf(row),
  };
}

export function toSellOrder(row: SubOrderRow, apiBase: string): SellOrder {
  const head = firstAndRest(row);
  const ship = sellerSeesBuyerAddresses(row.order_status) ? row.shipping_address : null;
  const sellerName = displayName(row.seller_name, row.seller_is_admin);
  return {
    order_no: row.order_no,
    fulfillment_order_id: row.id,
    buyer_name: displayName(row.buyer_name, row.buyer_is_admin),
    seller_name: sellerName,
    buyer_image: avatarOf(apiBase, row.buyer_image)?.image_50 ?? null,
    order_at: row.ordered_at.toISOString(),
    due_amount: money(row.due_cents),
    total_amount: money(row.total_cents),
    shipping_add: ship
      ? {
          name: `${ship.first_name} ${ship.last_name}`,
          address_line_1: ship.address_line_1,
          address_line_2: ship.address_line_2,
          administrative_area: ship.administrative_area,
          city: ship.city,
          country: ship.country,
          postal_code: ship.postal_code,
          mobile_no: ship.mobile_no,
        }
      : null,
    fulfillment_status: row.fulfilment_status,
    fulfillment_information: {
      carrier: row.carrier_name,
      service_name: row.service_name,
      tracking_id: row.tracking_no,
      delivery_cost: moneyOrNull(row.shipping_cost_cents),
      delivery_expected_date: row.expected_delivery,
    },
    pricing_summary: {
      base_price: money(row.subtotal_cents),
      tax_price: money(row.tax_cents),
      processing_fee: money(row.processing_fee_cents),
      total_price: money(row.total_cents),
    },
    payment_summary: { type: row.payment?.method ?? null },
    line_items: (row.lines ?? []).map((line) => ({
      type: line.type,
      offer_no: line.offer_no,
      offer_id: line.offer_id,
      base_price: money(line.base_price_cents),
      tax_price: money(line.tax_cents),
      seller_id: row.seller_id,
      seller_name: sellerName,
      item_details: itemDetails(apiBase, line),
    })),
    ...ratingsOf(row),
    first_ticket_name: head.first_ticket_name,
    first_ticket_image: head.first_image ? imageUrl(apiBase, head.first_image, 400) : null,
    remaining_items_count: head.remaining_items_count,
  };
}
