import { AppShell, MarketplaceProvider } from '@momento/marketplace-kit';
import { LinkComponentProvider } from '@momento/ui';
import { useMemo } from 'react';
import { Outlet, RouterProvider, useLocation, type createBrowserRouter } from 'react-router';
import { renderLink, UiRouterLink } from './navigation.tsx';

/** The API base: same-origin `/api/v1` (vite's dev and preview servers proxy it), overridable at build time. */
export const apiBase = import.meta.env['VITE_API_BASE'] || '/api/v1';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The marketplace provider (API client, session, site gate, toasts) around the router, with React Router as its
 * navigation. Above the router, not inside a route: the site-gate and session checks start while the first route's
 * chunk is still loading (a data router renders nothing until then), instead of after it.
 */
export function SiteApp({ router }: { router: SiteRouter }) {
  // Stable for the router's life, so the provider's context does not change on every render.
  const navigation = useMemo(
    () => ({ renderLink, navigate: (href: string, options?: { replace?: boolean }) => void router.navigate(href, options) }),
    [router],
  );
  return (
    <MarketplaceProvider apiBase={apiBase} navigation={navigation}>
      <RouterProvider router={router} />
    </MarketplaceProvider>
  );
}

/**
 * The root route's element: the app shell around the matched route. URLs are the state: every page reads its
 * location.
 */
export function SiteRoot() {
  const location = useLocation();
  return (
    <LinkComponentProvider component={UiRouterLink}>
      <AppShell location={`${location.pathname}${location.search}`}>
        <Outlet />
      </AppShell>
    </LinkComponentProvider>
  );
}
