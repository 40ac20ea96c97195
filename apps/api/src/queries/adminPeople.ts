import {
  ADMIN_USER_RECENT,
  type AdminTicket,
  type AdminUserDetail,
  type AdminUserSummary,
} from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { escapeLike } from './search/sql.ts';
import { money, moneyOrNull } from '../views/money.ts';

// The admin's users and tickets: search, one user's page, the tickets list.

type UserRow = {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  is_email_verified: boolean;
  status: 'ACTIVE' | 'DELETED';
  seller_status: 'ACTIVE' | 'INACTIVE' | null;
  created_at: Date;
};

const USER_COLUMNS = sql`u.id, u.name, u.email, u.is_admin, u.is_email_verified, u.status, u.created_at,
  (SELECT p.status FROM permissions p WHERE p.user_id = u.id AND p.permission = 'SELLER' ORDER BY p.id LIMIT 1) AS seller_status`;

const toSummary = (r: UserRow): AdminUserSummary => ({
  id: r.id,
  name: r.name,
  email: r.email,
  is_admin: r.is_admin ? 1 : 0,
  is_email_verified: r.is_email_verified ? 1 : 0,
  status: r.status,
  seller_status: r.seller_status,
  created_date: new Date(r.created_at).toISOString(),
});

export async function userRows(
  db: Queryable,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<AdminUserSummary[]> {
  const match = q
    ? sql<boolean>`(u.name ILIKE ${`%${escapeLike(q)}%`} OR u.email ILIKE ${`%${escapeLike(q)}%`})`
    : sql<boolean>`true`;
  const rows =
    await sql<UserRow>`SELECT ${USER_COLUMNS} FROM users u WHERE ${match} ORDER BY u.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(
      db,
    );
  return rows.rows.map(toSummary);
}

export async function userSummary(db: Queryable, id: number): Promise<AdminUserSummary | undefined> {
  const rows = await sql<UserRow>`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ${id}`.execute(db);
  return rows.rows[0] && toSummary(rows.rows[0]);
}

type AdminTicketRow = {
  id: number;
  listing_name: string;
  event_name: string;
  status: AdminTicket['status'];
  is_sale: boolean;
  price_cents: number | null;
  seller_id: number;
  seller_name: string;
  seller_email: string;
  hidden_at: Date | null;
  hidden_reason: string | null;
  created_at: Date;
};

async function ticketRows(
  db: Queryable,
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
): Promise<AdminTicket[]> {
  const rows = await sql<AdminTicketRow>`
    SELECT t.id, t.listing_name, e.name AS event_name, t.status, t.is_sale, t.price_cents, t.seller_id,
           u.name AS seller_name, u.email AS seller_email, t.hidden_at, t.hidden_reason, t.created_at
      FROM tickets t JOIN events e ON e.id = t.event_id JOIN users u ON u.id = t.seller_id
     WHERE t.deleted_at IS NULL AND ${where}
     ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows.map((r) => ({
    product_id: r.id,
    listing_name: r.listing_name,
    event_name: r.event_name,
    status: r.status,
    isSale: r.is_sale ? 1 : '0',
    cost: r.is_sale ? moneyOrNull(r.price_cents) : null,
    seller: { id: r.seller_id, name: r.seller_name, email: r.seller_email },
    hidden: r.hidden_at !== null,
    hidden_reason: r.hidden_reason,
    created_date: new Date(r.created_at).toISOString(),
  }));
}

/** The ticket of that id (not deleted), as the admin area lists it. */
export async function ticketById(db: Queryable, id: number): Promise<AdminTicket | undefined> {
  const [ticket] = await ticketRows(db, sql<boolean>`t.id = ${id}`, 1, 0);
  return ticket;
}

/** A page of the tickets (not deleted), newest first: of one seller, hidden or not, whose name contains `q`. */
export function ticketPage(
  db: Queryable,
  filter: { seller?: number | undefined; hidden?: 0 | 1 | undefined; q?: string | undefined },
  limit: number,
  offset: number,
): Promise<AdminTicket[]> {
  const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.seller !== undefined) where.push(sql<boolean>`t.seller_id = ${filter.seller}`);
  if (filter.hidden !== undefined)
    where.push(
      filter.hidden === 1 ? sql<boolean>`t.hidden_at IS NOT NULL` : sql<boolean>`t.hidden_at IS NULL`,
    );
  if (filter.q) where.push(sql<boolean>`t.listing_name ILIKE ${`%${escapeLike(filter.q)}%`}`);
  return ticketRows(db, sql<boolean>`${sql.join(where, sql` AND `)}`, limit, offset);
}

/** The user's seller permission (the first, if several), locked for the change; undefined when they never registered. */
export async function lockSellerPermission(
  db: Queryable,
  userId: number,
): Promise<{ id: number; status: 'ACTIVE' | 'INACTIVE' } | undefined> {
  const permission = await sql<{ id: number; status: 'ACTIVE' | 'INACTIVE' }>`
    SELECT id, status FROM permissions WHERE user_id = ${userId} AND permission = 'SELLER' ORDER BY id LIMIT 1 FOR UPDATE`.execute(
    db,
  );
  return permission.rows[0];
}

export async function setPermissionStatus(
  db: Queryable,
  permissionId: number,
  status: 'ACTIVE' | 'INACTIVE',
): Promise<void> {
  await sql`UPDATE permissions SET status = ${status}, updated_at = now() WHERE id = ${permissionId}`.execute(
    db,
  );
}

/**
 * A deactivated seller's tickets on sale go off sale (INACTIVE) and are marked (`suspended_at`), so that reactivation
 * puts back exactly those (not the ones the seller had paused, nor the hidden ones). The ids taken off sale.
 */
export async function suspendSellerTickets(db: Queryable, sellerId: number): Promise<number[]> {
  const moved = await sql<{ id: number }>`
    UPDATE tickets SET status = 'INACTIVE', suspended_at = now(), updated_at = now()
     WHERE seller_id = ${sellerId} AND status = 'SELL' AND deleted_at IS NULL RETURNING id`.execute(db);
  return moved.rows.map((r) => r.id);
}

/**
 * A reactivated seller's suspended tickets go back on sale (but those hidden since), then no ticket of theirs stays
 * marked. The ids put back on sale.
 */
export async function resumeSellerTickets(db: Queryable, sellerId: number): Promise<number[]> {
  const moved = await sql<{ id: number }>`
    UPDATE tickets SET status = 'SELL', suspended_at = NULL, updated_at = now()
     WHERE seller_id = ${sellerId} AND suspended_at IS NOT NULL AND status = 'INACTIVE' AND hidden_at IS NULL AND deleted_at IS NULL
    RETURNING id`.execute(db);
  await sql`UPDATE tickets SET suspended_at = NULL WHERE seller_id = ${sellerId} AND suspended_at IS NOT NULL`.execute(
    db,
  );
  return moved.rows.map((r) => r.id);
}

export type ModeratedTicket = {
  id: number;
  seller_id: number;
  listing_name: string;
  status: string;
  hidden_at: Date | null;
  hidden_reason: string | null;
  hidden_from_status: string | null;
};

/** The ticket (not deleted), locked for the admin's decision. */
export async function lockTicket(db: Queryable, id: number): Promise<ModeratedTicket | undefined> {
  const row = await sql<ModeratedTicket>`
      SELECT id, seller_id, listing_name, status, hidden_at, hidden_reason, hidden_from_status FROM tickets
       WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`.execute(db);
  return row.rows[0];
}

/** Hides the ticket: INACTIVE, a locked status (the seller cannot put it back on sale by editing it), with the status it had. */
export async function hideTicket(db: Queryable, id: number, reason: string | null): Promise<void> {
  await sql`UPDATE tickets SET hidden_at = now(), hidden_reason = ${reason}, hidden_from_status = status, status = 'INACTIVE', updated_at = now()
                 WHERE id = ${id}`.execute(db);
}

/**
 * Restores a hidden ticket to the status it had, except that a ticket for sale of a seller deactivated meanwhile
 * waits for the seller's reactivation (INACTIVE, suspended).
 */
export async function restoreTicket(db: Queryable, id: number, sellerId: number): Promise<void> {
  await sql`
        UPDATE tickets t SET
               status = CASE WHEN t.hidden_from_status = 'SELL' AND inactive.off THEN 'INACTIVE' ELSE coalesce(t.hidden_from_status, 'INACTIVE') END,
               suspended_at = CASE WHEN t.hidden_from_status = 'SELL' AND inactive.off THEN now() ELSE t.suspended_at END,
               hidden_at = NULL, hidden_reason = NULL, hidden_from_status = NULL, updated_at = now()
          FROM (SELECT EXISTS (SELECT 1 FROM permissions p WHERE p.user_id = ${sellerId} AND p.permission = 'SELLER' AND p.status = 'INACTIVE') AS off) inactive
         WHERE t.id = ${id}`.execute(db);
}

/** A user's page: counts of everything and the ADMIN_USER_RECENT newest orders, tickets, offers and reports. */
export async function userDetail(db: Queryable, summary: AdminUserSummary): Promise<AdminUserDetail> {
  const id = summary.id;
  const counts = await sql<AdminUserDetail['counts']>`
    SELECT (SELECT count(*)::int FROM orders WHERE buyer_id = ${id}) AS orders,
           (SELECT count(*)::int FROM sub_orders so JOIN orders o ON o.id = so.order_id WHERE so.seller_id = ${id} AND o.status = 'PAID') AS sub_orders_sold,
           (SELECT count(*)::int FROM tickets WHERE seller_id = ${id} AND deleted_at IS NULL) AS listings,
           (SELECT count(*)::int FROM tickets WHERE seller_id = ${id} AND deleted_at IS NULL AND status = 'SELL') AS listings_on_sale,
           (SELECT count(*)::int FROM offers WHERE buyer_id = ${id} OR seller_id = ${id}) AS offers,
           (SELECT count(*)::int FROM reports WHERE reported_by = ${id}) AS reports_made,
           (SELECT count(*)::int FROM reports WHERE report_on = ${id}) AS reports_received`.execute(db);
  const orders = await sql<{
    order_no: string;
    status: AdminUserDetail['orders'][number]['status'];
    total_cents: number;
    ordered_at: Date;
  }>`
    SELECT order_no, status, total_cents, ordered_at FROM orders WHERE buyer_id = ${id} ORDER BY id DESC LIMIT ${ADMIN_USER_RECENT}`.execute(
    db,
  );
  const offers = await sql<{
    offer_no: string;
    status: AdminUserDetail['offers'][number]['status'];
    buyer_id: number;
    price_cents: number;
    created_at: Date;
  }>`
    SELECT o.offer_no, o.status, o.buyer_id, coalesce(e.price_cents, 0) AS price_cents, o.created_at
      FROM offers o LEFT JOIN offer_entries e ON e.offer_id = o.id AND e.is_latest
     WHERE o.buyer_id = ${id} OR o.seller_id = ${id} ORDER BY o.id DESC LIMIT ${ADMIN_USER_RECENT}`.execute(
    db,
  );
  const reports = await sql<{
    id: number;
    title: string;
    status: 'OPEN' | 'CLOSED';
    reported_by: number;
    created_at: Date;
  }>`
    SELECT r.id, coalesce(r.title, t.type) AS title, r.status, r.reported_by, r.created_at
      FROM reports r JOIN report_types t ON t.id = r.report_type_id
     WHERE r.reported_by = ${id} OR r.report_on = ${id} ORDER BY r.id DESC LIMIT ${ADMIN_USER_RECENT}`.execute(
    db,
  );
  const empty: AdminUserDetail['counts'] = {
    orders: 0,
    sub_orders_sold: 0,
    listings: 0,
    listings_on_sale: 0,
    offers: 0,
    reports_made: 0,
    reports_received: 0,
  };
  return {
    ...summary,
    counts: counts.rows[0] ?? empty,
    orders: orders.rows.map((o) => ({
      order_no: o.order_no,
      status: o.status,
      total: money(o.total_cents),
      ordered_date: new Date(o.ordered_at).toISOString(),
    })),
    listings: await ticketRows(db, sql<boolean>`t.seller_id = ${id}`, ADMIN_USER_RECENT, 0),
    offers: offers.rows.map((o) => ({
      offer_no: o.offer_no,
      status: o.status,
      role: o.buyer_id === id ? ('BUYER' as const) : ('SELLER' as const),
      price: money(o.price_cents),
      created_date: new Date(o.created_at).toISOString(),
    })),
    reports: reports.rows.map((r) => ({
      report_id: r.id,
      title: r.title,
      status: r.status,
      role: r.reported_by === id ? ('REPORTER' as const) : ('REPORTED' as const),
      created_date: new Date(r.created_at).toISOString(),
    })),
  };
}
