import { useAuditLog } from '#api/admin/useAdminData.ts';
import { AuditLogView } from './AuditLogView.tsx';
import { pagedListState } from '../AdminList.tsx';

/** The audit log, connected (/admin/audit). */
export function AuditLog() {
  const log = useAuditLog({});
  return <AuditLogView entries={log.items} {...pagedListState(log)} />;
}
