import { PEOPLE_REFUSALS, type AdminListing } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { audit } from '../domain/audit.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { listingModerated, sellerPermissionChanged } from '../notifications/moderation.ts';
import { escapeLike } from '../queries/search/sql.ts';
import { listingRows, userDetail, userRows, userSummary } from '../queries/adminPeople.ts';

// The operator's users and listings (admin): GET/PUT /admin/users.php (search, one user, seller permission) and
// GET/PUT /admin/listings.php (list, hide or restore one). Both take listings off sale through their status
// (INACTIVE), so the search, its index, the catalogue caches and the events' ticket counts follow at once through
// the catalogue change log (migration 0010) like any other listing change.

/** Statuses a listing can be hidden from: not sold and in no live cart, order or accepted offer. */
const HIDEABLE = ['SELL', 'OWNED', 'INACTIVE'] as const;

async function oneListing(db: Queryable, id: number): Promise<AdminListing> {
  const [listing] = await listingRows(db, sql<boolean>`t.id = ${id}`, 1, 0);
  if (!listing) throw notFound(PEOPLE_REFUSALS.listingNotFound);
  return listing;
}

export const adminPeopleHandlers = {
  async adminUsers(ctx) {
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    return listReply(await userRows(ctx.db, q.q, limit, offset), ctx, q.page, size);
  },

  async adminUser(ctx) {
    const summary = await userSummary(ctx.db, ctx.query.user_id);
    if (!summary) throw notFound(PEOPLE_REFUSALS.userNotFound);
    return userDetail(ctx.db, summary);
  },

  async adminSellerPermission(ctx) {
    const viewer = viewerOf(ctx);
    const { user_id: userId, status, reason } = ctx.body;
    const permission = await sql<{ id: number; status: 'ACTIVE' | 'INACTIVE' }>`
      SELECT id, status FROM permissions WHERE user_id = ${userId} AND permission = 'SELLER' ORDER BY id LIMIT 1 FOR UPDATE`.execute(
      ctx.db,
    );
    const current = permission.rows[0];
    if (!current) throw notFound(PEOPLE_REFUSALS.notSeller);
    if (current.status === status)
      throw conflict(status === 'ACTIVE' ? PEOPLE_REFUSALS.alreadyActive : PEOPLE_REFUSALS.alreadyInactive);
    await sql`UPDATE permissions SET status = ${status}, updated_at = now() WHERE id = ${current.id}`.execute(
      ctx.db,
    );
    // Deactivation takes the seller's listings on sale off sale (SELLER INACTIVE) and marks them, so that
    // reactivation puts back exactly those (not the ones the seller had paused, nor the hidden ones).
    const moved =
      status === 'INACTIVE'
        ? await sql<{ id: number }>`
            UPDATE tickets SET status = 'INACTIVE', suspended_at = now(), updated_at = now()
             WHERE seller_id = ${userId} AND status = 'SELL' AND deleted_at IS NULL RETURNING id`.execute(
            ctx.db,
          )
        : await sql<{ id: number }>`
            UPDATE tickets SET status = 'SELL', suspended_at = NULL, updated_at = now()
             WHERE seller_id = ${userId} AND suspended_at IS NOT NULL AND status = 'INACTIVE' AND hidden_at IS NULL AND deleted_at IS NULL
            RETURNING id`.execute(ctx.db);
    if (status === 'ACTIVE')
      await sql`UPDATE tickets SET suspended_at = NULL WHERE seller_id = ${userId} AND suspended_at IS NOT NULL`.execute(
        ctx.db,
      );
    const listings = moved.rows.map((r) => r.id);
    const auditId = await audit(ctx.db, {
      actorId: viewer.id,
      action: status === 'ACTIVE' ? 'SELLER_REACTIVATE' : 'SELLER_DEACTIVATE',
      kind: 'user',
      itemId: userId,
      before: { seller_status: current.status },
      after: { seller_status: status, reason: reason || null, listings },
    });
    await sellerPermissionChanged(
      ctx.db,
      { id: userId, active: status === 'ACTIVE', reason: reason || null },
      auditId,
    );
    const summary = await userSummary(ctx.db, userId);
    if (!summary) throw notFound(PEOPLE_REFUSALS.userNotFound);
    return summary;
  },

  async adminListings(ctx) {
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
    if (q.seller !== undefined) where.push(sql<boolean>`t.seller_id = ${q.seller}`);
    if (q.hidden !== undefined)
      where.push(q.hidden === 1 ? sql<boolean>`t.hidden_at IS NOT NULL` : sql<boolean>`t.hidden_at IS NULL`);
    if (q.q) where.push(sql<boolean>`t.listing_name ILIKE ${`%${escapeLike(q.q)}%`}`);
    return listReply(
      await listingRows(ctx.db, sql<boolean>`${sql.join(where, sql` AND `)}`, limit, offset),
      ctx,
      q.page,
      size,
    );
  },

  async adminListingVisibility(ctx) {
    const viewer = viewerOf(ctx);
    const { product_id: id, hidden } = ctx.body;
    const reason = ctx.body.reason || null;
    const row = await sql<{
      id: number;
      seller_id: number;
      listing_name: string;
      status: string;
      hidden_at: Date | null;
      hidden_reason: string | null;
      hidden_from_status: string | null;
    }>`
      SELECT id, seller_id, listing_name, status, hidden_at, hidden_reason, hidden_from_status FROM tickets
       WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`.execute(ctx.db);
    const listing = row.rows[0];
    if (!listing) throw notFound(PEOPLE_REFUSALS.listingNotFound);
    if (hidden) {
      if (listing.hidden_at !== null) throw conflict(PEOPLE_REFUSALS.alreadyHidden);
      if (!(HIDEABLE as readonly string[]).includes(listing.status)) throw conflict(PEOPLE_REFUSALS.busy);
      // INACTIVE is a locked status: the seller can not put a hidden listing back on sale by editing it.
      await sql`UPDATE tickets SET hidden_at = now(), hidden_reason = ${reason}, hidden_from_status = status, status = 'INACTIVE', updated_at = now()
                 WHERE id = ${id}`.execute(ctx.db);
    } else {
      if (listing.hidden_at === null) throw conflict(PEOPLE_REFUSALS.notHidden);
      // Back to the status it had, except that a listing for sale of a seller deactivated meanwhile waits for the
      // seller's reactivation.
      await sql`
        UPDATE tickets t SET
               status = CASE WHEN t.hidden_from_status = 'SELL' AND inactive.off THEN 'INACTIVE' ELSE coalesce(t.hidden_from_status, 'INACTIVE') END,
               suspended_at = CASE WHEN t.hidden_from_status = 'SELL' AND inactive.off THEN now() ELSE t.suspended_at END,
               hidden_at = NULL, hidden_reason = NULL, hidden_from_status = NULL, updated_at = now()
          FROM (SELECT EXISTS (SELECT 1 FROM permissions p WHERE p.user_id = ${listing.seller_id} AND p.permission = 'SELLER' AND p.status = 'INACTIVE') AS off) inactive
         WHERE t.id = ${id}`.execute(ctx.db);
    }
    const after = await oneListing(ctx.db, id);
    const auditId = await audit(ctx.db, {
      actorId: viewer.id,
      action: hidden ? 'LISTING_HIDE' : 'LISTING_RESTORE',
      kind: 'listing',
      itemId: id,
      before: {
        status: listing.status,
        hidden: listing.hidden_at !== null,
        hidden_reason: listing.hidden_reason,
      },
      after: { status: after.status, hidden: after.hidden, hidden_reason: after.hidden_reason },
    });
    await listingModerated(
      ctx.db,
      { id, sellerId: listing.seller_id, name: listing.listing_name, hidden, reason },
      auditId,
    );
    return after;
  },
} satisfies HandlerGroup;
