import { AuditLog } from '@momento/marketplace-kit';

/** /admin/audit: every operator action, newest first. */
export function Component() {
  return <AuditLog />;
}
