import type { Route } from './routeTypes.ts';

// The admin area's route table, a module of its own: a bundler splits by module, so the site's client, which
// never calls these, does not carry them (the admin area's own chunks load them).

const r = /* @__NO_SIDE_EFFECTS__ */ <const T extends Route>(route: T): T => route;

/** The admin area's calls (ours, admin only). */
export const adminRoutes = {
  adminQueue: r({ method: 'GET', path: '/admin/moderation.php', auth: 'admin', ours: true, list: true }),
  adminQueueDecide: r({ method: 'PUT', path: '/admin/moderation.php', auth: 'admin', ours: true }),
  adminQueueBulkApprove: r({
    method: 'PUT',
    path: '/admin/moderation.php',
    action: 'bulk_approve',
    auth: 'admin',
    ours: true,
  }),
  adminQueueMerge: r({
    method: 'PUT',
    path: '/admin/moderation.php',
    action: 'merge',
    auth: 'admin',
    ours: true,
  }),
  adminReports: r({ method: 'GET', path: '/admin/reports.php', auth: 'admin', ours: true, list: true }),
  adminReport: r({
    method: 'GET',
    path: '/admin/reports.php',
    auth: 'admin',
    ours: true,
    when: { in: 'query', key: 'report_id' },
  }),
  adminReportReply: r({ method: 'POST', path: '/admin/reports.php', auth: 'admin', ours: true }),
  adminReportClose: r({
    method: 'PUT',
    path: '/admin/reports.php',
    action: 'close',
    auth: 'admin',
    ours: true,
  }),
  adminReportReopen: r({
    method: 'PUT',
    path: '/admin/reports.php',
    action: 'reopen',
    auth: 'admin',
    ours: true,
  }),
  adminDeliveries: r({ method: 'GET', path: '/admin/deliveries.php', auth: 'admin', ours: true, list: true }),
  adminDeliveryApprove: r({
    method: 'PUT',
    path: '/admin/deliveries.php',
    action: 'approve',
    auth: 'admin',
    ours: true,
  }),
  adminDeliveryCancel: r({
    method: 'PUT',
    path: '/admin/deliveries.php',
    action: 'cancel',
    auth: 'admin',
    ours: true,
  }),
  adminUsers: r({ method: 'GET', path: '/admin/users.php', auth: 'admin', ours: true, list: true }),
  adminUser: r({
    method: 'GET',
    path: '/admin/users.php',
    auth: 'admin',
    ours: true,
    when: { in: 'query', key: 'user_id' },
  }),
  adminSellerPermission: r({
    method: 'PUT',
    path: '/admin/users.php',
    action: 'seller_permission',
    auth: 'admin',
    ours: true,
  }),
  adminTickets: r({ method: 'GET', path: '/admin/listings.php', auth: 'admin', ours: true, list: true }),
  adminTicketVisibility: r({ method: 'PUT', path: '/admin/listings.php', auth: 'admin', ours: true }),
  adminDashboard: r({ method: 'GET', path: '/admin/dashboard.php', auth: 'admin', ours: true }),
  adminAudit: r({ method: 'GET', path: '/admin/audit.php', auth: 'admin', ours: true, list: true }),
  adminPartners: r({ method: 'GET', path: '/admin/partners.php', auth: 'admin', ours: true }),
  adminPartnerCreate: r({ method: 'POST', path: '/admin/partners.php', auth: 'admin', ours: true }),
  adminPartnerUpdate: r({ method: 'PUT', path: '/admin/partners.php', auth: 'admin', ours: true }),
  adminPartnerDelete: r({ method: 'DELETE', path: '/admin/partners.php', auth: 'admin', ours: true }),
  adminPartner: r({
    method: 'GET',
    path: '/admin/partners.php',
    auth: 'admin',
    ours: true,
    when: { in: 'query', key: 'partner_id' },
  }),
  adminPartnerOrders: r({
    method: 'GET',
    path: '/admin/partners.php',
    action: 'orders',
    auth: 'admin',
    ours: true,
    list: true,
  }),
  adminPartnerExport: r({
    method: 'GET',
    path: '/admin/partners.php',
    action: 'export',
    auth: 'admin',
    ours: true,
    csv: true,
  }),
} as const satisfies Record<string, Route>;

/** @deprecated use adminRoutes. */
export const consoleRoutes = adminRoutes;
