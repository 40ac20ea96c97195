import type { ReportDetail } from '@momento/contract';
import { Avatar, Button } from '@momento/ui';
import { useId, type ReactNode } from 'react';
import { avatarUrl } from '#format/avatar.ts';
import { errorTexts } from '#texts.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { Composer } from '../ChatRoom/Composer.tsx';
import * as styles from '../messages.css.ts';
import { reportsTexts as t } from '../texts.ts';
import { useFormat } from '#locale/useFormat.ts';

export interface ReportThreadViewProps {
  /** The report with its replies, newest first; null when it does not exist. */
  report: ReportDetail | null | undefined;
  isLoading: boolean;
  /** The thread failed to load ('Oops something went wrong'). */
  error?: unknown;
  onBack?: () => void;
  /** Sends a reply; resolves true when it went through. */
  onReply: (text: string) => Promise<boolean>;
  /** @default false */
  isReplying?: boolean;
  /** The server refused the last reply (the ERR0010 text); the typed text is kept. */
  refusal?: string | null;
  onEditAfterRefusal?: () => void;
  /** Under the box: the wait after the server's abuse limit refused the last text (a RetryNotice). */
  notice?: ReactNode;
}

/**
 * A report thread (/account/report/{id}): the report (title, description), its replies
 * with the newest first, and a reply box with the chat rules.
 */
export function ReportThreadView({
  report,
  isLoading,
  error,
  onBack,
  onReply,
  isReplying = false,
  refusal = null,
  onEditAfterRefusal,
  notice = null,
}: ReportThreadViewProps) {
  const format = useFormat();
  const reportTitleId = useId();
  if (isLoading) return <LoadingState />;
  if (error) return <MessageState tone="danger">{errorTexts.somethingWentWrongShort}</MessageState>;
  if (!report) return <MessageState>{t.threadNotFound}</MessageState>;
  return (
    <section className={styles.page} aria-labelledby={reportTitleId}>
      <div className={styles.toolbar}>
        <h1 id={reportTitleId} className={styles.title}>
          {report.title}
        </h1>
        {onBack ? (
          <Button variant="outline" size="small" onPress={onBack}>
            {t.back}
          </Button>
        ) : null}
      </div>
      <p className={styles.description}>{report.description}</p>
      <Composer
        label={t.replyLabel}
        sendLabel={t.send}
        onSend={onReply}
        isSending={isReplying}
        refusal={refusal}
        onEdit={onEditAfterRefusal}
        notice={notice}
      />
      <section aria-label={t.repliesLabel}>
        {report.replies.length === 0 ? (
          <p className={styles.muted}>{t.noReplies}</p>
        ) : (
          <ol className={styles.messageList} aria-label={t.repliesLabel}>
            {report.replies.map((reply) => (
              <li key={reply.message_id} className={styles.reportCard}>
                <span className={styles.toolbar}>
                  <span className={styles.toolbar}>
                    <Avatar src={avatarUrl(reply.sender.avatar)} alt="" />
                    <strong>{reply.sender.user_name}</strong>
                  </span>
                  <time className={styles.muted} dateTime={reply.sent_date}>
                    {format.dateTime(reply.sent_date)}
                  </time>
                </span>
                <p className={styles.description}>{reply.content || reply.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
