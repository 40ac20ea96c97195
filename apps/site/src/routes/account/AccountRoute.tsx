import { AccountLayout } from '@momento/marketplace-kit';
import { Outlet, useLocation } from 'react-router';

/**
 * /account and every page below it (account-area.md section 2): the account frame around the matched page.
 * Logged out: home with the login dialog (inside AccountLayout).
 */
export function Component() {
  const location = useLocation();
  return (
    <AccountLayout location={`${location.pathname}${location.search}`}>
      <Outlet />
    </AccountLayout>
  );
}
