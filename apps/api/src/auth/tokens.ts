import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Access tokens: HS256 JWTs with `exp`. `kind` separates user sessions from the site gate's tokens. A partner
 * widget's token (docs/embed-sign-in.md) is a user token with `scope: 'embed'` and the partner `origin` it is bound to.
 */
export type AccessClaims = { sub: string; kind: 'user' | 'gate'; scope?: 'embed'; origin?: string };

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** An opaque random secret (refresh tokens, e-mail keys): 256 bits, URL-safe. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

/** Signs an access token of `seconds` (the configured access token life by default). */
export async function signAccessToken(
  config: Config,
  claims: AccessClaims,
  seconds = config.accessTokenSeconds,
): Promise<{ token: string; expiry: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiry = now + seconds;
  const extra = claims.scope === 'embed' ? { scope: claims.scope, origin: claims.origin } : {};
  const token = await new SignJWT({ kind: claims.kind, ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(expiry)
    .setJti(randomUUID())
    .sign(config.jwtSecret);
  return { token, expiry };
}

/** At most this many verified access tokens are remembered per secret (the oldest is forgotten first). */
const VERIFIED_MAX = 10_000;

/**
 * Access tokens whose signature has been checked, by their exact text, with their claims and `exp`, per secret. A
 * token's signature and claims never change, so checking the same text again gives the same answer until it
 * expires; only the expiry is checked again (as jose checks it: expired once `exp` <= now in whole seconds).
 * jose verifies HS256 with WebCrypto, which runs in the thread pool: under load every request that carries a token
 * waited a turn of the event loop (behind the searches in flight) for it, several milliseconds.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();

/** 401 TOKEN_EXPIRED for an expired token (the client refreshes), 401 UNAUTHORIZED for anything else. */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims> {
  let known = verified.get(config.jwtSecret);
  const hit = known?.get(token);
  if (hit) {
    if (Math.floor(Date.now() / 1000) < hit.exp) return hit.claims;
    known?.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { algorithms: ['HS256'] });
    const kind = payload['kind'];
    if (typeof payload.sub !== 'string' || (kind !== 'user' && kind !== 'gate')) throw new ApiError('UNAUTHORIZED', 'Invalid token.');
    const { scope, origin } = payload;
    if (scope !== undefined && (scope !== 'embed' || typeof origin !== 'string')) throw new ApiError('UNAUTHORIZED', 'Invalid token.');
    const claims: AccessClaims = Object.freeze(scope === undefined ? { sub: payload.sub, kind } : { sub: payload.sub, kind, scope, origin: origin as string });
    // Only a token that expires is remembered (this server signs none without `exp`).
    if (typeof payload.exp === 'number') {
      if (!known) verified.set(config.jwtSecret, (known = new Map()));
      if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value as string);
      known.set(token, { claims, exp: payload.exp });
    }
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ApiError('TOKEN_EXPIRED', 'Your session has expired.');
    if (error instanceof ApiError) throw error;
    throw new ApiError('UNAUTHORIZED', 'Invalid token.');
  }
}

type RefreshKind = 'USER' | 'SITE_GATE';

/** Stores a new refresh token (hashed) in a family (a new family on login) and returns the raw token. */
export async function issueRefreshToken(
  db: Queryable,
  config: Config,
  input: { kind: RefreshKind; userId: number | null; familyId?: string },
): Promise<string> {
  const raw = randomSecret();
  await db
    .insertInto('refresh_tokens')
    .values({
      kind: input.kind,
      user_id: input.userId,
      family_id: input.familyId ?? randomUUID(),
      token_hash: sha256(raw),
      expires_at: new Date(Date.now() + config.refreshTokenDays * 86_400_000),
    })
    .execute();
  return raw;
}

/**
 * Rotates a refresh token: marks it used and issues its successor in the same family. A token that was already
 * used (a replay: stolen, or a second tab racing) revokes the whole family; the error commits that revocation.
 * The `used_at IS NULL` condition makes two concurrent rotations of one token end with exactly one winner.
 */
export async function rotateRefreshToken(
  db: Queryable,
  config: Config,
  raw: string,
  kind: RefreshKind,
): Promise<{ userId: number | null; refreshToken: string }> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['id', 'kind', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('token_hash', '=', sha256(raw))
    .executeTakeFirst();
  if (!row || row.kind !== kind) throw new ApiError('UNAUTHORIZED', 'Invalid refresh token.');
  if (row.revoked_at) throw new ApiError('UNAUTHORIZED', 'This session has ended. Please log in again.');
  if (row.expires_at.getTime() <= Date.now()) throw new ApiError('UNAUTHORIZED', 'Your session has expired. Please log in again.');
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    await revokeFamily(db, row.family_id);
    throw new ApiError('UNAUTHORIZED', 'This refresh token was already used; the session has been ended.', { commit: true });
  }
  const refreshToken = await issueRefreshToken(db, config, { kind, userId: row.user_id, familyId: row.family_id });
  return { userId: row.user_id, refreshToken };
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password reset, password change, account deletion). */
export async function revokeAllForUser(db: Queryable, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
