import {
  NOTIFICATION_PREFERENCE_KINDS,
  NOTIFICATION_REFUSALS,
  type NotificationPreferenceKind,
} from '@momento/contract';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors.ts';

/**
 * One-click unsubscribe (RFC 8058): every non-essential e-mail carries a link with a token that names the user and
 * the kind, signed with the server's key (HS256, JWT_SECRET) for this purpose only (its audience; an access token is
 * not one, and this is not an access token). Anyone holding the mail may use it, without signing in; nobody can make
 * one for another user or kind. It does not expire: an old mail's link still works.
 */
const AUDIENCE = 'momento:unsubscribe';

export async function unsubscribeToken(
  config: Config,
  userId: number,
  kind: NotificationPreferenceKind,
): Promise<string> {
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(config.jwtSecret);
}

export async function readUnsubscribeToken(
  config: Config,
  token: string,
): Promise<{ userId: number; kind: NotificationPreferenceKind }> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    const kind = payload['kind'];
    const userId = Number(payload.sub);
    if (
      !Number.isInteger(userId) ||
      !NOTIFICATION_PREFERENCE_KINDS.includes(kind as NotificationPreferenceKind)
    )
      throw new Error('claims');
    return { userId, kind: kind as NotificationPreferenceKind };
  } catch {
    throw new ApiError('VALIDATION', NOTIFICATION_REFUSALS.unsubscribeInvalid);
  }
}

/** The user's preferences (every kind on until they choose). */
export async function preferencesOf(
  db: Queryable,
  userId: number,
): Promise<Record<NotificationPreferenceKind, boolean>> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['orders', 'offers', 'messages', 'saved_searches', 'price_drops'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { orders: true, offers: true, messages: true, saved_searches: true, price_drops: true };
}

export async function setPreferences(
  db: Queryable,
  userId: number,
  changes: Partial<Record<NotificationPreferenceKind, boolean>>,
): Promise<Record<NotificationPreferenceKind, boolean>> {
  const next = { ...(await preferencesOf(db, userId)), ...changes };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...next, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...next, updated_at: new Date() }))
    .execute();
  return next;
}

/** Applies a token: that kind is no longer e-mailed to its user. Idempotent (a second click changes nothing). */
export async function unsubscribe(
  db: Queryable,
  config: Config,
  token: string,
): Promise<{ kind: NotificationPreferenceKind }> {
  const { userId, kind } = await readUnsubscribeToken(config, token);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw new ApiError('VALIDATION', NOTIFICATION_REFUSALS.unsubscribeInvalid);
  await setPreferences(db, userId, { [kind]: false });
  return { kind };
}
