import type { AdminPartner, AdminPartnerDay, AdminPartnerOrder } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { money } from '../views/money.ts';

// The SQL of the admin's partners (handlers/adminPartners.ts).

/** Partners with their origins in their order, newest first; `ids` limits them to those partners. */
export async function partnerRows(db: Queryable, ids?: readonly number[]): Promise<AdminPartner[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('partners')
    .select(['id', 'name', 'contact_email', 'status', 'created_at', 'updated_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (ids) query = query.where('id', 'in', ids);
  const partners = await query.execute();
  if (partners.length === 0) return [];
  const origins = await db
    .selectFrom('partner_origins')
    .select(['partner_id', 'origin'])
    .where(
      'partner_id',
      'in',
      partners.map((p) => p.id),
    )
    .orderBy('partner_id')
    .orderBy('position')
    .execute();
  const byPartner = new Map<number, string[]>();
  for (const row of origins)
    byPartner.set(row.partner_id, [...(byPartner.get(row.partner_id) ?? []), row.origin]);
  return partners.map((p) => ({
    id: p.id,
    name: p.name,
    contact_email: p.contact_email,
    status: p.status,
    origins: byPartner.get(p.id) ?? [],
    created_date: new Date(p.created_at).toISOString(),
    updated_date: new Date(p.updated_at).toISOString(),
  }));
}

/** The first of `origins` that another partner than `except` has, with that partner's name. */
export async function takenOrigin(
  db: Queryable,
  origins: readonly string[],
  except: number | null,
): Promise<{ origin: string; name: string } | null> {
  if (origins.length === 0) return null;
  let query = db
    .selectFrom('partner_origins')
    .innerJoin('partners', 'partners.id', 'partner_origins.partner_id')
    .select(['partner_origins.origin', 'partners.name'])
    .where('partner_origins.origin', 'in', origins);
  if (except !== null) query = query.where('partner_origins.partner_id', '<>', except);
  const rows = await query.execute();
  const taken = new Map(rows.map((r) => [r.origin, r.name]));
  const first = origins.find((origin) => taken.has(origin));
  return first === undefined ? null : { origin: first, name: taken.get(first) ?? '' };
}

/** Gives a partner exactly these origins, in this order. */
export async function replaceOrigins(
  db: Queryable,
  partnerId: number,
  origins: readonly string[],
): Promise<void> {
  await db.deleteFrom('partner_origins').where('partner_id', '=', partnerId).execute();
  if (origins.length === 0) return;
  await db
    .insertInto('partner_origins')
    .values(origins.map((origin, position) => ({ origin, partner_id: partnerId, position })))
    .execute();
}

/**
 * A partner's days from `from` to `to` (UTC, both included), zeros on quiet days: views, sign-ins and offers from
 * `partner_days`, and its orders paid that day with their total from `orders` (orders_partner_paid_idx), as the
 * dashboard counts sales (status PAID, by `paid_at`).
 */
export async function partnerSeries(
  db: Queryable,
  partnerId: number,
  from: string,
  to: string,
): Promise<AdminPartnerDay[]> {
  const rows = await sql<AdminPartnerDay>`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    ),
    counted AS (
      SELECT day, views, sign_ins, offers FROM partner_days WHERE partner_id = ${partnerId} AND day BETWEEN ${from}::date AND ${to}::date
    ),
    paid AS (
      SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n, sum(total_cents)::bigint AS cents
        FROM orders
       WHERE partner_id = ${partnerId} AND status = 'PAID'
         AND paid_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
         AND paid_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC')
       GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
           coalesce(counted.views, 0) AS views, coalesce(counted.sign_ins, 0) AS sign_ins, coalesce(counted.offers, 0) AS offers,
           coalesce(paid.n, 0) AS orders, coalesce(paid.cents, 0)::int AS sales_cents
      FROM days
      LEFT JOIN counted ON counted.day = days.day
      LEFT JOIN paid ON paid.day = days.day
     ORDER BY days.day`.execute(db);
  return rows.rows;
}

/** A page of the orders attributed to a partner, newest first (orders_partner_idx). */
export async function partnerOrderRows(
  db: Queryable,
  partnerId: number,
  limit: number,
  offset: number,
): Promise<AdminPartnerOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.buyer_id')
    .select([
      'orders.order_no',
      'orders.status',
      'orders.total_cents',
      'orders.partner_source',
      'orders.ordered_at',
      'orders.paid_at',
      'users.id as buyer_id',
      'users.name as buyer_name',
      'users.email as buyer_email',
    ])
    .where('orders.partner_id', '=', partnerId)
    .orderBy('orders.ordered_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    order_no: r.order_no,
    buyer: { id: r.buyer_id, name: r.buyer_name, email: r.buyer_email },
    status: r.status,
    total: money(r.total_cents),
    source: r.partner_source ?? 'LINK',
    ordered_date: new Date(r.ordered_at).toISOString(),
    paid_date: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  }));
}

/** Whether the partner exists; its row is locked for the change. */
export async function lockPartnerRow(db: Queryable, id: number): Promise<boolean> {
  const locked = await sql<{ id: number }>`SELECT id FROM partners WHERE id = ${id} FOR UPDATE`.execute(db);
  return locked.rows[0] !== undefined;
}

/** A new partner (ACTIVE, without origins); its id. */
export async function insertPartner(
  db: Queryable,
  name: string,
  contactEmail: string | null,
): Promise<number> {
  const row = await db
    .insertInto('partners')
    .values({ name, contact_email: contactEmail })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePartner(
  db: Queryable,
  id: number,
  fields: { name: string; contact_email: string | null; status: AdminPartner['status'] },
): Promise<void> {
  await db
    .updateTable('partners')
    .set({
      name: fields.name,
      contact_email: fields.contact_email,
      status: fields.status,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes the partner; its origins go with it (ON DELETE CASCADE). */
export async function deletePartner(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom('partners').where('id', '=', id).execute();
}
