import { lazy, Suspense, useState } from 'react';
import { isApiError } from '#api/ApiError.ts';
import { useAdminReportReply, useCloseReport, useReopenReport } from '#api/admin/useAdminActions.ts';
import { useAdminReport } from '#api/admin/useAdminData.ts';
import { useLiveEvents } from '#api/live/useLiveEvents.ts';
import { errorTexts as englishErrorTexts } from '#texts.ts';
import { reportsInboxTexts as englishReportsInboxTexts } from '../ReportsInbox/reportsInboxTexts.ts';
import { AdminReportView } from './AdminReportView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

// The report's history (the audit log's table) loads when it is shown.
const ItemHistory = lazy(async () => ({
  default: (await import('../AuditLog/ItemHistory.tsx')).ItemHistory,
}));

export interface AdminReportProps {
  /** The report's id (/admin/reports/{id}). */
  reportId: number | string;
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

/**
 * A report for the admin, connected: the reporter's own replies arrive live (the same stream as the reporter's
 * thread); reply, close and reopen are sent, toasted and the report read again.
 */
export function AdminReport({ reportId, basePath }: AdminReportProps) {
  const errorTexts = useTexts('errors', englishErrorTexts);
  const t = useTexts('consoleReports', englishReportsInboxTexts);
  const id = Number(reportId);
  const validId = Number.isInteger(id) && id > 0;
  const report = useAdminReport(validId ? id : 0);
  const reply = useAdminReportReply({ successNotice: t.replySent });
  // A reply with contact details is refused (ERR0010): the reason stays on the reply box, with the text, until it changes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = useCloseReport({ successNotice: t.closed });
  const reopen = useReopenReport({ successNotice: t.reopened });

  useLiveEvents((event) => {
    if (event.type === 'poll' || event.type === 'resync' || (event.type === 'report' && event.room_id === id))
      void report.mutate();
  });

  return (
    <AdminReportView
      report={validId ? report.data : undefined}
      isLoading={validId && report.isLoading}
      error={validId ? report.error : new Error('Not a report id')}
      onRetry={() => void report.mutate()}
      onReply={async (message) => {
        const outcome = await reply.run({ report_id: id, message });
        setRefusal(
          !outcome.ok && isApiError(outcome.error) && outcome.error.code === 'ERR0010'
            ? errorTexts.offContactInfo
            : null,
        );
        return outcome.ok;
      }}
      refusal={refusal}
      onReplyEdit={() => setRefusal(null)}
      isReplying={reply.isPending}
      onClose={() => void close.run(id)}
      onReopen={() => void reopen.run(id)}
      isStatusPending={close.isPending || reopen.isPending}
      basePath={basePath}
      history={
        validId ? (
          <Suspense fallback={null}>
            <ItemHistory kind="report" id={id} name={report.data?.title ?? ''} />
          </Suspense>
        ) : null
      }
    />
  );
}
