import { AccountProfile, RequireLogin } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { NotFound } from './NotFound.tsx';

/**
 * /account and below. Logged out: home with the login dialog (RequireLogin). Logged in: the profile at /account;
 * the rest of the account area (account-area.md) is not built yet, so deeper paths show the 404 page.
 */
export function Component() {
  const rest = useParams()['*'] ?? '';
  return <RequireLogin>{rest === '' ? <AccountProfile /> : <NotFound />}</RequireLogin>;
}
