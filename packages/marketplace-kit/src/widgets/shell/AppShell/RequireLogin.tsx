import { useEffect, useRef, type ReactNode } from 'react';
import { useMarketplace, useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { useAuthDialogs } from './authDialogContext.tsx';
import { FullPageLoader } from './FullPageLoader.tsx';
import * as styles from './AppShell.css.ts';

export interface RequireLoginProps {
  /** The protected page (the account area). */
  children?: ReactNode;
}

/**
 * Account routes for a logged-out visitor (see docs/rules/permissions.md): go home and open the login dialog,
 * which brings the user back to the requested page after login. While a stored session is restored after a reload,
 * the page is mounted hidden and inert under the loader, so its chunks and its reads (`useSignedInReads`) start
 * alongside the user's read instead of after it, and showing it is a style change.
 */
export function RequireLogin({ children }: RequireLoginProps) {
  const { status, refreshError } = useSession();
  const { session } = useMarketplace();
  const navigation = useNavigation();
  const { location, openLogin } = useAuthDialogs();
  const redirected = useRef(false);
  const wasLoggedIn = useRef(false);
  useEffect(() => {
    if (status === 'loggedIn') wasLoggedIn.current = true;
  }, [status]);
  useEffect(() => {
    // The store itself must agree: session changes reach the tree as a transition, so a navigation right after a
    // sign-in (the login dialog's return to this page) can render here before the new state does.
    if (status !== 'loggedOut' || redirected.current || session.getSnapshot().status !== 'loggedOut') return;
    redirected.current = true;
    navigation.navigate('/', { replace: true });
    // A user who logged out or deleted their account here goes home without the login dialog; a visitor, or a
    // session that expired (failed refresh), is asked to log in and comes back here afterwards.
    if (!wasLoggedIn.current || refreshError) openLogin({ returnTo: location });
  }, [status, refreshError, session, navigation, openLogin, location]);
  if (status === 'loggedOut') return <FullPageLoader />;
  const isRestoring = status !== 'loggedIn';
  return (
    <>
      {isRestoring ? <FullPageLoader /> : null}
      <div className={styles.requireLoginPage} hidden={isRestoring} inert={isRestoring}>
        {children}
      </div>
    </>
  );
}
