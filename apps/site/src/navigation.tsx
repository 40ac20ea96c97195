import { useAuthDialogs, type LinkProps as KitLinkProps, type QueryChangeOptions } from '@momento/marketplace-kit';
import type { LinkComponentProps } from '@momento/ui';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

/** The kit's links (MarketplaceLink) go through React Router: client-side navigation, no full page loads. */
export function renderLink({ href, children, ...props }: KitLinkProps) {
  return (
    <RouterLink to={href} {...props}>
      {children}
    </RouterLink>
  );
}

/** @momento/ui's Link renders this: React Router's Link taking an `href`. */
export function UiRouterLink({ href, ...props }: LinkComponentProps) {
  return <RouterLink to={href} {...props} />;
}

// The routes' hooks live here, in the entry, rather than in a chunk of their own that most routes would fetch.

/**
 * URLs are the state: the browsing widgets read their filters from the query string and write them back through
 * the router, so back and forward restore them.
 */
export function useQueryProps() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params), [params]);
  const onQueryChange = useCallback(
    (next: Record<string, string>, options?: QueryChangeOptions) => setParams(next, { replace: options?.replace ?? false }),
    [setParams],
  );
  return { query, onQueryChange };
}

/** Logged-out buy, message, report and offer actions open the shell's login dialog (see docs/rules/permissions.md). */
export function useRequireLogin(): () => void {
  const { openLogin } = useAuthDialogs();
  return useCallback(() => openLogin(), [openLogin]);
}
