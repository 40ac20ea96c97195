import { ACCOUNT_DELETION_REFUSALS, MAX_IMAGE_BYTES, PASSWORD_REFUSALS, canDeleteAccount, type FulfilmentStatus, type OfferStatus, type OrderStatus } from '@momento/contract';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeAllForUser } from '../auth/tokens.ts';
import { userData } from '../auth/viewer.ts';
import type { Queryable } from '../db/database.ts';
import { releaseCartItems } from '../domain/reservations.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { badRequest, conflict } from '../errors.ts';
import { decodeBase64, ingestImage } from '../images/images.ts';

// The profile: /user/account/user.php.

async function liveUser(db: Queryable, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
}

/**
 * Whether the person has business under way that keeps their account (the contract's canDeleteAccount, which the
 * kit's mock server asks as well): the distinct (order status, fulfilment) pairs of the sub-orders they buy or sell,
 * and the distinct statuses of their offers, are the facts the rule reads.
 */
async function hasActiveBusiness(db: Queryable, userId: number): Promise<boolean> {
  const subOrders = await sql<{ order_status: OrderStatus; fulfilment: FulfilmentStatus }>`
    SELECT DISTINCT o.status AS order_status, so.fulfilment_status AS fulfilment
      FROM sub_orders so JOIN orders o ON o.id = so.order_id
     WHERE o.buyer_id = ${userId} OR so.seller_id = ${userId}`.execute(db);
  const offers = await sql<{ status: OfferStatus }>`
    SELECT DISTINCT status FROM offers WHERE buyer_id = ${userId} OR seller_id = ${userId}`.execute(db);
  return !canDeleteAccount({
    subOrders: subOrders.rows.map((row) => ({ orderStatus: row.order_status, fulfilment: row.fulfilment })),
    offerStatuses: offers.rows.map((row) => row.status),
  });
}

export const profileHandlers = {
  async userGet(ctx) {
    const viewer = viewerOf(ctx);
    return userData(ctx.db, await liveUser(ctx.db, viewer.id), ctx.services.config.publicApiBase);
  },

  async userUpdate(ctx) {
    const viewer = viewerOf(ctx);
    await ctx.db
      .updateTable('users')
      .set({ name: ctx.body.user_name, mobile_no: ctx.body.mobile_no, updated_at: new Date() })
      .where('id', '=', viewer.id)
      .execute();
    return userData(ctx.db, await liveUser(ctx.db, viewer.id), ctx.services.config.publicApiBase);
  },

  async changePassword(ctx) {
    const viewer = viewerOf(ctx);
    const user = await liveUser(ctx.db, viewer.id);
    if (!(await verifyPassword(ctx.body.old_password, user.password_hash))) throw badRequest(PASSWORD_REFUSALS.wrong);
    if (ctx.body.new_password === ctx.body.old_password) throw badRequest(PASSWORD_REFUSALS.same);
    const hash = await hashPassword(ctx.body.new_password, ctx.services.config.scryptCost);
    await ctx.db.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', viewer.id).execute();
    // Every other session (a stolen refresh token, a partner site's widget) ends at once; this one goes on.
    await revokeAllForUser(ctx.db, viewer.id, viewer.session);
    return { ok: true as const };
  },

  async uploadProfilePhoto(ctx) {
    const viewer = viewerOf(ctx);
    const bytes = decodeBase64(ctx.body.image_file, MAX_IMAGE_BYTES);
    const hash = await ingestImage(ctx.db, ctx.services.storage, bytes);
    await ctx.db.updateTable('users').set({ profile_image: hash, updated_at: new Date() }).where('id', '=', viewer.id).execute();
    return userData(ctx.db, await liveUser(ctx.db, viewer.id), ctx.services.config.publicApiBase);
  },

  async deleteAccount(ctx) {
    const viewer = viewerOf(ctx);
    const user = await liveUser(ctx.db, viewer.id);
    if (!(await verifyPassword(ctx.body.password, user.password_hash))) throw badRequest(PASSWORD_REFUSALS.wrong);
    if (await hasActiveBusiness(ctx.db, viewer.id)) throw conflict(ACCOUNT_DELETION_REFUSALS.activeBusiness);
    // Reservations end, listings and collections leave the marketplace, open offers are dropped, sessions end.
    const items = await sql<{ id: number }>`
      SELECT ci.id FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = ${viewer.id} AND ci.released_at IS NULL`.execute(ctx.db);
    await releaseCartItems(ctx.db, items.rows.map((r) => r.id), 'REMOVED');
    await sql`UPDATE tickets SET deleted_at = now(), status = 'INACTIVE', updated_at = now()
               WHERE seller_id = ${viewer.id} AND deleted_at IS NULL AND status IN ('SELL', 'OWNED', 'INACTIVE')`.execute(ctx.db);
    const locked = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM tickets WHERE seller_id = ${viewer.id} AND deleted_at IS NULL`.execute(ctx.db);
    if ((locked.rows[0]?.n ?? 0) > 0) throw conflict(ACCOUNT_DELETION_REFUSALS.activeBusiness);
    await sql`UPDATE collections SET deleted_at = now(), updated_at = now() WHERE user_id = ${viewer.id} AND deleted_at IS NULL`.execute(ctx.db);
    await sql`UPDATE offers SET status = 'DROPPED', updated_at = now() WHERE (buyer_id = ${viewer.id} OR seller_id = ${viewer.id}) AND status = 'OPEN'`.execute(ctx.db);
    await sql`UPDATE offer_entries SET status = 'DROPPED', updated_at = now()
               WHERE is_latest AND status = 'OPEN' AND offer_id IN (SELECT id FROM offers WHERE buyer_id = ${viewer.id} OR seller_id = ${viewer.id})`.execute(ctx.db);
    await ctx.db.updateTable('permissions').set({ status: 'INACTIVE', updated_at: new Date() }).where('user_id', '=', viewer.id).execute();
    await ctx.db.updateTable('addresses').set({ deleted_at: new Date(), is_primary: false }).where('user_id', '=', viewer.id).where('deleted_at', 'is', null).execute();
    await ctx.db.updateTable('users').set({ status: 'DELETED', deleted_at: new Date(), updated_at: new Date() }).where('id', '=', viewer.id).execute();
    await revokeAllForUser(ctx.db, viewer.id);
    return { ok: true as const };
  },
} satisfies HandlerGroup;

