import { DASHBOARD_DAYS, DEFAULT_DASHBOARD_DAYS, type DashboardDays } from '@momento/contract/routes';
import { useAdminDashboard } from '#api/admin/useAdminData.ts';
import { useQueryState, type QueryStateProps } from '#widgets/browse/searchQuery.ts';
import { AdminDashboardView } from './AdminDashboardView.tsx';

export interface AdminDashboardProps extends QueryStateProps {
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

const daysOf = (value: string | undefined): DashboardDays =>
  (DASHBOARD_DAYS as readonly number[]).includes(Number(value))
    ? (Number(value) as DashboardDays)
    : DEFAULT_DASHBOARD_DAYS;

/**
 * The admin's dashboard, connected: the period lives in the query (`days`: 7, 30 or 90; 30 by default); the
 * previous period's charts stay while the next loads.
 */
export function AdminDashboard({ basePath, ...queryProps }: AdminDashboardProps) {
  const [query, setQuery] = useQueryState(queryProps);
  const days = daysOf(query['days']);
  const dashboard = useAdminDashboard(days);
  return (
    <AdminDashboardView
      dashboard={dashboard.data}
      isLoading={dashboard.isLoading}
      error={dashboard.error}
      days={days}
      onDaysChange={(next) =>
        setQuery(next === DEFAULT_DASHBOARD_DAYS ? {} : { days: String(next) }, { replace: true })
      }
      onRetry={() => void dashboard.mutate()}
      basePath={basePath}
    />
  );
}
