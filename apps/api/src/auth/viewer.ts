import type { User } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { Viewer } from '../context.ts';
import { imageUrl } from '../images/images.ts';
import { familyEnded, sessionEnded } from './tokens.ts';

/**
 * Loads a live user as a request's viewer; null when the account is gone (deleted after the token was issued). With
 * a `session` (a site token's `sid`), the same query checks that the session has not ended, on every request: a
 * logout, reset or sign-out everywhere takes effect at once (throws TOKEN_EXPIRED, see sessionEnded).
 */
export async function loadViewer(db: Queryable, userId: number, session?: string): Promise<Viewer | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('permissions', (join) =>
      join.onRef('permissions.user_id', '=', 'users.id').on('permissions.permission', '=', 'SELLER'),
    )
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.is_admin',
      'permissions.status as seller_status',
    ])
    .$if(session !== undefined, (qb) =>
      qb.select((eb) => familyEnded(eb, session as string).as('session_ended')),
    )
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.session_ended) throw sessionEnded();
  return {
    ...(session === undefined ? {} : { session }),
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.is_admin,
    isSeller: row.seller_status !== null,
    isActiveSeller: row.seller_status === 'ACTIVE',
  };
}

/** Alias used by the refresh call: the live account behind a refresh token. */
export const viewerOfToken = loadViewer;

/** The User entity of the contract (login's user_data, GET user.php). */
export async function userData(db: Queryable, user: UserRow, apiBase: string): Promise<User> {
  const permissions = await db
    .selectFrom('permissions')
    .select(['permission', 'status'])
    .where('user_id', '=', user.id)
    .where('permission', '=', 'SELLER')
    .execute();
  return {
    id: user.id,
    name: user.name,
    mail: user.email,
    mobile_no: user.mobile_no,
    is_email_verified: user.is_email_verified ? 1 : 0,
    is_admin: user.is_admin ? 1 : 0,
    profile_url: user.profile_image ? imageUrl(apiBase, user.profile_image, 400) : null,
    permissions: permissions.map((p) => ({ permission: 'SELLER' as const, status: p.status })),
  };
}
