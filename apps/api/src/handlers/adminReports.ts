import { ADMIN_REPORT_REFUSALS, REPORT_REFUSALS, type AdminReport } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { audit } from '../domain/audit.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { publishLive } from '../live/hub.ts';
import { adminReportById, adminReportPage, lockReportRow, setReportStatus } from '../queries/adminReports.ts';
import { addReportReply, reportRepliesOf } from './reports.ts';

// The reports inbox (admin): GET/POST/PUT /admin/reports.php (list, one report, reply, close, reopen).

async function oneReport(db: Queryable, id: number): Promise<AdminReport> {
  const report = await adminReportById(db, id);
  if (!report) throw notFound(REPORT_REFUSALS.notFound);
  return report;
}

async function lockReport(db: Queryable, id: number) {
  const report = await lockReportRow(db, id);
  if (!report) throw notFound(REPORT_REFUSALS.notFound);
  return report;
}

/**
 * Close or reopen: the status, its audit row, and the reporter's open pages hear of it (a `report` event with
 * message_id 0: no new reply, the report's status changed; the page reads the report again).
 */
async function setStatus(
  db: Queryable,
  viewer: Viewer,
  id: number,
  status: 'OPEN' | 'CLOSED',
): Promise<AdminReport> {
  const report = await lockReport(db, id);
  if (report.status === status)
    throw conflict(
      status === 'CLOSED' ? ADMIN_REPORT_REFUSALS.alreadyClosed : ADMIN_REPORT_REFUSALS.alreadyOpen,
    );
  await setReportStatus(db, id, status);
  await audit(db, {
    actorId: viewer.id,
    action: status === 'CLOSED' ? 'REPORT_CLOSE' : 'REPORT_REOPEN',
    kind: 'report',
    itemId: id,
    before: { status: report.status },
    after: { status },
  });
  await publishLive(db, [report.reported_by], { type: 'report', room_id: id, message_id: 0 });
  return oneReport(db, id);
}

export const adminReportHandlers = {
  async adminReports(ctx) {
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    return listReply(
      await adminReportPage(ctx.db, { status: q.status, scope: q.scope }, limit, offset),
      ctx,
      q.page,
      size,
    );
  },

  async adminReport(ctx) {
    const report = await oneReport(ctx.db, ctx.query.report_id);
    return {
      ...report,
      replies: await reportRepliesOf(ctx.db, report.report_id, ctx.services.config.publicApiBase),
    };
  },

  async adminReportReply(ctx) {
    const viewer = viewerOf(ctx);
    const report = await lockReport(ctx.db, ctx.body.report_id);
    const reply = await addReportReply(
      ctx.db,
      viewer,
      report,
      ctx.body.message,
      ctx.services.config.publicApiBase,
    );
    await audit(ctx.db, {
      actorId: viewer.id,
      action: 'REPORT_REPLY',
      kind: 'report',
      itemId: report.id,
      before: null,
      after: { message_id: reply.message_id, message: reply.message },
    });
    return reply;
  },

  async adminReportClose(ctx) {
    return setStatus(ctx.db, viewerOf(ctx), ctx.body.report_id, 'CLOSED');
  },

  async adminReportReopen(ctx) {
    return setStatus(ctx.db, viewerOf(ctx), ctx.body.report_id, 'OPEN');
  },
} satisfies HandlerGroup;
