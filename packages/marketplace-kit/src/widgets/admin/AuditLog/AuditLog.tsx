import { useAuditLog } from '#api/admin/useAdminData.ts';
import { AuditLogView } from './AuditLogView.tsx';

/** The audit log, connected (/admin/audit). */
export function AuditLog() {
  const log = useAuditLog({});
  return (
    <AuditLogView
      entries={log.items}
      isLoading={log.isLoading}
      isLoadingMore={log.isLoadingMore}
      hasMore={log.hasMore}
      error={log.error}
      onLoadMore={log.loadMore}
      onRetry={log.reload}
    />
  );
}
