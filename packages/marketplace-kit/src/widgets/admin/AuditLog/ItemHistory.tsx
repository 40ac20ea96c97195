import type { AuditItemKind } from '@momento/contract/routes';
import { useAuditLog } from '#api/admin/useAdminData.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { AuditTable } from './AuditTable.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface ItemHistoryProps {
  kind: AuditItemKind;
  id: number;
  /** The item's name, for the table's caption. */
  name: string;
}

/** One item's history from the audit log (shown on the item: a queued reference item, a user). */
export function ItemHistory({ kind, id, name }: ItemHistoryProps) {
  const t = useTexts('consoleShared', englishAdminSharedTexts);
  const log = useAuditLog({ item_kind: kind, item_id: id });
  if (log.error && log.items.length === 0) return <LoadError error={log.error} onRetry={log.reload} />;
  if (log.isLoading) return <LoadingState />;
  if (log.items.length === 0) return <MessageState>{t.noHistory}</MessageState>;
  return (
    <AuditTable
      entries={log.items}
      caption={t.historyLabel(name)}
      hasMore={log.hasMore}
      isLoadingMore={log.isLoadingMore}
      onLoadMore={log.loadMore}
      hideItem
    />
  );
}
