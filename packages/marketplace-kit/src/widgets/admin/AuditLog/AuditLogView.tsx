import type { AuditEntry } from '@momento/contract';
import { useId } from 'react';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import { auditTexts as englishAuditTexts } from './auditTexts.ts';
import * as admin from '../admin.css.ts';
import { AuditTable } from './AuditTable.tsx';
import type { PagedListState } from '../AdminList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface AuditLogViewProps extends PagedListState {
  entries: readonly AuditEntry[];
}

/** The audit log: every admin action, newest first, a page at a time. */
export function AuditLogView({
  entries,
  isLoading,
  isLoadingMore = false,
  hasMore = false,
  error,
  onLoadMore,
  onRetry,
}: AuditLogViewProps) {
  const t = useTexts('consoleAudit', englishAuditTexts);
  const titleId = useId();
  return (
    <section className={admin.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={admin.title}>
        {t.title}
      </h1>
      {error && entries.length === 0 ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : isLoading ? (
        <LoadingState />
      ) : entries.length === 0 ? (
        <MessageState>{t.empty}</MessageState>
      ) : (
        <AuditTable
          entries={entries}
          caption={t.listLabel}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          onLoadMore={onLoadMore}
        />
      )}
    </section>
  );
}
