import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

/** A page of the e-mail outbox, newest first, to one address when given (the development outbox, handlers/dev.ts). */
export function outboxMailPage(db: Queryable, to: string | undefined, limit: number, offset: number) {
  let query = db.selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').limit(limit).offset(offset);
  if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.toLowerCase());
  return query.execute();
}
