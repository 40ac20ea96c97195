import type { ReactNode } from 'react';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { FullPageLoader } from '#widgets/shell/AppShell/FullPageLoader.tsx';
import { RequireLogin } from '#widgets/shell/AppShell/RequireLogin.tsx';
import { AdminLayoutView } from './AdminLayoutView.tsx';

export interface AdminLayoutProps {
  /** The current location (path and query), from the app's router. */
  location: string;
  /**
   * Where the admin area is mounted; the menu links below it.
   * @default '/admin'
   */
  basePath?: string;
  /**
   * What a signed-in user who is not an admin sees instead of the admin area: the app's 404 page, so the admin area's
   * existence is not revealed. The server refuses every admin call to them anyway.
   */
  notFound: ReactNode;
  /** The admin area page. */
  children?: ReactNode;
}

/**
 * Every admin page's frame, connected: a visitor goes home with the login dialog (as on the account pages), a
 * signed-in user without the admin flag gets `notFound`, an admin gets the admin area menu and the page.
 */
export function AdminLayout({ location, basePath, notFound, children }: AdminLayoutProps) {
  return (
    <RequireLogin>
      <AdminOnly location={location} basePath={basePath} notFound={notFound}>
        {children}
      </AdminOnly>
    </RequireLogin>
  );
}

function AdminOnly({ location, basePath, notFound, children }: AdminLayoutProps) {
  const { user } = useSession();
  if (!user) return <FullPageLoader />;
  if (user.is_admin !== 1) return <>{notFound}</>;
  return (
    <AdminLayoutView location={location} basePath={basePath}>
      {children}
    </AdminLayoutView>
  );
}
