import { mediaQueries } from '@momento/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useCart } from '#api/cart/useCart.ts';
import { avatarUrl } from '#format/avatar.ts';
import { useClient, useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { useAfterIdle } from '#provider/useAfterIdle.ts';
import { useAuthDialogs } from '../AppShell/authDialogContext.tsx';
import { useMediaQuery } from '../AppShell/useMediaQuery.ts';
import { HeaderView } from './HeaderView.tsx';

// The unread badge's data, live stream and icon load in their own chunk once a user is signed in and the page is idle.
const UnreadMessages = lazy(() =>
  import('./UnreadMessages.tsx').then((module) => ({ default: module.UnreadMessages })),
);
// The notification bell (count, live stream, the centre's panel) likewise, in a chunk of its own.
const NotificationBell = lazy(() =>
  import('./NotificationBell.tsx').then((module) => ({ default: module.NotificationBell })),
);

/**
 * LogOut as `useLogout` does it (the session is cleared whatever the server answers, no error notice: the user is
 * logged out either way), without the mutation hook: the header is in every page's first load, and the request's
 * code (with the mutation's notices) loads only when LogOut is chosen.
 */
function useLogOut(): { isPending: boolean; run: () => Promise<void> } {
  const client = useClient();
  const [isPending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await (await import('#api/auth/logout.ts')).logout(client);
    } catch {
      // No notice, as with useLogout: logout() clears the session whatever the server answers.
    } finally {
      setPending(false);
    }
  }, [client]);
  return { isPending, run };
}

export interface HeaderProps {
  /** The current location (path and query). */
  location: string;
}

function queryOf(location: string): string {
  const [path, search = ''] = location.split('?');
  return path === '/tickets' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * The header, connected: search goes to /tickets?q=...; the cart icon goes to /mycart
 * when logged in and otherwise opens the login dialog; My Profile goes to /account; LogOut sends the user home.
 * The cart count, the notification bell and the unread badge appear once the page is idle (useAfterIdle).
 */
export function Header({ location }: HeaderProps) {
  const session = useSession();
  const navigation = useNavigation();
  const dialogs = useAuthDialogs();
  const logout = useLogOut();
  // The cart count, the notification bell, the unread badge and its live stream wait until the page is idle: a signed-in page's first paint
  // needs neither, and their requests, chunk and renders would otherwise compete with the page's own.
  const isIdle = useAfterIdle();
  const { data: cart } = useCart({ isEnabled: isIdle });
  const isWide = useMediaQuery(mediaQueries.tablet);
  const user = session.status === 'loggedIn' && session.user ? session.user : null;
  return (
    <HeaderView
      // A new search box when the search in the URL changes (back/forward restore it).
      key={queryOf(location)}
      defaultQuery={queryOf(location)}
      user={user ? { name: user.name, avatarUrl: avatarUrl(user.profile_url) } : null}
      cartCount={user ? (cart?.items.length ?? 0) : 0}
      location={location}
      isCompact={!isWide}
      isLoggingOut={logout.isPending}
      messages={
        user && isIdle ? (
          <>
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
            <Suspense fallback={null}>
              <UnreadMessages />
            </Suspense>
          </>
        ) : null
      }
      onSearch={(query) =>
        navigation.navigate(query ? `/tickets?q=${encodeURIComponent(query)}` : '/tickets')
      }
      onLogin={() => dialogs.openLogin()}
      onProfile={() => navigation.navigate('/account')}
      onCart={() => (user ? navigation.navigate('/mycart') : dialogs.openLogin())}
      onLogout={async () => {
        await logout.run();
        navigation.navigate('/');
      }}
    />
  );
}
