import {
  REPORT_REFUSALS,
  ERR0010_MESSAGE,
  disclosesContact,
  displayName,
  type ReportReply,
  type ReportRoom,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import {
  insertCommonReport,
  insertReportReply,
  insertSellerReport,
  reportById,
  reportReplyRows,
  reportRoomOf,
  reportRoomPage,
  reportTypeExists,
  reportTypeList,
  type ReportReplyRow,
  type ReportRoomRow,
} from '../queries/reports.ts';
import { userCard, userExists } from '../queries/users.ts';
import { avatarOf } from '../views/people.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { publishLive } from '../live/hub.ts';
import { reportReplied } from '../notifications/events.ts';

// Reports: POST/GET /user/reports.php (report a seller, its types), /user/common_report/report.php
// (report rooms, types, new report) and /user/common_report/replies.php (thread, reply; newest first).

/** Reports are read by their reporter and by admins. */
async function visibleReport(db: Queryable, viewer: Viewer, id: number) {
  const row = await reportById(db, id);
  if (!row || (row.reported_by !== viewer.id && !viewer.isAdmin)) throw notFound(REPORT_REFUSALS.notFound);
  return row;
}

function toRoom(r: ReportRoomRow): ReportRoom {
  return {
    room_id: r.id,
    type: r.type,
    reported_by: { id: r.reported_by, name: displayName(r.reporter_name, r.reporter_is_admin) },
    content: r.content ?? '',
    status: r.status,
    title: r.title ?? r.type,
    created_date: new Date(r.created_at).toISOString(),
  };
}

function toReply(r: ReportReplyRow, apiBase: string): ReportReply {
  return {
    message_id: r.id,
    content: r.message,
    message: r.message,
    sent_date: new Date(r.sent_at).toISOString(),
    sender: {
      user_id: r.sender_id,
      user_name: displayName(r.sender_name, r.sender_is_admin),
      avatar: avatarOf(apiBase, r.sender_image)?.image_50 ?? null,
    },
  };
}

const REPLIES_CAP = 200;

/** A report's replies, newest first (at most REPLIES_CAP). */
export async function reportRepliesOf(
  db: Queryable,
  reportId: number,
  apiBase: string,
): Promise<ReportReply[]> {
  return (await reportReplyRows(db, reportId, REPLIES_CAP)).map((r) => toReply(r, apiBase));
}

/**
 * Adds a reply to a report's thread (its reporter, or an admin): the reporter's open thread and the admins' pages
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
  const row = await insertReportReply(db, report.id, viewer.id, message);
  // The reporter's open thread shows the reply (an admin's answer, or their own from another tab), and so does the
  // admins' pages (the report's view and the inbox).
  await publishLive(
    db,
    { users: [report.reported_by, viewer.id], admins: true },
    { type: 'report', room_id: report.id, message_id: row.id },
  );
  if (viewer.id !== report.reported_by)
    await reportReplied(db, { id: report.id, title: report.title, reportedBy: report.reported_by }, row.id);
  const me = await userCard(db, viewer.id);
  return toReply(
    {
      id: row.id,
      message,
      sent_at: row.sent_at,
      sender_id: viewer.id,
      sender_name: me.name,
      sender_is_admin: me.is_admin,
      sender_image: me.profile_image,
    },
    apiBase,
  );
}

export const reportHandlers = {
  async reportSeller(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    if (b.report_on === viewer.id) throw badRequest(REPORT_REFUSALS.self);
    if (!(await reportTypeExists(ctx.db, 'SELLER', b.report_type)))
      throw badRequest(REPORT_REFUSALS.typeNotFound);
    if (!(await userExists(ctx.db, b.report_on))) throw notFound(REPORT_REFUSALS.sellerNotFound);
    const row = await insertSellerReport(ctx.db, {
      report_type_id: b.report_type,
      reported_by: viewer.id,
      report_on: b.report_on,
      content: b.content || null,
    });
    return {
      id: row.id,
      report_type: b.report_type,
      report_on: b.report_on,
      content: b.content || null,
      created_date: row.created_at.toISOString(),
    };
  },

  async sellerReportTypes(ctx) {
    const rows = await reportTypeList(ctx.db, 'SELLER');
    return { items: rows };
  },

  async reportRooms(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const rows = await reportRoomPage(ctx.db, viewer.isAdmin ? null : viewer.id, limit, offset);
    return listReply(rows.map(toRoom), ctx, ctx.query.page, size);
  },

  async reportTypes(ctx) {
    const rows = await reportTypeList(ctx.db, 'COMMON');
    return { items: rows };
  },

  async reportCreate(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    if (!(await reportTypeExists(ctx.db, 'COMMON', b.reportType)))
      throw badRequest(REPORT_REFUSALS.newTypeNotFound);
    const reportId = await insertCommonReport(ctx.db, {
      report_type_id: b.reportType,
      reported_by: viewer.id,
      title: b.title,
      content: b.description,
    });
    const room = await reportRoomOf(ctx.db, reportId);
    if (!room) throw notFound(REPORT_REFUSALS.notFound);
    return toRoom(room);
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
    const reply = await addReportReply(
      ctx.db,
      viewer,
      report,
      ctx.body.message,
      ctx.services.config.publicApiBase,
    );
    return { ...reply, title: report.title ?? '', description: report.content ?? '' };
  },
} satisfies HandlerGroup;
