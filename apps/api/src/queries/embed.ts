import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// The sign-in of partner widgets (handlers/embed.ts; docs/embed-sign-in.md): one-time codes (`embed_grants`, stored
// hashed) and the users' consents to partner origins (`embed_allowances`).

/** A new one-time code for the user, the origin and the widget's challenge, valid for `seconds`. */
export async function insertEmbedGrant(
  db: Queryable,
  grant: { codeHash: string; userId: number; origin: string; challenge: string; seconds: number },
): Promise<void> {
  await db
    .insertInto('embed_grants')
    .values({
      code_hash: grant.codeHash,
      user_id: grant.userId,
      origin: grant.origin,
      challenge: grant.challenge,
      expires_at: sql<Date>`now() + make_interval(secs => ${grant.seconds}::integer)`,
    })
    .execute();
}

/**
 * The user's consent to the origin, for `days` from now: a lapsed row starts afresh, a live one keeps its dates
 * (signing in again does not extend a consent).
 */
export async function grantEmbedAllowance(
  db: Queryable,
  userId: number,
  origin: string,
  days: number,
): Promise<void> {
  const expiresAt = sql<Date>`now() + make_interval(days => ${days}::integer)`;
  await db
    .insertInto('embed_allowances')
    .values({ user_id: userId, origin, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'origin'])
        .doUpdateSet({ granted_at: sql<Date>`now()`, expires_at: expiresAt })
        .where('embed_allowances.expires_at', '<=', sql<Date>`now()`),
    )
    .execute();
}

/** Deletes the codes that expired over an hour ago (spent or not, they are of no use). */
export async function deleteStaleEmbedGrants(db: Queryable): Promise<void> {
  await db
    .deleteFrom('embed_grants')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}

/** The user's live allowances, most recent consent first. */
export function liveEmbedAllowances(db: Queryable, userId: number) {
  return db
    .selectFrom('embed_allowances')
    .select(['id', 'origin', 'granted_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('granted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes the user's allowance of that id; its user and origin, undefined when it is not theirs. */
export function deleteEmbedAllowance(db: Queryable, id: number, userId: number) {
  return db
    .deleteFrom('embed_allowances')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['user_id', 'origin'])
    .executeTakeFirst();
}

/**
 * Spends the unused code of that hash (used now): its user, origin, challenge and whether it had expired; undefined
 * when no unused code has that hash.
 */
export function spendEmbedGrant(db: Queryable, codeHash: string) {
  return db
    .updateTable('embed_grants')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning(['user_id', 'origin', 'challenge', sql<boolean>`expires_at <= now()`.as('expired')])
    .executeTakeFirst();
}

/** Whether a code of that hash exists (spent or not). */
export async function embedGrantExists(db: Queryable, codeHash: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('embed_grants')
      .select('id')
      .where('code_hash', '=', codeHash)
      .executeTakeFirst()) !== undefined
  );
}
