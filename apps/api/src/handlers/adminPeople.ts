import { PEOPLE_REFUSALS, type AdminTicket } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { audit } from '../domain/audit.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { ticketModerated, sellerPermissionChanged } from '../notifications/moderation.ts';
import {
  hideTicket,
  ticketById,
  ticketPage,
  lockTicket,
  lockSellerPermission,
  restoreTicket,
  resumeSellerTickets,
  setPermissionStatus,
  suspendSellerTickets,
  userDetail,
  userRows,
  userSummary,
} from '../queries/adminPeople.ts';

// The admin's users and tickets (admin): GET/PUT /admin/users.php (search, one user, seller permission) and
// GET/PUT /admin/tickets.php (list, hide or restore one). Both take tickets off sale through their status
// (INACTIVE), so the search, its index, the catalogue caches and the events' ticket counts follow at once through
// the catalogue change log (migration 0010) like any other ticket change.

/** Statuses a ticket can be hidden from: not sold and in no live cart, order or accepted offer. */
const HIDEABLE = ['SELL', 'OWNED', 'INACTIVE'] as const;

async function oneTicket(db: Queryable, id: number): Promise<AdminTicket> {
  const ticket = await ticketById(db, id);
  if (!ticket) throw notFound(PEOPLE_REFUSALS.ticketNotFound);
  return ticket;
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
    const current = await lockSellerPermission(ctx.db, userId);
    if (!current) throw notFound(PEOPLE_REFUSALS.notSeller);
    if (current.status === status)
      throw conflict(status === 'ACTIVE' ? PEOPLE_REFUSALS.alreadyActive : PEOPLE_REFUSALS.alreadyInactive);
    await setPermissionStatus(ctx.db, current.id, status);
    // Deactivation takes the seller's tickets on sale off sale (SELLER INACTIVE) and marks them, so that
    // reactivation puts back exactly those (not the ones the seller had paused, nor the hidden ones).
    const listings =
      status === 'INACTIVE'
        ? await suspendSellerTickets(ctx.db, userId)
        : await resumeSellerTickets(ctx.db, userId);
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

  async adminTickets(ctx) {
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    return listReply(
      await ticketPage(ctx.db, { seller: q.seller, hidden: q.hidden, q: q.q }, limit, offset),
      ctx,
      q.page,
      size,
    );
  },

  async adminTicketVisibility(ctx) {
    const viewer = viewerOf(ctx);
    const { product_id: id, hidden } = ctx.body;
    const reason = ctx.body.reason || null;
    const ticket = await lockTicket(ctx.db, id);
    if (!ticket) throw notFound(PEOPLE_REFUSALS.ticketNotFound);
    if (hidden) {
      if (ticket.hidden_at !== null) throw conflict(PEOPLE_REFUSALS.alreadyHidden);
      if (!(HIDEABLE as readonly string[]).includes(ticket.status)) throw conflict(PEOPLE_REFUSALS.busy);
      await hideTicket(ctx.db, id, reason);
    } else {
      if (ticket.hidden_at === null) throw conflict(PEOPLE_REFUSALS.notHidden);
      await restoreTicket(ctx.db, id, ticket.seller_id);
    }
    const after = await oneTicket(ctx.db, id);
    const auditId = await audit(ctx.db, {
      actorId: viewer.id,
      action: hidden ? 'LISTING_HIDE' : 'LISTING_RESTORE',
      kind: 'listing',
      itemId: id,
      before: {
        status: ticket.status,
        hidden: ticket.hidden_at !== null,
        hidden_reason: ticket.hidden_reason,
      },
      after: { status: after.status, hidden: after.hidden, hidden_reason: after.hidden_reason },
    });
    await ticketModerated(
      ctx.db,
      { id, sellerId: ticket.seller_id, name: ticket.listing_name, hidden, reason },
      auditId,
    );
    return after;
  },
} satisfies HandlerGroup;
