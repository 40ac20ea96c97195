import { REPORT_REFUSALS, ERR0010_MESSAGE, disclosesContact, displayName, type ReportReply, type ReportRoom } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { avatarOf } from '../views/people.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { publishLive } from '../live/hub.ts';
import { reportReplied } from '../notifications/events.ts';

// Reports: POST/GET /user/reports.php (report a seller, its types), /user/common_report/report.php
// (report rooms, types, new report) and /user/common_report/replies.php (thread, reply; newest first).

async function typeExists(db: Queryable, scope: 'SELLER' | 'COMMON', id: number): Promise<boolean> {
  return !!(await db.selectFrom('report_types').select('id').where('id', '=', id).where('scope', '=', scope).executeTakeFirst());
}

/** Reports are read by their reporter and by admins. */
async function visibleReport(db: Queryable, viewer: Viewer, id: number) {
  const row = await db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (row.reported_by !== viewer.id && !viewer.isAdmin)) throw notFound(REPORT_REFUSALS.notFound);
  return row;
}

type RoomRow = { id: number; type: string; reported_by: number; reporter_name: string; reporter_is_admin: boolean; content: string | null; status: 'OPEN' | 'CLOSED'; title: string | null; created_at: Date };

async function roomRows(db: Queryable, where: ReturnType<typeof sql<boolean>>, limit: number, offset: number): Promise<ReportRoom[]> {
  const rows = await sql<RoomRow>`
    SELECT r.id, t.type, r.reported_by, u.name AS reporter_name, u.is_admin AS reporter_is_admin, r.content, r.status, r.title, r.created_at
      FROM reports r JOIN report_types t ON t.id = r.report_type_id JOIN users u ON u.id = r.reported_by
     WHERE ${where} ORDER BY r.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows.map((r) => ({
    room_id: r.id,
    type: r.type,
    reported_by: { id: r.reported_by, name: displayName(r.reporter_name, r.reporter_is_admin) },
    content: r.content ?? '',
    status: r.status,
    title: r.title ?? r.type,
    created_date: new Date(r.created_at).toISOString(),
  }));
}

type ReplyRow = { id: number; message: string; sent_at: Date; sender_id: number; sender_name: string; sender_is_admin: boolean; sender_image: string | null };

function toReply(r: ReplyRow, apiBase: string): ReportReply {
  return {
    message_id: r.id,
    content: r.message,
    message: r.message,
    sent_date: new Date(r.sent_at).toISOString(),
    sender: { user_id: r.sender_id, user_name: displayName(r.sender_name, r.sender_is_admin), avatar: avatarOf(apiBase, r.sender_image)?.image_50 ?? null },
  };
}

const REPLIES_CAP = 200;

/** A report's replies, newest first (at most REPLIES_CAP). */
export async function reportRepliesOf(db: Queryable, reportId: number, apiBase: string): Promise<ReportReply[]> {
  const replies = await sql<ReplyRow>`
    SELECT rr.id, rr.message, rr.sent_at, rr.sender_id, u.name AS sender_name, u.is_admin AS sender_is_admin, u.profile_image AS sender_image
      FROM report_replies rr JOIN users u ON u.id = rr.sender_id
     WHERE rr.report_id = ${reportId} ORDER BY rr.id DESC LIMIT ${REPLIES_CAP}`.execute(db);
  return replies.rows.map((r) => toReply(r, apiBase));
}

/**
 * Adds a reply to a report's thread (its reporter, or an admin): the reporter's open thread and the operators' console
 * hear of it live, and a reply by someone else notifies the reporter (always e-mailed).
 */
export async function addReportReply(
  db: Queryable,
  viewer: Viewer,
  report: { id: number; title: string | null; reported_by: number },
  message: string,
  apiBase: string,
): Promise<ReportReply> {
  if (disclosesContact(message)) throw new ApiError('ERR0010', ERR0010_MESSAGE);
  const row = await db
    .insertInto('report_replies')
    .values({ report_id: report.id, sender_id: viewer.id, message })
    .returning(['id', 'sent_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('reports').set({ updated_at: new Date() }).where('id', '=', report.id).execute();
  // The reporter's open thread shows the reply (an admin's answer, or their own from another tab), and so does the
  // operators' console (the report's view and the inbox).
  await publishLive(db, { users: [report.reported_by, viewer.id], operators: true }, { type: 'report', room_id: report.id, message_id: row.id });
  if (viewer.id !== report.reported_by) await reportReplied(db, { id: report.id, title: report.title, reportedBy: report.reported_by }, row.id);
  const me = await db.selectFrom('users').select(['name', 'is_admin', 'profile_image']).where('id', '=', viewer.id).executeTakeFirstOrThrow();
  return toReply(
    { id: row.id, message, sent_at: row.sent_at, sender_id: viewer.id, sender_name: me.name, sender_is_admin: me.is_admin, sender_image: me.profile_image },
    apiBase,
  );
}

export const reportHandlers = {
  async reportSeller(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    if (b.report_on === viewer.id) throw badRequest(REPORT_REFUSALS.self);
    if (!(await typeExists(ctx.db, 'SELLER', b.report_type))) throw badRequest(REPORT_REFUSALS.typeNotFound);
    const seller = await ctx.db.selectFrom('users').select('id').where('id', '=', b.report_on).where('deleted_at', 'is', null).executeTakeFirst();
    if (!seller) throw notFound(REPORT_REFUSALS.sellerNotFound);
    const row = await ctx.db
      .insertInto('reports')
      .values({ scope: 'SELLER', report_type_id: b.report_type, reported_by: viewer.id, report_on: b.report_on, content: b.content || null })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, report_type: b.report_type, report_on: b.report_on, content: b.content || null, created_date: row.created_at.toISOString() };
  },

  async sellerReportTypes(ctx) {
    const rows = await ctx.db.selectFrom('report_types').select(['id', 'type']).where('scope', '=', 'SELLER').orderBy('display_order').orderBy('id').execute();
    return { items: rows };
  },

  async reportRooms(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const where = viewer.isAdmin ? sql<boolean>`true` : sql<boolean>`r.reported_by = ${viewer.id}`;
    return listReply(await roomRows(ctx.db, where, limit, offset), ctx, ctx.query.page, size);
  },

  async reportTypes(ctx) {
    const rows = await ctx.db.selectFrom('report_types').select(['id', 'type']).where('scope', '=', 'COMMON').orderBy('display_order').orderBy('id').execute();
    return { items: rows };
  },

  async reportCreate(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    if (!(await typeExists(ctx.db, 'COMMON', b.reportType))) throw badRequest(REPORT_REFUSALS.newTypeNotFound);
    const row = await ctx.db
      .insertInto('reports')
      .values({ scope: 'COMMON', report_type_id: b.reportType, reported_by: viewer.id, title: b.title, content: b.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [room] = await roomRows(ctx.db, sql<boolean>`r.id = ${row.id}`, 1, 0);
    if (!room) throw notFound(REPORT_REFUSALS.notFound);
    return room;
  },

  async reportReplies(ctx) {
    const viewer = viewerOf(ctx);
    const report = await visibleReport(ctx.db, viewer, ctx.query.room_id);
    return {
      items: [
        {
          room_id: report.id,
          title: report.title ?? '',
          description: report.content ?? '',
          replies: await reportRepliesOf(ctx.db, report.id, ctx.services.config.publicApiBase),
        },
      ],
    };
  },

  async reportReply(ctx) {
    const viewer = viewerOf(ctx);
    const report = await visibleReport(ctx.db, viewer, ctx.body.room_id);
    const reply = await addReportReply(ctx.db, viewer, report, ctx.body.message, ctx.services.config.publicApiBase);
    return { ...reply, title: report.title ?? '', description: report.content ?? '' };
  },
} satisfies HandlerGroup;
