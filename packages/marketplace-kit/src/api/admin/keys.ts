import type { OperationQuery } from '@momento/contract';

/** SWR keys of the admin area's data. Every admin key starts with 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  queue: (filters: Omit<OperationQuery<'adminQueue'>, 'page'>) => ['admin', 'queue', filters] as const,
  reports: (filters: Omit<OperationQuery<'adminReports'>, 'page'>) => ['admin', 'reports', filters] as const,
  report: (reportId: number) => ['admin', 'report', reportId] as const,
  deliveries: () => ['admin', 'deliveries'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (userId: number) => ['admin', 'user', userId] as const,
  dashboard: (days: number) => ['admin', 'dashboard', days] as const,
  audit: (filters: Omit<OperationQuery<'adminAudit'>, 'page'>) => ['admin', 'audit', filters] as const,
  partners: () => ['admin', 'partners'] as const,
  partner: (query: OperationQuery<'adminPartner'>) => ['admin', 'partner', query] as const,
  partnerOrders: (partnerId: number) => ['admin', 'partnerOrders', partnerId] as const,
};

/**
 * True for every key of the admin area. An admin's action changes counts and lists across the admin area (the queue
 * length on the dashboard, the audit log), so every action reads them all again.
 */
export const isAdminKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'admin';
