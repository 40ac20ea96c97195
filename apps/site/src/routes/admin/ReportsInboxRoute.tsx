import { ReportsInbox } from '@momento/marketplace-kit';
import { useQueryProps } from '../../navigation.tsx';

/** /admin/reports: every report, open first; the status filter (`status`) lives in the query string. */
export function Component() {
  return <ReportsInbox {...useQueryProps()} />;
}
