import { AppShell, MarketplaceProvider } from '@momento/marketplace-kit';
import { LinkComponentProvider } from '@momento/ui';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { renderLink, UiRouterLink } from './navigation.tsx';

/** The API base: same-origin `/api/v1` (vite's dev and preview servers proxy it), overridable at build time. */
export const apiBase = import.meta.env['VITE_API_BASE'] || '/api/v1';

/**
 * The root route's element: the marketplace provider (API client, session, site gate, toasts) with React Router as
 * its navigation, and the app shell around the matched route. URLs are the state: every page reads its location.
 */
export function SiteRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  // Stable across renders (React Router's navigate is), so the provider's context does not change on every render.
  const navigation = useMemo(
    () => ({ renderLink, navigate: (href: string, options?: { replace?: boolean }) => void navigate(href, options) }),
    [navigate],
  );
  return (
    <MarketplaceProvider
      apiBase={apiBase}
      navigation={navigation}
    >
      <LinkComponentProvider component={UiRouterLink}>
        <AppShell location={`${location.pathname}${location.search}`}>
          <Outlet />
        </AppShell>
      </LinkComponentProvider>
    </MarketplaceProvider>
  );
}
