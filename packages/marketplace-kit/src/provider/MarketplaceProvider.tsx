import { UIProvider, UITextsProvider, useThemeName, type ThemeName } from '@momento/ui';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { SWRConfig } from 'swr';
import { createClient, type Client } from '../api/client.ts';
import { createSessionStore, type SessionState, type SessionStore } from '../session/sessionStore.ts';
import { createSiteGateStore, type SiteGateState, type SiteGateStore } from '../session/siteGateStore.ts';
import type { KeyValueStorage } from '../session/storage.ts';
import { defaultNavigation, type LinkProps, type NavigationAdapter } from './navigation.tsx';
import { defaultLocale, LocaleProvider, type LocaleContextValue } from '../locale/LocaleContext.tsx';
import { FieldMessages } from '../locale/FieldMessages.tsx';
import type { PartialTexts } from '../locale/texts.ts';
import { createToastStore, type ToastApi } from './toast.ts';
import { Toaster } from './Toaster.tsx';

export interface MarketplaceContextValue {
  apiBase: string;
  client: Client;
  session: SessionStore;
  siteGate: SiteGateStore;
  navigation: NavigationAdapter;
  toast: ToastApi;
  /** The time in ms since the epoch, as countdowns and expiry checks read it. */
  clock: () => number;
}

/**
 * Whether the page is visible, for SWR's retries and refreshes. SWR's own check decides once, at import, that a
 * document exists and then reads `document` unguarded, so a request that settles after the document has gone (a
 * page torn down mid-request, a test environment after its teardown) throws from inside SWR. No document: visible.
 */
const isDocumentVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The providers' SWR settings, one object for good: SWRConfig hands every SWR hook below it a new configuration
 * whenever its `value` is a new object, so a value built in render would re-render every data widget each time the
 * provider renders (every session change). `provider` runs once per SWRConfig, so each provider still gets its own
 * cache.
 */
const swrConfig = { provider: () => new Map(), isVisible: isDocumentVisible };

const MarketplaceContext = createContext<MarketplaceContextValue | null>(null);
/** The session state as the provider's tree sees it (see `useSessionState`). */
const SessionStateContext = createContext<SessionState | null>(null);
/** Whether the provider restores a stored session on mount (its `restoreSession` prop). */
const RestoresSessionContext = createContext(false);

/**
 * The session store's state, delivered to the tree as a transition. A store read with useSyncExternalStore always
 * re-renders its readers synchronously, so the session settling after a reload (refresh, then the user) would
 * render everything that depends on it in one long task: the account page RequireLogin mounts, the header's user
 * controls, the cart. As a transition React renders it in short slices that yield to input. Every reader gets the
 * same state in the same render (one context), so the tree never tears.
 */
function useSessionState(session: SessionStore): SessionState {
  const [state, setState] = useState(session.getSnapshot);
  useEffect(() => {
    const sync = () => {
      const next = session.getSnapshot();
      startTransition(() => setState(next));
    };
    // A change between the first render and this effect (a fast restore) is picked up here.
    sync();
    return session.subscribe(sync);
  }, [session]);
  return state;
}

/** The locale as a canonical BCP 47 tag; English (the default) for one that is not a tag, rather than a broken render. */
function knownLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export interface MarketplaceProviderProps {
  children?: ReactNode;
  /** The API base, ending in `/api/v1` (relative on the reference site, absolute in the embed). */
  apiBase: string;
  /**
   * The session store. Pass one to share a session between providers; by default each provider creates its own,
   * so two embeds on one page never share a session.
   * @default a new store for `apiBase`
   */
  session?: SessionStore;
  /** The site-login gate store. @default a new store for `apiBase` */
  siteGate?: SiteGateStore;
  /** Links and navigation without a router dependency. @default plain anchors and location changes */
  navigation?: Partial<NavigationAdapter>;
  /** The notice API widgets call. @default the provider's own toasts, top right */
  toast?: ToastApi;
  /**
   * How long each of the provider's own toasts stays, in milliseconds; 0 keeps it until it is dismissed (the
   * stories: a screenshot shows the same notices however long the capture takes).
   * @default 5000
   */
  toastDuration?: number;
  /** Where overlays and toasts portal to (a node in the embed's shadow root). @default document.body */
  portalContainer?: Element | DocumentFragment;
  /** @default the theme of an enclosing UIProvider (a page's, Storybook's toolbar), else 'light' */
  theme?: ThemeName;
  className?: string;
  /** Storage for refresh tokens when the provider creates the stores. @default localStorage */
  storage?: KeyValueStorage | null;
  /** The fetch the client uses (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Whether the client's requests carry cookies; the embed passes 'omit' (partner origins get CORS without
   * credentials).
   * @default 'include'
   */
  credentials?: RequestCredentials;
  /**
   * Restore a stored session on mount (refresh, then load the user), and a stored site-gate token.
   * @default true
   */
  restoreSession?: boolean;
  /**
   * The clock of the widgets' countdowns and expiry checks (payment windows, cart reservations, open offers, day
   * headings), in ms since the epoch. Stories and tests pass a fixed one so that what they show never changes with
   * the day they run. Pass a function that keeps its identity between renders (defined outside the component, or
   * memoised): a new one re-renders every widget that reads the clock.
   * @default the real clock (`Date.now()`)
   */
  clock?: () => number;
  /**
   * The widgets' locale (BCP 47): dates, numbers and amounts are formatted for it with Intl ('1.234,50 $' in `de`).
   * Texts stay English unless `messages` gives them (the German dictionary: `@momento/marketplace-kit/locales/de`).
   * @default 'en', English with the product's own formats ('$1,234.50', dd/mm/yyyy)
   */
  locale?: string;
  /**
   * Texts in place of the English ones, by area and text id (`KitTexts`): a whole dictionary, or only the texts
   * to change; English fills every text not given. Keep the object's identity between renders.
   */
  messages?: PartialTexts;
}

/**
 * Everything a widget needs: the API client, the session, navigation, toasts, the portal container and the theme,
 * and an SWR cache of its own (`provider: () => new Map()`), so two providers never share data.
 */
export function MarketplaceProvider({
  children,
  apiBase,
  session: sessionProp,
  siteGate: siteGateProp,
  navigation: navigationProp,
  toast: toastProp,
  toastDuration,
  portalContainer,
  theme: themeProp,
  className,
  storage,
  fetch,
  credentials,
  restoreSession = true,
  clock: clockProp,
  locale = defaultLocale,
  messages,
}: MarketplaceProviderProps) {
  // Stores and the client live as long as the provider (and its apiBase): no module singletons.
  // The API base is read when the provider mounts; give the provider a `key` to switch to another API.
  const [ownSession] = useState(() => sessionProp ?? createSessionStore({ apiBase, storage }));
  const [ownGate] = useState(() => siteGateProp ?? createSiteGateStore({ apiBase, storage }));
  // `Date.now` is looked up at each render, so a test's fake timers (installed after this module loads) are used.
  const clock = clockProp ?? Date.now;
  const enclosingTheme = useThemeName();
  const theme = themeProp ?? enclosingTheme;
  const session = sessionProp ?? ownSession;
  const siteGate = siteGateProp ?? ownGate;
  const client = useMemo(
    () => createClient({ apiBase, session, siteGate, fetch, credentials }),
    [apiBase, session, siteGate, fetch, credentials],
  );
  const [ownToasts] = useState(() => (toastProp ? null : createToastStore({ duration: toastDuration })));
  const toast = toastProp ?? ownToasts;

  const renderLink = navigationProp?.renderLink;
  const navigate = navigationProp?.navigate;
  const navigation = useMemo<NavigationAdapter>(
    () => ({
      renderLink: renderLink ?? defaultNavigation.renderLink,
      navigate: navigate ?? defaultNavigation.navigate,
    }),
    [renderLink, navigate],
  );

  useEffect(() => client.startAutoRefresh(), [client]);

  useEffect(() => {
    if (!restoreSession) return;
    // A stored site-gate token is refreshed at once, not when the SiteGate widget mounts (a router may mount it only
    // after the first route's chunk has loaded); SiteGate shares this request (the client runs one at a time).
    const gate = siteGate.getSnapshot();
    if (gate.status === 'idle' && gate.hasRefreshToken) void client.refreshSiteGate();
  }, [client, siteGate, restoreSession]);

  useEffect(() => {
    if (!restoreSession) return;
    const controller = new AbortController();
    // Failures end in a logged-out session inside restoreSession; an abort on unmount is expected.
    client.restoreSession({ signal: controller.signal }).catch(() => {});
    return () => controller.abort();
  }, [client, restoreSession]);

  const value = useMemo<MarketplaceContextValue>(
    () => ({ apiBase, client, session, siteGate, navigation, toast: toast as ToastApi, clock }),
    [apiBase, client, session, siteGate, navigation, toast, clock],
  );
  const sessionState = useSessionState(session);
  const localeValue = useMemo<LocaleContextValue>(
    () => ({ locale: knownLocale(locale), messages }),
    [locale, messages],
  );

  return (
    <MarketplaceContext.Provider value={value}>
      <SessionStateContext.Provider value={sessionState}>
        <RestoresSessionContext.Provider value={restoreSession}>
          <LocaleProvider value={localeValue}>
            <SWRConfig value={swrConfig}>
              <UIProvider theme={theme} portalContainer={portalContainer} className={className}>
                {/* ui's own texts (a dialog's 'Close', a pending button's 'Loading') from the dictionary's `ui` area; its
                    number and date fields read and format amounts and dates for the widgets' locale. */}
                <UITextsProvider texts={messages?.ui} locale={localeValue.locale}>
                  <FieldMessages>{children}</FieldMessages>
                  {ownToasts ? <Toaster store={ownToasts} /> : null}
                </UITextsProvider>
              </UIProvider>
            </SWRConfig>
          </LocaleProvider>
        </RestoresSessionContext.Provider>
      </SessionStateContext.Provider>
    </MarketplaceContext.Provider>
  );
}

/** The nearest provider's client, session, navigation and toasts. Throws an actionable error outside one. */
export function useMarketplace(): MarketplaceContextValue {
  const context = useContext(MarketplaceContext);
  if (!context) {
    throw new Error(
      'useMarketplace: no <MarketplaceProvider> above this component. Wrap your app in <MarketplaceProvider apiBase="...">.',
    );
  }
  return context;
}

export function useClient(): Client {
  return useMarketplace().client;
}

export function useToast(): ToastApi {
  return useMarketplace().toast;
}

export function useNavigation(): NavigationAdapter {
  return useMarketplace().navigation;
}

/**
 * The nearest provider's clock. Unlike the other context hooks it does not throw outside a provider: a standalone
 * `Deadline` (or a test of one) has a natural default, the real clock.
 */
export function useClock(): () => number {
  return useContext(MarketplaceContext)?.clock ?? Date.now;
}

/**
 * The session state (status, user, permissions), re-rendering on change. Changes arrive as a transition (rendered in
 * slices, a frame or so after the store changed); `useMarketplace().session.getSnapshot()` reads the store itself.
 */
export function useSession(): SessionState {
  useMarketplace();
  const state = useContext(SessionStateContext);
  if (!state) throw new Error('useSession: no <MarketplaceProvider> above this component.');
  return state;
}

/**
 * Whether the signed-in user's reads may go out now: when logged in, and also while a stored session is being restored
 * after a reload. A call made then waits for the restore's token refresh (the client runs one at a time) and carries
 * the new token, so a page's own requests run alongside the user's read instead of after it; if the restore fails
 * they fail as unauthorized and the page is left for the logged-out one.
 */
export function useSignedInReads(): boolean {
  const { status, hasRefreshToken } = useSession();
  const restores = useContext(RestoresSessionContext);
  return status === 'loggedIn' || (status === 'unknown' && hasRefreshToken && restores);
}

/** The site-login gate state (idle / inProgress / success / error). */
export function useSiteGate(): SiteGateState {
  const { siteGate } = useMarketplace();
  return useSyncExternalStore(siteGate.subscribe, siteGate.getSnapshot, siteGate.getSnapshot);
}

/** A link through the provider's navigation adapter (widgets never import a router). */
export function MarketplaceLink(props: LinkProps) {
  return useMarketplace().navigation.renderLink(props);
}
