import { REPORT_STATUSES, type ReportStatus } from '@momento/contract/routes';
import { useAdminReports } from '#api/admin/useAdminData.ts';
import { useQueryState, type QueryStateProps } from '#widgets/browse/searchQuery.ts';
import { ReportsInboxView } from './ReportsInboxView.tsx';
import { pagedListState } from '../AdminList.tsx';

export interface ReportsInboxProps extends QueryStateProps {
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

const statusOf = (value: string | undefined): ReportStatus | undefined =>
  (REPORT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReportStatus) : undefined;

/** The reports inbox, connected: the status filter lives in the query (`status`). */
export function ReportsInbox({ basePath, ...queryProps }: ReportsInboxProps) {
  const [query, setQuery] = useQueryState(queryProps);
  const status = statusOf(query['status']);
  const reports = useAdminReports(status ? { status } : {});
  return (
    <ReportsInboxView
      reports={reports.items}
      {...pagedListState(reports)}
      status={status}
      onStatusChange={(next) => setQuery(next ? { status: next } : {})}
      basePath={basePath}
    />
  );
}
