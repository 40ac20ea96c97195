import type { AdminReportDetail } from '@momento/contract';
import { Badge, Button, Link, TextArea } from '@momento/ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { FactList, Fact } from '#widgets/shared/FactList.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import { HistorySection } from '../HistorySection.tsx';
import { reportsInboxTexts as englishReportsInboxTexts } from '../ReportsInbox/reportsInboxTexts.ts';
import * as admin from '../admin.css.ts';
import { validateAdminReply } from './validateAdminReply.ts';
import { reportTone } from '../reportTone.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { REPORT_STATUS_LABELS } from '#format/status.ts';

export interface AdminReportViewProps {
  report: AdminReportDetail | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Sends a reply; resolves true when it was sent (the box then empties; a failure keeps the text). */
  onReply: (message: string) => Promise<boolean> | boolean;
  /** @default false */
  isReplying?: boolean;
  onClose: () => void;
  onReopen: () => void;
  /** @default false */
  isStatusPending?: boolean;
  /** The server refused the last reply (contact details, ERR0010): shown on the reply box until it changes. */
  refusal?: string | null;
  /** The reply box changed (clears the refusal). */
  onReplyEdit?: () => void;
  /**
   * Where the admin area is mounted: the back link and the user pages.
   * @default '/admin'
   */
  basePath?: string;
  /** The report's history (the audit log's entries about it: replies, closing, reopening). */
  history?: ReactNode;
}

/**
 * One report as the admin sees it: the report, its reporter, the reported seller with their tickets and user page
 * one click away, the replies newest first, a reply box (the reporter sees the reply in their thread, live), and
 * Close or Reopen.
 */
export function AdminReportView({
  report,
  isLoading,
  error,
  onRetry,
  onReply,
  isReplying = false,
  onClose,
  onReopen,
  isStatusPending = false,
  refusal = null,
  onReplyEdit,
  basePath = '/admin',
  history,
}: AdminReportViewProps) {
  const t = useTexts('consoleReports', englishReportsInboxTexts);
  const format = useFormat();
  const reportStatus = useStatusLabel('report', REPORT_STATUS_LABELS);
  const titleId = useId();
  const repliesId = useId();
  const [message, setMessage] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateAdminReply(message, t);
    flushSync(() => setReplyError(failure));
    if (failure !== null) {
      field.current?.focus();
      return;
    }
    if (await onReply(message.trim())) setMessage('');
  };

  if (error && !report) return <LoadError error={error} onRetry={onRetry} />;
  if (isLoading || !report) return <LoadingState />;
  const seller = report.reported_seller;
  return (
    <article className={admin.page} aria-labelledby={titleId}>
      <Link href={`${basePath}/reports`}>{t.back}</Link>
      <div className={admin.toolbar}>
        <div className={admin.rowTitle}>
          <h1 id={titleId} className={admin.title}>
            {report.title}
          </h1>
          <Badge tone={reportTone(report.status)}>{reportStatus(report.status)}</Badge>
        </div>
        {report.status === 'OPEN' ? (
          <Button variant="outline" isPending={isStatusPending} onPress={onClose}>
            {t.close}
          </Button>
        ) : (
          <Button variant="outline" isPending={isStatusPending} onPress={onReopen}>
            {t.reopen}
          </Button>
        )}
      </div>
      <FactList>
        <Fact label={t.type}>
          {report.type} ({report.scope === 'SELLER' ? t.scopeSeller : t.scopeCommon})
        </Fact>
        <Fact label={t.opened}>
          <time dateTime={report.created_date}>{format.dateTime(report.created_date)}</time>
        </Fact>
        <Fact label={t.reporter}>
          <MarketplaceLink href={`${basePath}/users/${report.reporter.id}`}>
            {report.reporter.name} ({report.reporter.email})
          </MarketplaceLink>
        </Fact>
        {seller ? (
          <Fact label={t.reportedSeller}>
            <MarketplaceLink href={`${basePath}/users/${seller.id}`}>
              {seller.name} ({seller.email})
            </MarketplaceLink>{' '}
            ·{' '}
            <MarketplaceLink href={`/tickets?seller=${seller.id}`}>
              {t.sellerTickets(seller.listings_on_sale)}
            </MarketplaceLink>{' '}
            · {t.sellerOrders(seller.sub_orders)}
          </Fact>
        ) : null}
        <Fact label={t.description}>{report.content}</Fact>
      </FactList>
      <form noValidate onSubmit={(event) => void submit(event)} className={admin.section}>
        <TextArea
          ref={field}
          label={t.replyLabel}
          description={t.replyHelp}
          name="message"
          value={message}
          onChange={(text) => {
            setMessage(text);
            onReplyEdit?.();
          }}
          errorMessage={replyError ?? refusal ?? undefined}
          rows={3}
        />
        <div>
          <Button type="submit" isPending={isReplying} isDisabled={message.trim() === ''}>
            {t.send}
          </Button>
        </div>
      </form>
      <section className={admin.section} aria-labelledby={repliesId}>
        <h2 id={repliesId} className={admin.subtitle}>
          {t.repliesLabel}
        </h2>
        {report.replies.length === 0 ? (
          <MessageState>{t.noReplies}</MessageState>
        ) : (
          <ul className={admin.section}>
            {report.replies.map((reply) => (
              <li key={reply.message_id} className={admin.row}>
                <div className={admin.rowMain}>
                  <span className={admin.muted}>
                    {reply.sender.user_name} ·{' '}
                    <time dateTime={reply.sent_date}>{format.dateTime(reply.sent_date)}</time>
                  </span>
                  <span>{reply.message}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {history ? <HistorySection>{history}</HistorySection> : null}
    </article>
  );
}
