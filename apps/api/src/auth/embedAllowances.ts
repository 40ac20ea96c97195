import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Whether the user's consent to a partner origin is live: given, not revoked, and not past EMBED_ALLOWANCE_DAYS (one
 * lookup by the table's primary key, `(user_id, origin)`). The sign-in window asks again without one, and an embed
 * token of that origin counts only with one (http/pipeline.ts), so that revoking ends the site's tokens at once.
 */
export async function hasLiveAllowance(db: Kysely<DB>, userId: number, origin: string): Promise<boolean> {
  const row = await db
    .selectFrom('embed_allowances')
    .select('id')
    .where('user_id', '=', userId)
    .where('origin', '=', origin)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
