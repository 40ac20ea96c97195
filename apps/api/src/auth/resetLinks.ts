import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { randomSecret, sha256 } from './tokens.ts';

/** How long a password-reset link works. */
export const RESET_KEY_HOURS = 2;

/**
 * A new single-use password-reset key for a user, stored hashed, and the site's link that carries it (/reset, which
 * calls resetPassword). The reset mail sends one, and so does the mail about failed logins (auth/loginFailures.ts).
 */
export async function newResetLink(db: Queryable, config: Config, userId: number): Promise<string> {
  const key = randomSecret();
  await db
    .insertInto('user_keys')
    .values({
      user_id: userId,
      purpose: 'RESET_PASSWORD',
      key_hash: sha256(key),
      expires_at: new Date(Date.now() + RESET_KEY_HOURS * 3_600_000),
    })
    .execute();
  return `${config.siteUrl}/reset?reset_key=${encodeURIComponent(key)}`;
}
