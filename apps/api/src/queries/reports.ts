import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';

// Reports (handlers/reports.ts): a seller reported, a report of the common kinds, their threads of replies.

/** Whether a report type of that scope exists. */
export async function reportTypeExists(
  db: Queryable,
  scope: 'SELLER' | 'COMMON',
  id: number,
): Promise<boolean> {
  return !!(await db
    .selectFrom('report_types')
    .select('id')
    .where('id', '=', id)
    .where('scope', '=', scope)
    .executeTakeFirst());
}

/** The report types of a scope, in their display order. */
export function reportTypeList(db: Queryable, scope: 'SELLER' | 'COMMON') {
  return db
    .selectFrom('report_types')
    .select(['id', 'type'])
    .where('scope', '=', scope)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

/** The report, every column. */
export function reportById(db: Queryable, id: number) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ReportRoomRow = {
  id: number;
  type: string;
  reported_by: number;
  reporter_name: string;
  reporter_is_admin: boolean;
  content: string | null;
  status: 'OPEN' | 'CLOSED';
  title: string | null;
  created_at: Date;
};

async function roomRows(
  db: Queryable,
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
): Promise<ReportRoomRow[]> {
  const rows = await sql<ReportRoomRow>`
    SELECT r.id, t.type, r.reported_by, u.name AS reporter_name, u.is_admin AS reporter_is_admin, r.content, r.status, r.title, r.created_at
      FROM reports r JOIN report_types t ON t.id = r.report_type_id JOIN users u ON u.id = r.reported_by
     WHERE ${where} ORDER BY r.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** A page of the reports, newest first: of one reporter, or every report (`reporterId` null, for admins). */
export function reportRoomPage(
  db: Queryable,
  reporterId: number | null,
  limit: number,
  offset: number,
): Promise<ReportRoomRow[]> {
  return roomRows(
    db,
    reporterId === null ? sql<boolean>`true` : sql<boolean>`r.reported_by = ${reporterId}`,
    limit,
    offset,
  );
}

/** The report of that id as a room. */
export async function reportRoomOf(db: Queryable, id: number): Promise<ReportRoomRow | undefined> {
  const [room] = await roomRows(db, sql<boolean>`r.id = ${id}`, 1, 0);
  return room;
}

export type ReportReplyRow = {
  id: number;
  message: string;
  sent_at: Date;
  sender_id: number;
  sender_name: string;
  sender_is_admin: boolean;
  sender_image: string | null;
};

/** A report's replies, newest first, at most `cap`. */
export async function reportReplyRows(
  db: Queryable,
  reportId: number,
  cap: number,
): Promise<ReportReplyRow[]> {
  const replies = await sql<ReportReplyRow>`
    SELECT rr.id, rr.message, rr.sent_at, rr.sender_id, u.name AS sender_name, u.is_admin AS sender_is_admin, u.profile_image AS sender_image
      FROM report_replies rr JOIN users u ON u.id = rr.sender_id
     WHERE rr.report_id = ${reportId} ORDER BY rr.id DESC LIMIT ${cap}`.execute(db);
  return replies.rows;
}

/** Writes a reply to the report's thread; the report is updated now. */
export async function insertReportReply(
  db: Queryable,
  reportId: number,
  senderId: number,
  message: string,
): Promise<{ id: number; sent_at: Date }> {
  const row = await db
    .insertInto('report_replies')
    .values({ report_id: reportId, sender_id: senderId, message })
    .returning(['id', 'sent_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('reports').set({ updated_at: new Date() }).where('id', '=', reportId).execute();
  return row;
}

/** A seller reported. */
export function insertSellerReport(
  db: Queryable,
  values: { report_type_id: number; reported_by: number; report_on: number; content: string | null },
) {
  return db
    .insertInto('reports')
    .values({ scope: 'SELLER', ...values })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A report of the common kinds. */
export async function insertCommonReport(
  db: Queryable,
  values: { report_type_id: number; reported_by: number; title: string; content: string },
): Promise<number> {
  return (
    await db
      .insertInto('reports')
      .values({ scope: 'COMMON', ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
