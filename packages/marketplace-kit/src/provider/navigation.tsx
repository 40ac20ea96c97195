import type { ReactElement, ReactNode } from 'react';

export interface LinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  target?: string;
  rel?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
}

/**
 * How widgets link and navigate without importing a router: the site passes React Router's `<Link>` and
 * `navigate`; the embed uses plain anchors and location changes.
 */
export interface NavigationAdapter {
  renderLink(props: LinkProps): ReactElement;
  navigate(href: string, options?: { replace?: boolean }): void;
}

/** Plain anchors and full page loads. */
export const defaultNavigation: NavigationAdapter = {
  renderLink: ({ children, ...props }) => <a {...props}>{children}</a>,
  navigate(href, { replace = false } = {}) {
    if (replace) window.location.replace(href);
    else window.location.assign(href);
  },
};
