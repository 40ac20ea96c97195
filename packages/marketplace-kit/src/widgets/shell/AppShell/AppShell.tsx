import { memo, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { usePaymentConfig } from '#api/reference/usePaymentConfig.ts';
import { useMetaContents } from '#api/reference/useMetaContents.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { SiteGate } from '../SiteGate/SiteGate.tsx';
import { AuthDialogs } from './AuthDialogs.tsx';
import { FullPageLoader } from './FullPageLoader.tsx';
import { AuthDialogsProvider } from './authDialogContext.tsx';
import { AppShellView } from './AppShellView.tsx';

/** Renders again only when its props change (see Shell). */
const ShellFrame = /* @__PURE__ */ memo(AppShellView);

export interface AppShellProps {
  /** The current location (path and query): drives scroll-to-top, the side menu and the login return location. */
  location: string;
  /** The page (the router's outlet). */
  children?: ReactNode;
}

/** True until the session check and the global data (static pages, payment client id) have settled. */
function useGlobalDataLoading(): boolean {
  const session = useSession();
  // Failures count as settled: a failed load empties the client id and static content instead of blocking the site.
  const meta = useMetaContents();
  const payment = usePaymentConfig();
  const settled = (result: { data?: unknown; error?: unknown }) =>
    result.data !== undefined || result.error !== undefined;
  return session.status === 'unknown' || !settled(meta) || !settled(payment);
}

function ScrollToTop({ pathname }: { pathname: string }) {
  useEffect(() => {
    // The page scrolls to top on each route change (jsdom has no scrolling).
    if (typeof window.scrollTo === 'function' && !/jsdom/i.test(navigator.userAgent)) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Shell({ location, children }: AppShellProps) {
  // Deferred: when global data settles, the loader stays for one cheap render and the whole page (header, route,
  // footer) then renders as a transition, which React splits into short slices instead of one long task that would
  // block input (Lighthouse's total blocking time).
  const isLoading = useDeferredValue(useGlobalDataLoading(), true);
  // The frame (header, page, footer) first mounts in a transition too: the gate's success is a synchronous update,
  // and mounting the whole page inside it would be one long task.
  const isFrameMounted = useDeferredValue(true, false);
  // The global data arrives in SWR's synchronous updates, each of which renders this component again: with the
  // frame's parts made once (per location) and the frame memoised, such a render stops here instead of rendering the
  // header, the page and the footer again in one long task (the deferred value above brings the change later).
  const header = useMemo(() => <Header location={location} />, [location]);
  const footer = useMemo(() => <Footer />, []);
  const overlays = useMemo(() => <AuthDialogs />, []);
  if (!isFrameMounted) return <FullPageLoader />;
  return (
    <AuthDialogsProvider location={location}>
      <ScrollToTop pathname={location.split(/[?#]/)[0] ?? location} />
      <ShellFrame isLoading={isLoading} header={header} footer={footer} overlays={overlays}>
        {children}
      </ShellFrame>
    </AuthDialogsProvider>
  );
}

/**
 * The whole site's frame: the site login gate first, then a full-app loader until the
 * session check and global data have loaded, then header, page and footer, with the sign-in dialogs. Scrolls to top
 * on each route change. Needs a `MarketplaceProvider` above it.
 */
export function AppShell(props: AppShellProps) {
  return (
    <SiteGate>
      <Shell {...props} />
    </SiteGate>
  );
}
