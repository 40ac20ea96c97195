import type {
  AdminDashboard,
  AdminDelivery,
  AdminPartner,
  AdminPartnerDetail,
  AdminPartnerOrder,
  AdminQueueItem,
  AdminReport,
  AdminReportDetail,
  AdminUserDetail,
  AdminUserSummary,
  AuditEntry,
  OperationQuery,
} from '@momento/contract';
import type { DashboardDays } from '@momento/contract/routes';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSession } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { adminKeys } from './keys.ts';
import {
  getAdminDashboard,
  getAdminDeliveries,
  getAdminPartner,
  getAdminPartnerOrders,
  getAdminPartners,
  getAdminQueue,
  getAdminReport,
  getAdminReports,
  getAdminUser,
  getAdminUsers,
  getAuditLog,
} from './requests.ts';

// The admin area's reads. Each waits (null key) until an admin is signed in: anyone else would only get 403s.

function useIsAdmin(): boolean {
  const { status, user } = useSession();
  return status === 'loggedIn' && user?.is_admin === 1;
}

/** The moderation queue with its filters (kind, age in days). */
export function useAdminQueue(
  filters: Omit<OperationQuery<'adminQueue'>, 'page'>,
): InfiniteList<AdminQueueItem> {
  const client = useClient();
  return useInfiniteList(useIsAdmin() ? adminKeys.queue(filters) : null, (page) =>
    getAdminQueue(client, { ...filters, page }),
  );
}

/** Every report, open first, optionally of one status. */
export function useAdminReports(
  filters: Omit<OperationQuery<'adminReports'>, 'page'>,
): InfiniteList<AdminReport> {
  const client = useClient();
  return useInfiniteList(useIsAdmin() ? adminKeys.reports(filters) : null, (page) =>
    getAdminReports(client, { ...filters, page }),
  );
}

/** One report with its replies; a reportId of 0 asks nothing. */
export function useAdminReport(reportId: number): SWRResponse<AdminReportDetail> {
  const client = useClient();
  return useSWR(useIsAdmin() && reportId > 0 ? adminKeys.report(reportId) : null, () =>
    getAdminReport(client, reportId),
  );
}

/** The deliveries waiting to be settled. */
export function useAdminDeliveries(): InfiniteList<AdminDelivery> {
  const client = useClient();
  return useInfiniteList(useIsAdmin() ? adminKeys.deliveries() : null, (page) =>
    getAdminDeliveries(client, { page }),
  );
}

/** Users whose name or e-mail contains `q` (every user for an empty search). */
export function useAdminUsers(q: string): InfiniteList<AdminUserSummary> {
  const client = useClient();
  return useInfiniteList(useIsAdmin() ? adminKeys.users(q) : null, (page) =>
    getAdminUsers(client, q ? { q, page } : { page }),
  );
}

/** One user's page; a userId of 0 asks nothing. */
export function useAdminUser(userId: number): SWRResponse<AdminUserDetail> {
  const client = useClient();
  return useSWR(useIsAdmin() && userId > 0 ? adminKeys.user(userId) : null, () =>
    getAdminUser(client, userId),
  );
}

/** The dashboard over 7, 30 or 90 days; the previous period's figures stay on screen while the next loads. */
export function useAdminDashboard(days: DashboardDays): SWRResponse<AdminDashboard> {
  const client = useClient();
  return useSWR(useIsAdmin() ? adminKeys.dashboard(days) : null, () => getAdminDashboard(client, days), {
    keepPreviousData: true,
  });
}

/** The audit log, newest first; with item_kind and item_id, one item's history. */
export function useAuditLog(
  filters: Omit<OperationQuery<'adminAudit'>, 'page'>,
  { isEnabled = true }: { isEnabled?: boolean } = {},
): InfiniteList<AuditEntry> {
  const client = useClient();
  return useInfiniteList(useIsAdmin() && isEnabled ? adminKeys.audit(filters) : null, (page) =>
    getAuditLog(client, { ...filters, page }),
  );
}

/** The partner sites, newest first (a short list: no paging). */
export function useAdminPartners(): SWRResponse<AdminPartner[]> {
  const client = useClient();
  return useSWR(
    useIsAdmin() ? adminKeys.partners() : null,
    async () => (await getAdminPartners(client)).items,
  );
}

/** One partner's page over a range; the previous range's figures stay on screen while the next loads. */
export function useAdminPartner(query: OperationQuery<'adminPartner'>): SWRResponse<AdminPartnerDetail> {
  const client = useClient();
  return useSWR(
    useIsAdmin() && query.partner_id > 0 ? adminKeys.partner(query) : null,
    () => getAdminPartner(client, query),
    { keepPreviousData: true },
  );
}

/** The orders attributed to a partner, newest first, page by page. */
export function useAdminPartnerOrders(partnerId: number): InfiniteList<AdminPartnerOrder> {
  const client = useClient();
  return useInfiniteList(useIsAdmin() && partnerId > 0 ? adminKeys.partnerOrders(partnerId) : null, (page) =>
    getAdminPartnerOrders(client, { partner_id: partnerId, page }),
  );
}
