import { useState } from 'react';
import { isApiError } from '#api/ApiError.ts';
import { useLiveEvents } from '#api/live/useLiveEvents.ts';
import { useReportReply, useReportThread } from '#api/reports/useReports.ts';
import { errorTexts } from '#texts.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { RetryNotice } from '#widgets/shared/RetryNotice.tsx';
import { ReportThreadView } from './ReportThreadView.tsx';

export interface ReportThreadProps {
  /** The room_id of /account/report/{id}. */
  reportId: number | string;
  /**
   * Where the back button goes; no back button when null.
   * @default '/account/report'
   */
  backHref?: string | null;
}

/** A report thread, connected: replies from others arrive through the live stream; a new reply is put first. */
export function ReportThread({ reportId, backHref = '/account/report' }: ReportThreadProps) {
  const id = Number(reportId);
  const validId = Number.isInteger(id) && id > 0;
  const navigation = useNavigation();
  const thread = useReportThread(validId ? id : 0);
  const reply = useReportReply();
  const [refusal, setRefusal] = useState<string | null>(null);

  useLiveEvents((event) => {
    if (event.type === 'poll' || event.type === 'resync' || (event.type === 'report' && event.room_id === id))
      void thread.mutate();
  });

  const onReply = async (text: string) => {
    setRefusal(null);
    const outcome = await reply.run({ roomId: id, message: text });
    if (outcome.ok) return true;
    if (isApiError(outcome.error) && outcome.error.code === 'ERR0010') setRefusal(errorTexts.offContactInfo);
    return false;
  };

  return (
    <ReportThreadView
      report={validId ? thread.data : null}
      isLoading={validId && thread.isLoading}
      error={thread.error}
      onBack={backHref ? () => navigation.navigate(backHref) : undefined}
      onReply={onReply}
      isReplying={reply.isPending}
      refusal={refusal}
      onEditAfterRefusal={() => setRefusal(null)}
      notice={<RetryNotice error={reply.error} />}
    />
  );
}
