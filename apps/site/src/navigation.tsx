import {
  useAuthDialogs,
  type LinkProps as KitLinkProps,
  type QueryChangeOptions,
} from '@momento/marketplace-kit';
import type { LinkComponentProps } from '@momento/ui';
import { useCallback, useMemo, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useSearchParams } from 'react-router';

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): not a path of the site. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i;

/** The site path of `href`, or null for a URL of another origin (or one that does not parse), which leaves the SPA. */
function sitePath(href: string): string | null {
  if (!ABSOLUTE_URL.test(href)) return href;
  try {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * An anchor whose clicks navigate through React Router (client-side, no full page load), as React Router's `<Link>`
 * does, built from its `useHref` and `useLinkClickHandler`: its `<Link>` also carries the framework mode's
 * prefetching (`<PrefetchPageLinks>` and the route-module code behind it), 2.5 KB of gzip in the home page's first
 * load that the site never uses. Modified clicks, other targets and other origins are left to the browser.
 */
function SpaAnchor({
  to,
  onClick,
  target,
  children,
  ...props
}: Omit<LinkComponentProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}

/** A site path through React Router; another origin as a plain anchor. */
function RouterAnchor({ href, children, ...props }: LinkComponentProps) {
  const path = sitePath(href);
  return path === null ? (
    <a href={href} {...props}>
      {children}
    </a>
  ) : (
    <SpaAnchor to={path} {...props}>
      {children}
    </SpaAnchor>
  );
}

/** The kit's links (MarketplaceLink) go through React Router: client-side navigation, no full page loads. */
export function renderLink({ href, children, ...props }: KitLinkProps) {
  return (
    <RouterAnchor href={href} {...props}>
      {children}
    </RouterAnchor>
  );
}

/** @momento/ui's Link renders this: an anchor navigating through React Router. */
export function UiRouterLink(props: LinkComponentProps) {
  return <RouterAnchor {...props} />;
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
    (next: Record<string, string>, options?: QueryChangeOptions) =>
      setParams(next, { replace: options?.replace ?? false }),
    [setParams],
  );
  return { query, onQueryChange };
}

/** Logged-out buy, message, report and offer actions open the shell's login dialog (see docs/rules/permissions.md). */
export function useRequireLogin(): () => void {
  const { openLogin } = useAuthDialogs();
  return useCallback(() => openLogin(), [openLogin]);
}
