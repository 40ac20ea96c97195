import { AppShell, MarketplaceProvider } from '@momento/marketplace-kit';
import { LinkComponentProvider } from '@momento/ui';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { renderLink, UiRouterLink } from './navigation.tsx';

/** The API base: same-origin `/api/v1` (vite's dev and preview servers proxy it), overridable at build time. */
export const apiBase = import.meta.env['VITE_API_BASE'] || '/api/v1';

/**
 * The marketplace provider (API client, session, site gate, toasts) around the routes, with React Router as its
 * navigation. Above the routes, not inside a route: the site-gate and session checks start while the first page's
 * chunk is still loading, instead of after it. Rendered inside a router (BrowserRouter, or a MemoryRouter in tests).
 */
export function SiteApp({ children }: { children: ReactNode }) {
  // React Router's navigate changes with the location; the provider's navigation stays one object for the app's
  // life (its context does not change on every navigation) and calls the current one.
  const navigate = useNavigate();
  const current = useRef(navigate);
  useEffect(() => {
    current.current = navigate;
  }, [navigate]);
  const navigation = useMemo(
    () => ({
      renderLink,
      navigate: (href: string, options?: { replace?: boolean }) => void current.current(href, options),
    }),
    [],
  );
  return (
    <MarketplaceProvider apiBase={apiBase} navigation={navigation}>
      {children}
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
