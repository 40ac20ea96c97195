import type { AdminReport, ReportStatus } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';

// The reports inbox's SQL: every report (seller reports and common ones), open first, then the newest.

type ReportRow = {
  id: number;
  scope: 'SELLER' | 'COMMON';
  type: string;
  title: string | null;
  content: string | null;
  status: ReportStatus;
  created_at: Date;
  updated_at: Date;
  reporter_id: number;
  reporter_name: string;
  reporter_email: string;
  seller_id: number | null;
  seller_name: string | null;
  seller_email: string | null;
  seller_listings: number | null;
  seller_sub_orders: number | null;
  reply_count: number;
  last_reply_at: Date | null;
};

async function adminReportRows(
  db: Queryable,
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
): Promise<AdminReport[]> {
  const rows = await sql<ReportRow>`
    SELECT r.id, r.scope, t.type, r.title, r.content, r.status, r.created_at, r.updated_at,
           u.id AS reporter_id, u.name AS reporter_name, u.email AS reporter_email,
           s.id AS seller_id, s.name AS seller_name, s.email AS seller_email,
           CASE WHEN s.id IS NULL THEN NULL ELSE
             (SELECT count(*)::int FROM tickets x WHERE x.seller_id = s.id AND x.status = 'SELL' AND x.deleted_at IS NULL) END AS seller_listings,
           CASE WHEN s.id IS NULL THEN NULL ELSE
             (SELECT count(*)::int FROM sub_orders so JOIN orders o ON o.id = so.order_id WHERE so.seller_id = s.id AND o.status = 'PAID') END AS seller_sub_orders,
           (SELECT count(*)::int FROM report_replies rr WHERE rr.report_id = r.id) AS reply_count,
           (SELECT max(rr.sent_at) FROM report_replies rr WHERE rr.report_id = r.id) AS last_reply_at
      FROM reports r
      JOIN report_types t ON t.id = r.report_type_id
      JOIN users u ON u.id = r.reported_by
      LEFT JOIN users s ON s.id = r.report_on
     WHERE ${where}
     ORDER BY (r.status = 'OPEN') DESC, r.id DESC
     LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows.map((r) => ({
    report_id: r.id,
    scope: r.scope,
    type: r.type,
    title: r.title ?? r.type,
    content: r.content ?? '',
    status: r.status,
    created_date: new Date(r.created_at).toISOString(),
    updated_date: new Date(r.updated_at).toISOString(),
    reporter: { id: r.reporter_id, name: r.reporter_name, email: r.reporter_email },
    reported_seller:
      r.seller_id === null
        ? null
        : {
            id: r.seller_id,
            name: r.seller_name ?? '',
            email: r.seller_email ?? '',
            listings_on_sale: r.seller_listings ?? 0,
            sub_orders: r.seller_sub_orders ?? 0,
          },
    reply_count: r.reply_count,
    last_reply_date: r.last_reply_at === null ? null : new Date(r.last_reply_at).toISOString(),
  }));
}

export async function openReportCount(db: Queryable): Promise<number> {
  const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reports WHERE status = 'OPEN'`.execute(
    db,
  );
  return row.rows[0]?.n ?? 0;
}

/** A page of the inbox, open reports first, then the newest: of one status, of one scope. */
export function adminReportPage(
  db: Queryable,
  filter: { status?: ReportStatus | undefined; scope?: 'SELLER' | 'COMMON' | undefined },
  limit: number,
  offset: number,
): Promise<AdminReport[]> {
  const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.status) where.push(sql<boolean>`r.status = ${filter.status}`);
  if (filter.scope) where.push(sql<boolean>`r.scope = ${filter.scope}`);
  return adminReportRows(db, sql<boolean>`${sql.join(where, sql` AND `)}`, limit, offset);
}

/** The report of that id as the inbox shows it. */
export async function adminReportById(db: Queryable, id: number): Promise<AdminReport | undefined> {
  const [report] = await adminReportRows(db, sql<boolean>`r.id = ${id}`, 1, 0);
  return report;
}

export type LockedReport = {
  id: number;
  status: 'OPEN' | 'CLOSED';
  title: string | null;
  reported_by: number;
};

/** The report, locked for the admin's reply or status change. */
export async function lockReportRow(db: Queryable, id: number): Promise<LockedReport | undefined> {
  const row = await sql<LockedReport>`
    SELECT id, status, title, reported_by FROM reports WHERE id = ${id} FOR UPDATE`.execute(db);
  return row.rows[0];
}

export async function setReportStatus(db: Queryable, id: number, status: 'OPEN' | 'CLOSED'): Promise<void> {
  await sql`UPDATE reports SET status = ${status}, updated_at = now() WHERE id = ${id}`.execute(db);
}
