import { ReportThread } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /account/report/{id}: a report with its replies. */
export function Component() {
  const { id = '' } = useParams();
  return <ReportThread key={id} reportId={id} />;
}
