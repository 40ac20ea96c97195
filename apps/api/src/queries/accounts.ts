import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// Accounts as signing in reads and writes them (handlers/auth.ts): users by address, passwords, the e-mail keys of
// verification and reset links.

/** The account of an address (compared in lower case), not deleted, every column. */
export function accountByEmail(db: Queryable, lowerEmail: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', lowerEmail)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The account of an address (compared in lower case), not deleted: whom to mail. */
export function accountContactByEmail(db: Queryable, lowerEmail: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(sql<string>`lower(email)`, '=', lowerEmail)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The password hash, only over the hash that was checked: a password changed meanwhile stays as it is. */
export async function replacePasswordHash(
  db: Queryable,
  userId: number,
  stored: string,
  rehashed: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: rehashed })
    .where('id', '=', userId)
    .where('password_hash', '=', stored)
    .execute();
}

/** Whose refresh token of that hash it is, and its family. */
export function refreshTokenOwner(db: Queryable, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertAccount(
  db: Queryable,
  values: { name: string; email: string; password_hash: string },
): Promise<number> {
  return (await db.insertInto('users').values(values).returning(['id']).executeTakeFirstOrThrow()).id;
}

export async function insertUserKey(
  db: Queryable,
  values: { user_id: number; purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD'; key_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('user_keys').values(values).execute();
}

/** Marks an e-mail key used if it is still unused; whether this call did (one winner among concurrent uses). */
export async function spendKey(db: Queryable, keyId: number): Promise<boolean> {
  const spent = await db
    .updateTable('user_keys')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', keyId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** The verification key of that hash with its account's address (accounts not deleted). */
export function verificationKey(db: Queryable, keyHash: string) {
  return db
    .selectFrom('user_keys')
    .innerJoin('users', 'users.id', 'user_keys.user_id')
    .select([
      'user_keys.id',
      'user_keys.user_id',
      'user_keys.expires_at',
      'user_keys.used_at',
      'users.email',
      'users.is_email_verified',
    ])
    .where('user_keys.key_hash', '=', keyHash)
    .where('user_keys.purpose', '=', 'VERIFY_EMAIL')
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the user's address is verified (undefined without such a user). */
export async function isEmailVerified(db: Queryable, userId: number): Promise<boolean | undefined> {
  return (
    await db.selectFrom('users').select('is_email_verified').where('id', '=', userId).executeTakeFirst()
  )?.is_email_verified;
}

export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_email_verified: true, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The reset key of that hash. */
export function resetKey(db: Queryable, keyHash: string) {
  return db
    .selectFrom('user_keys')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('key_hash', '=', keyHash)
    .where('purpose', '=', 'RESET_PASSWORD')
    .executeTakeFirst();
}

/** The user's unused reset links end. */
export async function endResetKeys(db: Queryable, userId: number): Promise<void> {
  await db
    .updateTable('user_keys')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'RESET_PASSWORD')
    .where('used_at', 'is', null)
    .execute();
}

/** A new password from a reset link, which proves the address too. */
export async function setResetPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    // Following the link proves the address, too.
    .set({ password_hash: passwordHash, is_email_verified: true, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
