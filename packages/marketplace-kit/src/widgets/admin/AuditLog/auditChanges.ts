import type { AuditEntry } from '@momento/contract';

/** One field an admin's action changed: its value before and after (null where there was none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const show = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The fields an entry's before and after states differ in, in the order they first appear. */
export function auditChanges({ before, after }: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
