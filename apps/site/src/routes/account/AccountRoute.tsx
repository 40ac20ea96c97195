import { AccountLayout } from '@momento/marketplace-kit';
import { useLocation } from 'react-router';
import { AccountRoutes } from './accountRoutes.tsx';

/**
 * /account and every page below it: the account frame around the matched page.
 * Logged out: home with the login dialog (inside AccountLayout).
 */
export function Component() {
  const location = useLocation();
  return (
    <AccountLayout location={`${location.pathname}${location.search}`}>
      <AccountRoutes />
    </AccountLayout>
  );
}
