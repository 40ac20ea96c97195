import type { OperationBody, OperationQuery, OperationReply } from '@momento/contract';
import { adminRoutes, type DashboardDays } from '@momento/contract/routes';
import type { Client } from '../client.ts';

// The admin area: one function per call. Every one is admin-only on the server (403 for anyone else).

/** The moderation queue: INQUEUE reference items, oldest first, filtered by kind and age in days. */
export function getAdminQueue(
  client: Client,
  query: OperationQuery<'adminQueue'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminQueue'>> {
  return client.call('adminQueue', { query }, { signal, route: adminRoutes.adminQueue });
}

/** Approve, reject with a reason, or rename then approve one queued item. */
export function decideQueueItem(
  client: Client,
  body: OperationBody<'adminQueueDecide'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminQueueDecide'>> {
  return client.call('adminQueueDecide', { body }, { signal, route: adminRoutes.adminQueueDecide });
}

/** Approve several queued items at once. */
export function bulkApproveQueue(
  client: Client,
  body: OperationBody<'adminQueueBulkApprove'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminQueueBulkApprove'>> {
  return client.call('adminQueueBulkApprove', { body }, { signal, route: adminRoutes.adminQueueBulkApprove });
}

/** Merge a queued duplicate into the approved item it resembles (its events and tickets move there). */
export function mergeQueueItem(
  client: Client,
  body: OperationBody<'adminQueueMerge'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminQueueMerge'>> {
  return client.call('adminQueueMerge', { body }, { signal, route: adminRoutes.adminQueueMerge });
}

/** Every report, open first. */
export function getAdminReports(
  client: Client,
  query: OperationQuery<'adminReports'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminReports'>> {
  return client.call('adminReports', { query }, { signal, route: adminRoutes.adminReports });
}

/** One report with its replies, newest first. */
export function getAdminReport(
  client: Client,
  reportId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'adminReport'>> {
  return client.call(
    'adminReport',
    { query: { report_id: reportId } },
    { signal, route: adminRoutes.adminReport },
  );
}

/** The admin's reply, which the reporter sees in their report thread. */
export function replyAsAdmin(
  client: Client,
  body: OperationBody<'adminReportReply'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminReportReply'>> {
  return client.call('adminReportReply', { body }, { signal, route: adminRoutes.adminReportReply });
}

export function closeReport(
  client: Client,
  reportId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'adminReportClose'>> {
  return client.call(
    'adminReportClose',
    { body: { report_id: reportId } },
    { signal, route: adminRoutes.adminReportClose },
  );
}

export function reopenReport(
  client: Client,
  reportId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'adminReportReopen'>> {
  return client.call(
    'adminReportReopen',
    { body: { report_id: reportId } },
    { signal, route: adminRoutes.adminReportReopen },
  );
}

/** Sub-orders waiting for the admin: shipped and not confirmed in time, or reported by their buyer. */
export function getAdminDeliveries(
  client: Client,
  query: OperationQuery<'adminDeliveries'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminDeliveries'>> {
  return client.call('adminDeliveries', { query }, { signal, route: adminRoutes.adminDeliveries });
}

/** Settle a delivery as delivered (DELIVERED ACK (ADMIN)). */
export function approveDelivery(
  client: Client,
  subOrderId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'adminDeliveryApprove'>> {
  return client.call(
    'adminDeliveryApprove',
    { body: { sub_order_id: subOrderId } },
    { signal, route: adminRoutes.adminDeliveryApprove },
  );
}

/** Cancel a sub-order and refund its total through the payment provider it was paid with. */
export function cancelDelivery(
  client: Client,
  body: OperationBody<'adminDeliveryCancel'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminDeliveryCancel'>> {
  return client.call('adminDeliveryCancel', { body }, { signal, route: adminRoutes.adminDeliveryCancel });
}

/** Users whose name or e-mail contains the search. */
export function getAdminUsers(
  client: Client,
  query: OperationQuery<'adminUsers'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminUsers'>> {
  return client.call('adminUsers', { query }, { signal, route: adminRoutes.adminUsers });
}

/** One user with their recent orders, tickets, offers and reports. */
export function getAdminUser(
  client: Client,
  userId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'adminUser'>> {
  return client.call('adminUser', { query: { user_id: userId } }, { signal, route: adminRoutes.adminUser });
}

/** Deactivate or reactivate a seller's permission (their tickets leave or rejoin the catalogue at once). */
export function setSellerPermission(
  client: Client,
  body: OperationBody<'adminSellerPermission'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminSellerPermission'>> {
  return client.call('adminSellerPermission', { body }, { signal, route: adminRoutes.adminSellerPermission });
}

/** Hide a ticket with a reason, or restore it. */
export function setTicketVisibility(
  client: Client,
  body: OperationBody<'adminTicketVisibility'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminTicketVisibility'>> {
  return client.call('adminTicketVisibility', { body }, { signal, route: adminRoutes.adminTicketVisibility });
}

/** The dashboard's series and current counts over a period. */
export function getAdminDashboard(
  client: Client,
  days: DashboardDays,
  signal?: AbortSignal,
): Promise<OperationReply<'adminDashboard'>> {
  return client.call('adminDashboard', { query: { days } }, { signal, route: adminRoutes.adminDashboard });
}

/** The audit log, newest first, optionally one item's history. */
export function getAuditLog(
  client: Client,
  query: OperationQuery<'adminAudit'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminAudit'>> {
  return client.call('adminAudit', { query }, { signal, route: adminRoutes.adminAudit });
}

/** The partner sites with their origins and status, newest first. */
export function getAdminPartners(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'adminPartners'>> {
  return client.call('adminPartners', {}, { signal, route: adminRoutes.adminPartners });
}

/** Add a partner site with its exact origins; every API process applies it within seconds. */
export function createPartner(
  client: Client,
  body: OperationBody<'adminPartnerCreate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminPartnerCreate'>> {
  return client.call('adminPartnerCreate', { body }, { signal, route: adminRoutes.adminPartnerCreate });
}

/** Change a partner's details, origins or status (PAUSED ends its sign-in and embed tokens). */
export function updatePartner(
  client: Client,
  body: OperationBody<'adminPartnerUpdate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminPartnerUpdate'>> {
  return client.call('adminPartnerUpdate', { body }, { signal, route: adminRoutes.adminPartnerUpdate });
}

/** Remove a partner site with its origins. */
export function deletePartner(
  client: Client,
  partnerId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'adminPartnerDelete'>> {
  return client.call(
    'adminPartnerDelete',
    { body: { partner_id: partnerId } },
    { signal, route: adminRoutes.adminPartnerDelete },
  );
}

/** One partner with its views, sign-ins, offers, orders and sales per day over a range (the last 30 days by default). */
export function getAdminPartner(
  client: Client,
  query: OperationQuery<'adminPartner'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminPartner'>> {
  return client.call('adminPartner', { query }, { signal, route: adminRoutes.adminPartner });
}

/** A page of the orders attributed to a partner, newest first. */
export function getAdminPartnerOrders(
  client: Client,
  query: OperationQuery<'adminPartnerOrders'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminPartnerOrders'>> {
  return client.call('adminPartnerOrders', { query }, { signal, route: adminRoutes.adminPartnerOrders });
}

/** A partner's days over a range as CSV text (one row a day; the server sends it as a file). */
export function exportAdminPartner(
  client: Client,
  query: OperationQuery<'adminPartnerExport'>,
  signal?: AbortSignal,
): Promise<OperationReply<'adminPartnerExport'>> {
  return client.call('adminPartnerExport', { query }, { signal, route: adminRoutes.adminPartnerExport });
}

/** @deprecated use setTicketVisibility. */
export const setListingVisibility = setTicketVisibility;
