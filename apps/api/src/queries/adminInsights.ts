import type { AdminDashboardDay, AuditEntry } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';

// The dashboard's per-day figures and the audit log's pages.

/** Midnight (UTC) of the first day of a period of `days` days ending today. */
export function periodStart(days: number, now: Date = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * 86_400_000);
}

/**
 * One row per day from `from` to today (UTC), zeros on quiet days. Each series is one indexed range scan grouped by
 * day: orders by `paid_at` (orders_paid_idx), tickets by `created_at` (tickets_created_idx), offers made by
 * `created_at` (offers_created_idx) and accepted by `accepted_at` (offers_accepted_idx).
 */
export async function dailySeries(db: Queryable, from: Date): Promise<AdminDashboardDay[]> {
  const rows = await sql<AdminDashboardDay>`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::timestamptz AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', interval '1 day') AS d
    ),
    paid AS (
      SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n, sum(total_cents)::bigint AS cents
        FROM orders WHERE status = 'PAID' AND paid_at >= ${from} GROUP BY 1
    ),
    listed AS (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM tickets WHERE created_at >= ${from} GROUP BY 1
    ),
    made AS (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM offers WHERE created_at >= ${from} GROUP BY 1
    ),
    accepted AS (
      SELECT (accepted_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM offers WHERE accepted_at >= ${from} GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
           coalesce(paid.n, 0) AS orders, coalesce(paid.cents, 0)::int AS sales_cents,
           coalesce(listed.n, 0) AS new_listings, coalesce(made.n, 0) AS offers_made, coalesce(accepted.n, 0) AS offers_accepted
      FROM days
      LEFT JOIN paid ON paid.day = days.day
      LEFT JOIN listed ON listed.day = days.day
      LEFT JOIN made ON made.day = days.day
      LEFT JOIN accepted ON accepted.day = days.day
     ORDER BY days.day`.execute(db);
  return rows.rows;
}

type AuditRow = {
  id: number;
  actor_id: number;
  actor_name: string;
  actor_email: string;
  at: Date;
  action: AuditEntry['action'];
  item_kind: AuditEntry['item_kind'];
  item_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

async function auditRows(
  db: Queryable,
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
): Promise<AuditEntry[]> {
  const rows = await sql<AuditRow>`
    SELECT a.id, a.actor_id, u.name AS actor_name, u.email AS actor_email, a.at, a.action, a.item_kind, a.item_id, a.before, a.after
      FROM audit_log a JOIN users u ON u.id = a.actor_id
     WHERE ${where} ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    actor: { id: r.actor_id, name: r.actor_name, email: r.actor_email },
    at: new Date(r.at).toISOString(),
    action: r.action,
    item_kind: r.item_kind,
    item_id: r.item_id,
    before: r.before,
    after: r.after,
  }));
}

/** A page of the audit log, newest first: of one kind of item, one item, one actor. */
export function auditPage(
  db: Queryable,
  filter: {
    item_kind?: AuditEntry['item_kind'] | undefined;
    item_id?: number | undefined;
    actor?: number | undefined;
  },
  limit: number,
  offset: number,
): Promise<AuditEntry[]> {
  const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.item_kind) where.push(sql<boolean>`a.item_kind = ${filter.item_kind}`);
  if (filter.item_id !== undefined) where.push(sql<boolean>`a.item_id = ${filter.item_id}`);
  if (filter.actor !== undefined) where.push(sql<boolean>`a.actor_id = ${filter.actor}`);
  return auditRows(db, sql<boolean>`${sql.join(where, sql` AND `)}`, limit, offset);
}
