import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// People as other handlers look them up: whether one exists, how they show.

/** Whether the user exists and is not deleted. */
export async function userExists(db: Queryable, id: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) !== undefined
  );
}

/** The user's name, whether an admin, and picture. */
export function userCard(db: Queryable, id: number) {
  return db
    .selectFrom('users')
    .select(['name', 'is_admin', 'profile_image'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Locks the user's row until the end of the transaction (two requests of one user at once pass a check one at a time). */
export async function lockUser(db: Queryable, id: number): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`.execute(db);
}

/** The user, every column, unless deleted. */
export function liveUserRow(db: Queryable, id: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
