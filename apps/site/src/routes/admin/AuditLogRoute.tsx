import { AuditLog } from '@momento/marketplace-kit';

/** /admin/audit: every admin action, newest first. */
export function Component() {
  return <AuditLog />;
}
