import { AdminUser } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /admin/users/{id}: a user's orders, tickets, offers and reports, with the seller and ticket actions. */
export function Component() {
  const { id = '' } = useParams();
  return <AdminUser key={id} userId={id} />;
}
