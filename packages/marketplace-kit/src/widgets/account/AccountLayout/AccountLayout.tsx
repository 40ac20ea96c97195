import { mediaQueries } from '@momento/ui';
import type { ReactNode } from 'react';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { isSeller } from '#session/sessionStore.ts';
import { useMediaQuery } from '../../shell/AppShell/useMediaQuery.ts';
import { RequireLogin } from '../../shell/AppShell/RequireLogin.tsx';
import { AccountLayoutView } from './AccountLayoutView.tsx';

export interface AccountLayoutProps {
  /** The current location (path and query), from the app's router. */
  location: string;
  /** The account page. */
  children?: ReactNode;
}

/**
 * Every /account page's frame, connected: signed-in users only (a logged-out visitor goes home with the login
 * dialog), 'Become a seller' from the session's permissions, the left menu from medium screens up.
 */
export function AccountLayout({ location, children }: AccountLayoutProps) {
  return (
    <RequireLogin>
      <SignedInLayout location={location}>{children}</SignedInLayout>
    </RequireLogin>
  );
}

function SignedInLayout({ location, children }: AccountLayoutProps) {
  const { permissions } = useSession();
  const isWide = useMediaQuery(mediaQueries.tablet);
  return (
    <AccountLayoutView location={location} showBecomeSeller={!isSeller(permissions)} isCompact={!isWide}>
      {children}
    </AccountLayoutView>
  );
}
