// The admin area's operations against the mock's admin state. Every route is 'admin' in the contract, so the
// router answers 401 / 403 before these run. Each action writes an audit entry, as the server does.
import type {
  AdminQueueDecision,
  AdminUserSummary,
  AuditAction,
  AuditEntry,
  AuditItemKind,
  User,
} from '@momento/contract';
import {
  ADMIN_REPORT_REFUSALS,
  DEFAULT_DASHBOARD_DAYS,
  DELIVERY_REFUSALS,
  ERR0010_MESSAGE,
  PEOPLE_REFUSALS,
  QUEUE_REFUSALS,
  REPORT_REFUSALS,
  disclosesContact,
  sellerPermissionOf,
  type ModerationKind,
} from '@momento/contract';
import { mockAdminPerson } from '../adminFixtures.ts';
import type { MockDb } from '../db.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { emitLive } from './live.ts';
import { queueMockRefund } from './refunds.ts';
import { buildReply } from './reports.ts';
import { contains, isoNow } from './shared.ts';

type AdminOperations =
  | 'adminQueue'
  | 'adminQueueDecide'
  | 'adminQueueBulkApprove'
  | 'adminQueueMerge'
  | 'adminReports'
  | 'adminReport'
  | 'adminReportReply'
  | 'adminReportClose'
  | 'adminReportReopen'
  | 'adminDeliveries'
  | 'adminDeliveryApprove'
  | 'adminDeliveryCancel'
  | 'adminUsers'
  | 'adminUser'
  | 'adminSellerPermission'
  | 'adminTickets'
  | 'adminTicketVisibility'
  | 'adminDashboard'
  | 'adminAudit';

const DAY_MS = 86_400_000;

/** One audit entry by the caller, newest first (as the server writes one per admin action). */
export function audit(
  db: MockDb,
  viewer: User,
  action: AuditAction,
  item: { kind: AuditItemKind; id: number },
  before: AuditEntry['before'],
  after: AuditEntry['after'],
) {
  db.admin.audit.unshift({
    id: db.nextId(),
    actor: { ...mockAdminPerson, id: viewer.id, name: viewer.name, email: viewer.mail },
    at: isoNow(db),
    action,
    item_kind: item.kind,
    item_id: item.id,
    before,
    after,
  });
}

function queued(db: MockDb, kind: ModerationKind, id: number) {
  const item =
    db.admin.queue.find((entry) => entry.kind === kind && entry.id === id) ??
    fail('NOT_FOUND', QUEUE_REFUSALS.notFound(kind));
  if (item.status !== 'INQUEUE') fail('CONFLICT', QUEUE_REFUSALS.decided(kind, item.display_name));
  return item;
}

function decide(context: MockContext<'adminQueueDecide'>): AdminQueueDecision {
  const { db, body } = context;
  const viewer = viewerOf(context);
  const item = queued(db, body.kind, body.id);
  const before = { status: item.status, display_name: item.display_name };
  if (body.decision === 'EDIT_APPROVE') item.display_name = body.display_name;
  item.status = body.decision === 'REJECT' ? 'REJECTED' : 'APPROVED';
  const reason = body.decision === 'REJECT' ? body.reason : null;
  const action: AuditAction =
    body.decision === 'REJECT'
      ? 'QUEUE_REJECT'
      : body.decision === 'EDIT_APPROVE'
        ? 'QUEUE_EDIT_APPROVE'
        : 'QUEUE_APPROVE';
  audit(db, viewer, action, item, before, {
    status: item.status,
    display_name: item.display_name,
    ...(reason ? { rejection_reason: reason } : {}),
  });
  return {
    kind: item.kind,
    id: item.id,
    display_name: item.display_name,
    status: item.status,
    rejection_reason: reason,
  };
}

function reportOf(db: MockDb, reportId: number) {
  return (
    db.admin.reports.find((report) => report.report_id === reportId) ??
    fail('NOT_FOUND', REPORT_REFUSALS.notFound)
  );
}

function setReportStatus(
  context: MockContext<'adminReportClose' | 'adminReportReopen'>,
  status: 'OPEN' | 'CLOSED',
) {
  const { db, body } = context;
  const report = reportOf(db, body.report_id);
  if (report.status === status)
    fail(
      'CONFLICT',
      status === 'CLOSED' ? ADMIN_REPORT_REFUSALS.alreadyClosed : ADMIN_REPORT_REFUSALS.alreadyOpen,
    );
  audit(
    db,
    viewerOf(context),
    status === 'CLOSED' ? 'REPORT_CLOSE' : 'REPORT_REOPEN',
    { kind: 'report', id: report.report_id },
    { status: report.status },
    { status },
  );
  report.status = status;
  report.updated_date = isoNow(db);
  const room = db.reports.find((thread) => thread.room.room_id === report.report_id);
  if (room) room.room.status = status;
  const { replies: _replies, ...summary } = report;
  return summary;
}

function summaryOf(db: MockDb, user: User): AdminUserSummary {
  const seller = sellerPermissionOf(user.permissions);
  return {
    id: user.id,
    name: user.name,
    email: user.mail,
    is_admin: user.is_admin,
    is_email_verified: user.is_email_verified,
    status: 'ACTIVE',
    seller_status: seller?.status ?? null,
    created_date: db.admin.users.get(user.id)?.created_date ?? isoNow(db),
  };
}

function deliveryOf(db: MockDb, subOrderId: number) {
  return (
    db.admin.deliveries.find((delivery) => delivery.sub_order_id === subOrderId) ??
    fail('NOT_FOUND', DELIVERY_REFUSALS.notFound)
  );
}

function ticketOf(db: MockDb, productId: number) {
  for (const page of db.admin.users.values()) {
    const ticket = page.listings.find((entry) => entry.product_id === productId);
    if (ticket) return ticket;
  }
  return fail('NOT_FOUND', PEOPLE_REFUSALS.ticketNotFound);
}

export const adminImplementations: Pick<Implementations, AdminOperations> = {
  adminQueue(context) {
    const { db, query } = context;
    const cutoff = db.now() - (query.age ?? 0) * DAY_MS;
    const items = db.admin.queue
      .filter(
        (item) =>
          item.status === 'INQUEUE' &&
          (!query.kind || item.kind === query.kind) &&
          Date.parse(item.created_date) <= cutoff,
      )
      .sort((a, b) => a.created_date.localeCompare(b.created_date));
    return paginate(items, context);
  },
  adminQueueDecide: decide,
  adminQueueBulkApprove(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    // Every item must still wait: one that does not refuses the whole batch, so nothing is half done.
    const items = body.items.map(({ kind, id }) => queued(db, kind, id));
    return {
      items: items.map((item) => {
        audit(db, viewer, 'QUEUE_APPROVE', item, { status: item.status }, { status: 'APPROVED' });
        item.status = 'APPROVED';
        return {
          kind: item.kind,
          id: item.id,
          display_name: item.display_name,
          status: item.status,
          rejection_reason: null,
        };
      }),
    };
  },
  adminQueueMerge(context) {
    const { db, body } = context;
    const item = queued(db, body.kind, body.id);
    if (body.into === body.id) fail('VALIDATION', QUEUE_REFUSALS.mergeSelf);
    if (!item.similar || item.similar.id !== body.into)
      fail('CONFLICT', QUEUE_REFUSALS.mergeTarget(body.kind));
    const into = { id: item.similar.id, display_name: item.similar.display_name };
    const reason = `Merged into ${into.display_name}`;
    audit(
      db,
      viewerOf(context),
      'QUEUE_MERGE',
      item,
      { status: item.status },
      { status: 'REJECTED', merged_into: into.display_name },
    );
    item.status = 'REJECTED';
    return {
      merged: {
        kind: item.kind,
        id: item.id,
        display_name: item.display_name,
        status: item.status,
        rejection_reason: reason,
      },
      into,
      moved: { events: item.event_count, listings: item.listings.count },
    };
  },
  adminReports(context) {
    const { db, query } = context;
    const reports = db.admin.reports
      .filter(
        (report) =>
          (!query.status || report.status === query.status) && (!query.scope || report.scope === query.scope),
      )
      // Open first, then the newest.
      .sort((a, b) =>
        a.status === b.status ? b.created_date.localeCompare(a.created_date) : a.status === 'OPEN' ? -1 : 1,
      )
      .map(({ replies: _replies, ...summary }) => summary);
    return paginate(reports, context);
  },
  adminReport: ({ db, query }) => reportOf(db, query.report_id),
  adminReportReply(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const report = reportOf(db, body.report_id);
    if (disclosesContact(body.message)) fail('ERR0010', ERR0010_MESSAGE);
    const reply = buildReply(db, viewer, body.message);
    report.replies.unshift(reply);
    report.reply_count += 1;
    report.last_reply_date = reply.sent_date;
    // The reporter's own thread shows the reply too, live.
    const room = db.reports.find((thread) => thread.room.room_id === report.report_id);
    if (room) {
      room.replies.unshift(reply);
      emitLive(db, [room.userId], {
        type: 'report',
        room_id: room.room.room_id,
        message_id: reply.message_id,
      });
    }
    audit(db, viewer, 'REPORT_REPLY', { kind: 'report', id: report.report_id }, null, {
      message: body.message,
    });
    return reply;
  },
  adminReportClose: (context) => setReportStatus(context, 'CLOSED'),
  adminReportReopen: (context) => setReportStatus(context, 'OPEN'),
  adminDeliveries: (context) => paginate(context.db.admin.deliveries, context),
  adminDeliveryApprove(context) {
    const { db, body } = context;
    const delivery = deliveryOf(db, body.sub_order_id);
    audit(
      db,
      viewerOf(context),
      'DELIVERY_APPROVE',
      { kind: 'sub_order', id: delivery.sub_order_id },
      { fulfilment_status: delivery.fulfilment_status },
      { fulfilment_status: 'DELIVERED_ACK_ADMIN' },
    );
    db.admin.deliveries = db.admin.deliveries.filter((entry) => entry !== delivery);
    return {
      order_no: delivery.order_no,
      sub_order_id: delivery.sub_order_id,
      delivery_status: 'DELIVERED_ACK_ADMIN',
      refund: null,
    };
  },
  adminDeliveryCancel(context) {
    const { db, body } = context;
    const delivery = deliveryOf(db, body.sub_order_id);
    audit(
      db,
      viewerOf(context),
      'DELIVERY_CANCEL',
      { kind: 'sub_order', id: delivery.sub_order_id },
      { fulfilment_status: delivery.fulfilment_status },
      { fulfilment_status: 'RETURNED', refund_status: 'PENDING', reason: body.reason },
    );
    db.admin.deliveries = db.admin.deliveries.filter((entry) => entry !== delivery);
    queueMockRefund(db, delivery.sub_order_id, delivery.total);
    return {
      order_no: delivery.order_no,
      sub_order_id: delivery.sub_order_id,
      delivery_status: 'RETURNED',
      // Pending: the payment service is asked after the cancellation (handlers/refunds.ts).
      refund: {
        amount: delivery.total,
        provider: 'test',
        status: 'PENDING',
        refund_id: null,
        payment_refunded: false,
      },
    };
  },
  adminUsers(context) {
    const { db, query } = context;
    const users = db.accounts
      .map((account) => account.user)
      .filter((user) => contains(user.name, query.q) || contains(user.mail, query.q))
      .map((user) => summaryOf(db, user));
    return paginate(users, context);
  },
  adminUser({ db, query }) {
    const account =
      db.accounts.find((entry) => entry.user.id === query.user_id) ??
      fail('NOT_FOUND', PEOPLE_REFUSALS.userNotFound);
    const page = db.admin.users.get(account.user.id);
    const empty = {
      orders: 0,
      sub_orders_sold: 0,
      listings: 0,
      listings_on_sale: 0,
      offers: 0,
      reports_made: 0,
      reports_received: 0,
    };
    return {
      ...summaryOf(db, account.user),
      counts: page?.counts ?? empty,
      orders: page?.orders ?? [],
      listings: page?.listings ?? [],
      offers: page?.offers ?? [],
      reports: page?.reports ?? [],
    };
  },
  adminSellerPermission(context) {
    const { db, body } = context;
    const account =
      db.accounts.find((entry) => entry.user.id === body.user_id) ??
      fail('NOT_FOUND', PEOPLE_REFUSALS.userNotFound);
    const seller =
      sellerPermissionOf(account.user.permissions) ?? fail('NOT_FOUND', PEOPLE_REFUSALS.notSeller);
    if (seller.status === body.status)
      fail(
        'CONFLICT',
        body.status === 'ACTIVE' ? PEOPLE_REFUSALS.alreadyActive : PEOPLE_REFUSALS.alreadyInactive,
      );
    audit(
      db,
      viewerOf(context),
      body.status === 'ACTIVE' ? 'SELLER_REACTIVATE' : 'SELLER_DEACTIVATE',
      { kind: 'user', id: account.user.id },
      { seller_status: seller.status },
      { seller_status: body.status },
    );
    account.user = {
      ...account.user,
      permissions: account.user.permissions.map((entry) =>
        entry === seller ? { ...entry, status: body.status } : entry,
      ),
    };
    return summaryOf(db, account.user);
  },
  adminTickets(context) {
    const { db, query } = context;
    const tickets = [...db.admin.users.values()]
      .flatMap((page) => page.listings)
      .filter(
        (ticket) =>
          (!query.seller || ticket.seller.id === query.seller) &&
          (query.hidden === undefined || Number(ticket.hidden) === query.hidden) &&
          contains(ticket.listing_name, query.q),
      );
    return paginate(tickets, context);
  },
  adminTicketVisibility(context) {
    const { db, body } = context;
    const ticket = ticketOf(db, body.product_id);
    if (ticket.hidden === body.hidden)
      fail('CONFLICT', body.hidden ? PEOPLE_REFUSALS.alreadyHidden : PEOPLE_REFUSALS.notHidden);
    audit(
      db,
      viewerOf(context),
      body.hidden ? 'LISTING_HIDE' : 'LISTING_RESTORE',
      { kind: 'listing', id: ticket.product_id },
      { hidden: ticket.hidden, hidden_reason: ticket.hidden_reason },
      { hidden: body.hidden, hidden_reason: body.hidden ? (body.reason ?? null) : null },
    );
    ticket.hidden = body.hidden;
    ticket.hidden_reason = body.hidden ? (body.reason ?? null) : null;
    return ticket;
  },
  adminDashboard({ db, query }) {
    const days = query.days ?? DEFAULT_DASHBOARD_DAYS;
    return {
      days,
      series: db.admin.series.slice(-days),
      current: {
        open_reports: db.admin.reports.filter((report) => report.status === 'OPEN').length,
        queue_length: db.admin.queue.filter((item) => item.status === 'INQUEUE').length,
        disputed_deliveries: db.admin.deliveries.length,
      },
    };
  },
  adminAudit(context) {
    const { db, query } = context;
    const entries = db.admin.audit.filter(
      (entry) =>
        (!query.item_kind || entry.item_kind === query.item_kind) &&
        (!query.item_id || entry.item_id === query.item_id) &&
        (!query.actor || entry.actor.id === query.actor),
    );
    return paginate(entries, context);
  },
};
