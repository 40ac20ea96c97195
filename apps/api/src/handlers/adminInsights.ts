import { DEFAULT_DASHBOARD_DAYS } from '@momento/contract';
import type { HandlerGroup } from '../context.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { auditPage, dailySeries, periodStart } from '../queries/adminInsights.ts';
import { disputedCount } from '../queries/adminDeliveries.ts';
import { queueLength } from '../queries/adminQueue.ts';
import { openReportCount } from '../queries/adminReports.ts';

// The admin's dashboard and audit log (admin): GET /admin/dashboard.php and GET /admin/audit.php.

export const adminInsightHandlers = {
  async adminDashboard(ctx) {
    const days = ctx.query.days ?? DEFAULT_DASHBOARD_DAYS;
    return {
      days,
      series: await dailySeries(ctx.db, periodStart(days)),
      current: {
        open_reports: await openReportCount(ctx.db),
        queue_length: await queueLength(ctx.db),
        disputed_deliveries: await disputedCount(ctx.db, ctx.services.config.deliveryOverdueDays),
      },
    };
  },

  async adminAudit(ctx) {
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    return listReply(
      await auditPage(ctx.db, { item_kind: q.item_kind, item_id: q.item_id, actor: q.actor }, limit, offset),
      ctx,
      q.page,
      size,
    );
  },
} satisfies HandlerGroup;
