import type { AuditAction, AuditItemKind } from '@momento/contract';
import type { Queryable } from '../db/database.ts';

export type AuditRecord = {
  actorId: number;
  action: AuditAction;
  kind: AuditItemKind;
  itemId: number;
  /** The item's fields the action changes, as they were (null: nothing before, e.g. a new reply). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Writes one audit row. Called inside the admin action's own transaction (every admin write runs in the request's
 * transaction), so the log holds exactly the actions that took effect. Returns the row's id.
 */
export async function audit(db: Queryable, record: AuditRecord): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      item_kind: record.kind,
      item_id: record.itemId,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
