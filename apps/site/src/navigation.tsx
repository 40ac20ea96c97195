import type { LinkProps as KitLinkProps } from '@momento/marketplace-kit';
import type { LinkComponentProps } from '@momento/ui';
import { Link as RouterLink } from 'react-router';

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
