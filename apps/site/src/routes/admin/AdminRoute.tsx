import { AdminLayout } from '@momento/marketplace-kit';
import { useLocation } from 'react-router';
import { NotFound } from '../NotFound.tsx';
import { AdminRoutes } from './adminRoutes.tsx';

/**
 * /admin and every page below it: the admin area's frame around the matched page. A visitor goes home with
 * the login dialog; a signed-in user without the admin flag gets the 404 page, as for any unknown path.
 */
export function Component() {
  const location = useLocation();
  return (
    <AdminLayout location={`${location.pathname}${location.search}`} notFound={<NotFound />}>
      <AdminRoutes />
    </AdminLayout>
  );
}
