import { ADMIN_REPORT_REFUSALS, REPORT_REFUSALS, type AdminReport } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { audit } from '../domain/audit.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { publishLive } from '../live/hub.ts';
import { adminReportRows } from '../queries/adminReports.ts';
import { addReportReply, reportRepliesOf } from './reports.ts';

// The reports inbox (admin): GET/POST/PUT /admin/reports.php (list, one report, reply, close, reopen).

async function oneReport(db: Queryable, id: number): Promise<AdminReport> {
  const [report] = await adminReportRows(db, sql<boolean>`r.id = ${id}`, 1, 0);
  if (!report) throw notFound(REPORT_REFUSALS.notFound);
  return report;
}

async function lockReport(db: Queryable, id: number) {
  const row = await sql<{ id: number; status: 'OPEN' | 'CLOSED'; title: string | null; reported_by: number }>`
    SELECT id, status, title, reported_by FROM reports WHERE id = ${id} FOR UPDATE`.execute(db);
  const report = row.rows[0];
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
  await sql`UPDATE reports SET status = ${status}, updated_at = now() WHERE id = ${id}`.execute(db);
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
    const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
    if (q.status) where.push(sql<boolean>`r.status = ${q.status}`);
    if (q.scope) where.push(sql<boolean>`r.scope = ${q.scope}`);
    return listReply(
      await adminReportRows(ctx.db, sql<boolean>`${sql.join(where, sql` AND `)}`, limit, offset),
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
