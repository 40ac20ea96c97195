import { AdminPartnerDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { useQueryProps } from '../../navigation.tsx';

/** /admin/partners/{id}: a partner's page; its date range (`from`, `to`) lives in the query string. */
export function Component() {
  const { id = '' } = useParams();
  return <AdminPartnerDetail key={id} partnerId={id} {...useQueryProps()} />;
}
