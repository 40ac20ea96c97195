import { AdminReport } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /admin/reports/{id}: one report with the reporter, the reported seller, the replies and the admin's actions. */
export function Component() {
  const { id = '' } = useParams();
  return <AdminReport key={id} reportId={id} />;
}
