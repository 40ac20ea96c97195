import {
  REPORT_REFUSALS,
  ERR0010_MESSAGE,
  disclosesContact,
  type ReportReply,
  type ReportRoom,
  type User,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { emitLive } from './live.ts';
import { isoNow } from './shared.ts';

type ReportOperations =
  | 'reportSeller'
  | 'sellerReportTypes'
  | 'reportRooms'
  | 'reportTypes'
  | 'reportCreate'
  | 'reportReplies'
  | 'reportReply';

function threadFor(context: MockContext<'reportReplies' | 'reportReply'>, roomId: number) {
  const viewer = viewerOf(context);
  const thread = context.db.reports.find((item) => item.room.room_id === roomId);
  if (!thread || (thread.userId !== viewer.id && viewer.is_admin !== 1))
    fail('NOT_FOUND', REPORT_REFUSALS.notFound);
  return thread;
}

/** A reply by `viewer` (the reporter or an admin), dated now. */
export function buildReply(db: MockDb, viewer: User, message: string): ReportReply {
  return {
    message_id: db.nextId(),
    content: message,
    message,
    sent_date: isoNow(db),
    sender: { user_id: viewer.id, user_name: viewer.name, avatar: viewer.profile_url },
  };
}

export const reportImplementations: Pick<Implementations, ReportOperations> = {
  reportSeller(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    // The server's order: oneself, then the type, then the seller.
    if (body.report_on === viewer.id) fail('VALIDATION', REPORT_REFUSALS.self);
    if (!db.sellerReportTypes.some((type) => type.id === body.report_type))
      fail('VALIDATION', REPORT_REFUSALS.typeNotFound);
    if (!db.accounts.some((account) => account.user.id === body.report_on))
      fail('NOT_FOUND', REPORT_REFUSALS.sellerNotFound);
    const report = {
      id: db.nextId(),
      report_type: body.report_type,
      report_on: body.report_on,
      content: body.content ?? null,
      created_date: isoNow(db),
    };
    db.sellerReports.push(report);
    return report;
  },
  sellerReportTypes: ({ db }) => ({ items: db.sellerReportTypes }),
  reportRooms(context) {
    const viewer = viewerOf(context);
    const rooms = context.db.reports
      .filter((thread) => viewer.is_admin === 1 || thread.userId === viewer.id)
      .map((thread) => thread.room);
    return paginate(rooms, context);
  },
  reportTypes: ({ db }) => ({ items: db.reportTypes }),
  reportCreate(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const type =
      db.reportTypes.find((item) => item.id === body.reportType) ??
      fail('VALIDATION', REPORT_REFUSALS.newTypeNotFound);
    const room: ReportRoom = {
      room_id: db.nextId(),
      type: type.type,
      reported_by: { id: viewer.id, name: viewer.name },
      content: body.description,
      status: 'OPEN',
      title: body.title,
      created_date: isoNow(db),
    };
    db.reports.unshift({ room, userId: viewer.id, replies: [] });
    return room;
  },
  reportReplies(context) {
    const thread = threadFor(context, context.query.room_id);
    return {
      items: [
        {
          room_id: thread.room.room_id,
          title: thread.room.title,
          description: thread.room.content,
          replies: thread.replies,
        },
      ],
    };
  },
  reportReply(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const thread = threadFor(context, body.room_id);
    if (disclosesContact(body.message)) fail('ERR0010', ERR0010_MESSAGE);
    const reply = buildReply(db, viewer, body.message);
    // New replies come first (see docs/rules/statuses.md).
    thread.replies.unshift(reply);
    emitLive(db, [thread.userId], {
      type: 'report',
      room_id: thread.room.room_id,
      message_id: reply.message_id,
    });
    return { ...reply, title: thread.room.title, description: thread.room.content };
  },
};
