import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props every injected link component receives: plain anchor props (react-router's Link takes `to`, see below). */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders a link; receives anchor props with `href`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const LinkComponentContext = createContext<LinkComponent | 'a'>('a');

export interface LinkComponentProviderProps {
  /**
   * The component every `Link` (and link-styled button) renders. Pass an adapter around your router's link,
   * e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`, so that in-app navigation is
   * client-side. Without a provider, links render a plain `<a>`.
   */
  component: LinkComponent;
  children: ReactNode;
}

/** Injects the app's router link component into every `Link` below it (ui knows no router). */
export function LinkComponentProvider({ component, children }: LinkComponentProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component in effect: the injected one, or `'a'`. */
export function useLinkComponent(): LinkComponent | 'a' {
  return useContext(LinkComponentContext);
}
