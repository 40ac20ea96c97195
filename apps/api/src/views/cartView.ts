import { displayName, type Address, type Cart, type CartItem, type Checkout } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { AddressRow } from '../db/schema.ts';
import { imageUrl } from '../images/images.ts';
import { money } from './money.ts';

type DetailRow = { product_id: number; listing_name: string; price_cents: number; image: string | null };

type CartItemRow = {
  id: number;
  type: CartItem['type'];
  offer_id: number | null;
  offer_no: string | null;
  offer_entry_id: number | null;
  collection_id: number | null;
  collection_name: string | null;
  base_price_cents: number;
  tax_cents: number;
  seller_id: number;
  seller_name: string;
  seller_is_admin: boolean;
  created_at: Date;
  expires_at: Date;
  details: DetailRow[] | null;
};

/** The tickets a cart line holds (its holds), with the price the line gives each one. */
const CART_ITEM_SELECT = sql`
  ci.id, ci.type, ci.offer_id, o.offer_no, ci.offer_entry_id, ci.collection_id, c.name AS collection_name,
  ci.base_price_cents, ci.tax_cents, ci.seller_id, u.name AS seller_name, u.is_admin AS seller_is_admin,
  ci.created_at, ci.expires_at,
  (SELECT json_agg(json_build_object(
            'product_id', t.id, 'listing_name', t.listing_name,
            'price_cents', coalesce(oi.price_cents, t.price_cents, 0),
            'image', (SELECT ti.image_hash FROM ticket_images ti WHERE ti.ticket_id = t.id AND ti.deleted_at IS NULL ORDER BY ti.position, ti.id LIMIT 1))
          ORDER BY t.id)
     FROM ticket_holds h JOIN tickets t ON t.id = h.ticket_id
     LEFT JOIN offer_items oi ON oi.offer_entry_id = ci.offer_entry_id AND oi.ticket_id = t.id
    WHERE h.cart_item_id = ci.id) AS details`;

const CART_ITEM_JOINS = sql`
  JOIN users u ON u.id = ci.seller_id
  LEFT JOIN collections c ON c.id = ci.collection_id
  LEFT JOIN offers o ON o.id = ci.offer_id`;

function toCartItem(row: CartItemRow, apiBase: string): CartItem {
  return {
    id: row.id,
    type: row.type,
    offer_id: row.offer_entry_id,
    offer_no: row.offer_no,
    collection_id: row.collection_id,
    collection_name: row.collection_name,
    base_price: money(row.base_price_cents),
    tax_price: money(row.tax_cents),
    seller: {
      id: row.seller_id,
      name: displayName(row.seller_name, row.seller_is_admin),
      is_admin: row.seller_is_admin ? 1 : 0,
    },
    details: (row.details ?? []).map((d) => ({
      product_id: d.product_id,
      listing_name: d.listing_name,
      cost: money(d.price_cents),
      image: d.image ? imageUrl(apiBase, d.image, 400) : null,
    })),
    created_date: row.created_at.toISOString(),
    expiry_date: row.expires_at.toISOString(),
  };
}

function totals(items: { base_price_cents: number; tax_cents: number }[]) {
  const sub = items.reduce((sum, i) => sum + i.base_price_cents, 0);
  const tax = items.reduce((sum, i) => sum + i.tax_cents, 0);
  return { sub, tax, total: sub + tax };
}

/** The user's cart with its live lines (one statement); `cart_id` is null when the user has never had a cart. */
export async function loadCart(db: Queryable, userId: number, apiBase: string): Promise<Cart> {
  // One row per live line, or one row with null line columns for an empty cart; no row for a user without a cart.
  const result = await sql<
    Omit<CartItemRow, 'id'> & { id: number | null; cart_id: number; cart_status: Cart['status'] }
  >`
    SELECT carts.id AS cart_id, carts.status AS cart_status, ${CART_ITEM_SELECT}
      FROM carts
      LEFT JOIN cart_items ci ON ci.cart_id = carts.id AND ci.released_at IS NULL
      LEFT JOIN users u ON u.id = ci.seller_id
      LEFT JOIN collections c ON c.id = ci.collection_id
      LEFT JOIN offers o ON o.id = ci.offer_id
     WHERE carts.user_id = ${userId}
     ORDER BY ci.id`.execute(db);
  const cart = result.rows[0] ? { id: result.rows[0].cart_id, status: result.rows[0].cart_status } : null;
  return toCart(
    cart,
    result.rows.filter((row): row is typeof row & { id: number } => row.id !== null),
    apiBase,
  );
}

function toCart(
  cart: { id: number; status: Cart['status'] } | null,
  rows: CartItemRow[],
  apiBase: string,
): Cart {
  const t = totals(rows);
  return {
    cart_id: cart?.id ?? null,
    items: rows.map((r) => toCartItem(r, apiBase)),
    price_sub_total: money(t.sub),
    total_price: money(t.sub),
    total_tax: money(t.tax),
    grand_total: money(t.total),
    status: cart?.status ?? 'ACTIVE',
  };
}

/**
 * The cart of `userId` as one JSON value, read by the statement that writes its lines, so that one statement answers
 * both the write and the cart reply (cartFromJson reads it back). A statement sees the rows as they were before its
 * own writes: the lines it ends are left out (`without`: a query of their ids) and the line it writes is added
 * (`added`: a query of the columns of CART_ITEM_SELECT, in its order). A line another request of the same buyer
 * commits while the statement runs is not in it, as it would not be in a cart read just before that commit.
 */
export function cartJsonSql(
  userId: number,
  { without, added }: { without?: RawBuilder<unknown>; added?: RawBuilder<unknown> },
): RawBuilder<unknown> {
  return sql`(SELECT json_build_object('id', carts.id, 'status', carts.status, 'lines', (
                SELECT json_agg(l ORDER BY l.id) FROM (
                  SELECT ${CART_ITEM_SELECT} FROM cart_items ci ${CART_ITEM_JOINS}
                   WHERE ci.cart_id = carts.id AND ci.released_at IS NULL${without ? sql` AND ci.id NOT IN (${without})` : sql``}
                  ${added ? sql`UNION ALL ${added}` : sql``}) AS l))
                FROM carts WHERE carts.user_id = ${userId})`;
}

/** The line a statement wrote, for cartJsonSql's `added`: the `details` of its one ticket, read as CART_ITEM_SELECT reads them. */
export const CART_ITEM_DETAIL = (ticket: RawBuilder<unknown>) => sql`json_build_array(json_build_object(
    'product_id', ${ticket}.id, 'listing_name', ${ticket}.listing_name, 'price_cents', coalesce(${ticket}.price_cents, 0),
    'image', (SELECT ti.image_hash FROM ticket_images ti WHERE ti.ticket_id = ${ticket}.id AND ti.deleted_at IS NULL ORDER BY ti.position, ti.id LIMIT 1)))`;

type CartJson = {
  id: number;
  status: Cart['status'];
  lines:
    (Omit<CartItemRow, 'created_at' | 'expires_at'> & { created_at: string; expires_at: string })[] | null;
};

/** The Cart of cartJsonSql's value (JSON has no dates: they come back as text). */
export function cartFromJson(value: unknown, apiBase: string): Cart {
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as CartJson | null;
  const rows = (json?.lines ?? []).map((line) => ({
    ...line,
    created_at: new Date(line.created_at),
    expires_at: new Date(line.expires_at),
  }));
  return toCart(json ? { id: json.id, status: json.status } : null, rows, apiBase);
}

export function toAddress(
  row: Pick<
    AddressRow,
    | 'id'
    | 'type'
    | 'first_name'
    | 'last_name'
    | 'mobile_no'
    | 'address_line_1'
    | 'address_line_2'
    | 'administrative_area'
    | 'city'
    | 'postal_code'
    | 'country'
    | 'is_primary'
  >,
): Address {
  return {
    id: row.id,
    type: row.type,
    first_name: row.first_name,
    last_name: row.last_name,
    mobile_no: row.mobile_no,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    administrative_area: row.administrative_area,
    city: row.city,
    postal_code: row.postal_code,
    country: row.country,
    is_primary: row.is_primary ? 1 : 0,
  };
}

async function addressById(db: Queryable, id: number | null): Promise<Address | null> {
  if (id === null) return null;
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAddress(row) : null;
}

/** The payment methods a checkout accepts: the configured provider's one. */
export async function acceptedMethods(db: Queryable, config: Config) {
  const type = config.payment.provider === 'test' ? 'TEST' : 'PAYPAL';
  return db
    .selectFrom('payment_methods')
    .select(['id', 'type', 'name'])
    .where('type', '=', type)
    .where('is_active', '=', true)
    .execute();
}

export async function loadCheckout(
  db: Queryable,
  checkoutId: number,
  config: Config,
): Promise<Checkout | null> {
  const checkout = await db
    .selectFrom('checkouts')
    .innerJoin('users', 'users.id', 'checkouts.user_id')
    .select([
      'checkouts.id',
      'checkouts.status',
      'checkouts.user_id',
      'users.name',
      'checkouts.shipping_address_id',
      'checkouts.billing_address_id',
      'checkouts.payment_method_id',
    ])
    .where('checkouts.id', '=', checkoutId)
    .executeTakeFirst();
  if (!checkout) return null;
  const rows = (
    await sql<CartItemRow>`SELECT ${CART_ITEM_SELECT} FROM checkout_items ck JOIN cart_items ci ON ci.id = ck.cart_item_id ${CART_ITEM_JOINS}
                            WHERE ck.checkout_id = ${checkoutId} ORDER BY ci.id`.execute(db)
  ).rows;
  const t = totals(rows);
  const methods = await acceptedMethods(db, config);
  return {
    checkout_id: checkout.id,
    status: checkout.status,
    line_items: rows.map((r) => toCartItem(r, config.publicApiBase)),
    accepted_payment_methods: methods.map((m) => ({
      payment_method_id: m.id,
      payment_method_type: m.type,
      type: m.name,
      selected: m.id === checkout.payment_method_id,
    })),
    buyer: { id: checkout.user_id, name: checkout.name },
    pricing_summary: { price_sub_total: money(t.sub), tax: money(t.tax), total: money(t.total) },
    shipping_address: await addressById(db, checkout.shipping_address_id),
    billing_address: await addressById(db, checkout.billing_address_id),
  };
}
