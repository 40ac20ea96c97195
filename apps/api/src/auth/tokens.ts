import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ERROR_TEXTS, TOKEN_REFUSALS } from '@momento/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { publishStreamEnd } from '../live/hub.ts';

/**
 * Access tokens: HS256 JWTs with `exp`. `kind` separates user sessions from the site gate's tokens. A user's site token
 * names its session, `sid`: the refresh token family it was issued with, checked on every use (auth/viewer.ts), so a
 * token dies with its session (logout, password reset or change, signing out everywhere) rather than at its `exp`
 * (docs/sessions.md). A partner widget's token (docs/embed-sign-in.md) is a user token with `scope: 'embed'` and the
 * partner `origin` it is bound to, and no `sid`: it lives on the user's consent to that origin instead.
 */
export type AccessClaims = {
  sub: string;
  kind: 'user' | 'gate';
  sid?: string;
  scope?: 'embed';
  origin?: string;
};

/** The answer to a site token whose session has ended: TOKEN_EXPIRED, so the client refreshes (and that fails). */
export const sessionEnded = (): ApiError => new ApiError('TOKEN_EXPIRED', TOKEN_REFUSALS.sessionEnded);

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
  const extra =
    claims.scope === 'embed'
      ? { scope: claims.scope, origin: claims.origin }
      : claims.sid
        ? { sid: claims.sid }
        : {};
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

/**
 * 401 TOKEN_EXPIRED for an expired token (the client refreshes), 401 UNAUTHORIZED for anything else. A user's site
 * token without a session (`sid`) counts as expired: the client's refresh gets one that names its session.
 */
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
    if (typeof payload.sub !== 'string' || (kind !== 'user' && kind !== 'gate'))
      throw new ApiError('UNAUTHORIZED', TOKEN_REFUSALS.invalid);
    const { scope, origin, sid } = payload;
    if (scope !== undefined && (scope !== 'embed' || typeof origin !== 'string'))
      throw new ApiError('UNAUTHORIZED', TOKEN_REFUSALS.invalid);
    if (kind === 'user' && scope === undefined && (typeof sid !== 'string' || sid === ''))
      throw sessionEnded();
    const claims: AccessClaims = Object.freeze(
      scope !== undefined
        ? { sub: payload.sub, kind, scope, origin: origin as string }
        : typeof sid === 'string'
          ? { sub: payload.sub, kind, sid }
          : { sub: payload.sub, kind },
    );
    // Only a token that expires is remembered (this server signs none without `exp`).
    if (typeof payload.exp === 'number') {
      if (!known) verified.set(config.jwtSecret, (known = new Map()));
      if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value as string);
      known.set(token, { claims, exp: payload.exp });
    }
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ApiError('TOKEN_EXPIRED', ERROR_TEXTS.TOKEN_EXPIRED);
    if (error instanceof ApiError) throw error;
    throw new ApiError('UNAUTHORIZED', TOKEN_REFUSALS.invalid);
  }
}

type RefreshKind = 'USER' | 'SITE_GATE';

/**
 * Starts a user's session on the site (a login): a new refresh token family, whose id the access token names as its
 * `sid`. Answers the login reply's token fields.
 */
export async function startSession(
  db: Queryable,
  config: Config,
  userId: number,
): Promise<{ token: string; expiry: number; refresh_token: string }> {
  const familyId = randomUUID();
  const access = await signAccessToken(config, { sub: String(userId), kind: 'user', sid: familyId });
  const refresh = await issueRefreshToken(db, config, { kind: 'USER', userId, familyId });
  return { token: access.token, expiry: access.expiry, refresh_token: refresh };
}

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
 * A family counts as ended once any of its tokens is revoked: a successor issued while the family was being revoked
 * (the revocation's UPDATE does not see a row inserted after it began) is refused too.
 */
export async function rotateRefreshToken(
  db: Queryable,
  config: Config,
  raw: string,
  kind: RefreshKind,
): Promise<{ userId: number | null; familyId: string; refreshToken: string }> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['id', 'kind', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at'])
    .select((eb) => familyEnded(eb, eb.ref('refresh_tokens.family_id')).as('family_ended'))
    .where('token_hash', '=', sha256(raw))
    .executeTakeFirst();
  if (!row || row.kind !== kind) throw new ApiError('UNAUTHORIZED', TOKEN_REFUSALS.refreshInvalid);
  if (row.revoked_at || row.family_ended) throw new ApiError('UNAUTHORIZED', TOKEN_REFUSALS.sessionEnded);
  if (row.expires_at.getTime() <= Date.now())
    throw new ApiError('UNAUTHORIZED', TOKEN_REFUSALS.refreshExpired);
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    await revokeFamily(db, row.family_id, row.user_id);
    throw new ApiError('UNAUTHORIZED', TOKEN_REFUSALS.refreshReplayed, { commit: true });
  }
  const refreshToken = await issueRefreshToken(db, config, {
    kind,
    userId: row.user_id,
    familyId: row.family_id,
  });
  return { userId: row.user_id, familyId: row.family_id, refreshToken };
}

/**
 * Whether a session (a refresh token family) has ended: one of its tokens is revoked. Every revocation marks all of
 * the family's tokens, so one revoked row is enough; the partial index refresh_tokens_ended_family_idx holds only
 * revoked rows, so a live session is one probe that finds nothing.
 */
export function familyEnded(eb: ExpressionBuilder<DB, keyof DB>, familyId: string | Expression<string>) {
  return eb.exists(
    eb
      .selectFrom('refresh_tokens as ended')
      .select(sql<number>`1`.as('one'))
      .where('ended.family_id', '=', familyId)
      .where('ended.revoked_at', 'is not', null),
  );
}

/**
 * Ends one session of a user (`userId`, null for a refresh family of no user): its refresh token family, and with it
 * the site access tokens that name it, and the live streams those opened (on every process, once the caller's
 * transaction commits).
 */
export async function revokeFamily(db: Queryable, familyId: string, userId: number | null): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  if (userId !== null) await publishStreamEnd(db, userId, { sid: familyId });
}

/**
 * Ends every session of a user but `keep` (a family id, the caller's own on a password change): their refresh token
 * families, and with them the site access tokens that name them, and their partner sites' embed tokens, by deleting
 * the consents those rest on (the partner's window asks again); and the live streams all those tokens opened, on
 * every process once the caller's transaction commits. Password reset and change, signing out everywhere and account
 * deletion call it (docs/sessions.md).
 */
export async function revokeAllForUser(db: Queryable, userId: number, keep?: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (qb) => qb.where('family_id', '!=', keep as string))
    .execute();
  await db.deleteFrom('embed_allowances').where('user_id', '=', userId).execute();
  await publishStreamEnd(db, userId, { all: true, ...(keep === undefined ? {} : { exceptSid: keep }) });
}
