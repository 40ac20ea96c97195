import {
  ACCOUNT_DELETION_REFUSALS,
  MAX_IMAGE_BYTES,
  PASSWORD_REFUSALS,
  canDeleteAccount,
} from '@momento/contract';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeAllForUser } from '../auth/tokens.ts';
import { userData } from '../auth/viewer.ts';
import type { Queryable } from '../db/database.ts';
import { releaseCartItems } from '../domain/reservations.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { badRequest, conflict } from '../errors.ts';
import { decodeBase64, ingestImage } from '../images/images.ts';
import {
  businessFacts,
  closeAccount,
  deleteFreeTickets,
  liveCartLinesOf,
  liveTicketCount,
  liveUser,
  setPasswordHash,
  setProfileImage,
  updateProfile,
} from '../queries/profile.ts';

// The profile: /user/account/user.php.

/**
 * Whether the person has business under way that keeps their account (the contract's canDeleteAccount, which the
 * kit's mock server asks as well): the distinct (order status, fulfilment) pairs of the sub-orders they buy or sell,
 * and the distinct statuses of their offers, are the facts the rule reads.
 */
async function hasActiveBusiness(db: Queryable, userId: number): Promise<boolean> {
  return !canDeleteAccount(await businessFacts(db, userId));
}

export const profileHandlers = {
  async userGet(ctx) {
    const viewer = viewerOf(ctx);
    return userData(ctx.db, await liveUser(ctx.db, viewer.id), ctx.services.config.publicApiBase);
  },

  async userUpdate(ctx) {
    const viewer = viewerOf(ctx);
    await updateProfile(ctx.db, viewer.id, { name: ctx.body.user_name, mobile_no: ctx.body.mobile_no });
    return userData(ctx.db, await liveUser(ctx.db, viewer.id), ctx.services.config.publicApiBase);
  },

  async changePassword(ctx) {
    const viewer = viewerOf(ctx);
    const user = await liveUser(ctx.db, viewer.id);
    if (!(await verifyPassword(ctx.body.old_password, user.password_hash)))
      throw badRequest(PASSWORD_REFUSALS.wrong);
    if (ctx.body.new_password === ctx.body.old_password) throw badRequest(PASSWORD_REFUSALS.same);
    const hash = await hashPassword(ctx.body.new_password, ctx.services.config.scryptCost);
    await setPasswordHash(ctx.db, viewer.id, hash);
    // Every other session (a stolen refresh token, a partner site's widget) ends at once; this one goes on.
    await revokeAllForUser(ctx.db, viewer.id, viewer.session);
    return { ok: true as const };
  },

  async uploadProfilePhoto(ctx) {
    const viewer = viewerOf(ctx);
    const bytes = decodeBase64(ctx.body.image_file, MAX_IMAGE_BYTES);
    const hash = await ingestImage(ctx.db, ctx.services.storage, bytes);
    await setProfileImage(ctx.db, viewer.id, hash);
    return userData(ctx.db, await liveUser(ctx.db, viewer.id), ctx.services.config.publicApiBase);
  },

  async deleteAccount(ctx) {
    const viewer = viewerOf(ctx);
    const user = await liveUser(ctx.db, viewer.id);
    if (!(await verifyPassword(ctx.body.password, user.password_hash)))
      throw badRequest(PASSWORD_REFUSALS.wrong);
    if (await hasActiveBusiness(ctx.db, viewer.id)) throw conflict(ACCOUNT_DELETION_REFUSALS.activeBusiness);
    // Reservations end, tickets and collections leave the marketplace, open offers are dropped, sessions end.
    await releaseCartItems(ctx.db, await liveCartLinesOf(ctx.db, viewer.id), 'REMOVED');
    await deleteFreeTickets(ctx.db, viewer.id);
    if ((await liveTicketCount(ctx.db, viewer.id)) > 0)
      throw conflict(ACCOUNT_DELETION_REFUSALS.activeBusiness);
    await closeAccount(ctx.db, viewer.id);
    await revokeAllForUser(ctx.db, viewer.id);
    return { ok: true as const };
  },
} satisfies HandlerGroup;
