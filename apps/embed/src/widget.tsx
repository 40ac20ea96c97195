import { createSessionStore, MarketplaceProvider, type KeyValueStorage, type NavigationAdapter } from '@momento/marketplace-kit';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import * as styles from './embed.css.ts';
import { dispatch, embedEvents } from './events.ts';
import type { MountHandle } from './loader.ts';
import { cartUrl, themeOptionVars, type ResolvedOptions } from './options.ts';
import { openSiteTab } from './siteTab.ts';
import { adoptStyles, trackShadowRoot } from './styles.ts';
import { EmbedDictionaryContext, embedTexts, type EmbedDictionary } from './texts.ts';
import { TicketEmbed } from './TicketEmbed.tsx';

// React Aria's overlays hide "everything outside the dialog" from the page (`inert`): without its shadow DOM support
// a dialog inside the widget's shadow root counts as outside, and the whole page, the dialog too, went inert.
enableShadowDOM();

/** The listings widget, a chunk of its own: a page that shows only tickets never downloads it. */
const loadListings = () => import('./ListingsEmbed.tsx');

/**
 * The dictionary of a locale other than English, each language a chunk of its own fetched only when a widget asks
 * for it (`data-locale="de"`); undefined for English, whose texts are the widgets' own.
 */
function loadDictionary(locale: string | undefined): Promise<EmbedDictionary> | undefined {
  if (/^de(-|$)/i.test(locale ?? '')) return import('./locales/de.ts').then((module) => module.de);
  return undefined;
}

/**
 * Storage that keeps nothing: the embed shows public data only and never writes tokens (or anything else) to the
 * partner's origin. The session and site-gate stores of each widget live in memory and die with it.
 */
export const nothingKept: KeyValueStorage = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

/**
 * The placeholders' shadow roots, created closed: `element.shadowRoot` is null for the host page, whose scripts
 * therefore cannot reach the widget's DOM (the session's forms, the chat). Kept here to reuse one after an unmount.
 */
const shadowRoots = new WeakMap<HTMLElement, ShadowRoot>();

/** What mountWidget returns to the loader (which keeps it to itself) and to tests: the shadow root too. */
export interface WidgetHandle extends MountHandle {
  readonly shadowRoot: ShadowRoot;
}

/**
 * Where the kit's widgets navigate (the offer thread's Add to Cart goes to the cart): the Momento site, in a new tab.
 * Links render as plain links to the site.
 */
function siteNavigation(options: ResolvedOptions, host: HTMLElement): Partial<NavigationAdapter> {
  return {
    navigate(to) {
      const toCart = to.startsWith('/mycart');
      // The offer thread's Add to Cart ends here once the offer is in the cart.
      if (toCart && options.productId) dispatch(host, embedEvents.cart, { productId: options.productId, action: 'add' });
      openSiteTab(toCart ? cartUrl(options) : new URL(to, options.siteUrl).href);
    },
  };
}

/** `data-accent`, `data-radius` and `data-font` as theme properties on the host (options.ts); returns those set. */
function applyThemeOptions(element: HTMLElement, options: ResolvedOptions) {
  const set = Object.entries(themeOptionVars(element.dataset, options.theme)).filter(([name]) => !element.style.getPropertyValue(name));
  for (const [name, value] of set) element.style.setProperty(name, value);
  return set;
}

/**
 * Tells the API that a widget loaded on this page (docs/rules/attribution.md): the API counts it for the partner of the
 * page's origin, per day, and keeps nothing else. No body, no token, no cookie; the answer is not read (no-cors), and a
 * failure changes nothing for the visitor.
 */
function countView(options: ResolvedOptions): void {
  const send = options.fetch ?? globalThis.fetch;
  void Promise.resolve()
    .then(() => send(`${options.apiBase}/embed/view.php`, { method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true }))
    .catch(() => undefined);
}

/**
 * Renders a widget into the placeholder's closed shadow root (created on first mount, reused after an unmount) with
 * its own stylesheet, its own MarketplaceProvider (session in memory, SWR cache, toasts) and a portal node for
 * overlays inside the shadow root.
 */
export function mountWidget(element: HTMLElement, resolved: ResolvedOptions): WidgetHandle {
  const options: ResolvedOptions = { ...resolved, actions: resolved.actions ?? element.dataset['actions'], locale: resolved.locale ?? element.dataset['locale'] };
  const shadow = shadowRoots.get(element) ?? element.attachShadow({ mode: 'closed' });
  shadowRoots.set(element, shadow);
  const themed = applyThemeOptions(element, options);
  adoptStyles(shadow);
  const untrack = trackShadowRoot(shadow);
  // The session of the embed: memory only (no storage at all), filled by the sign-in window (auth.tsx).
  const session = createSessionStore({ apiBase: options.apiBase, storage: null });
  const mountPoint = document.createElement('div');
  mountPoint.className = styles.mountPoint;
  const portal = document.createElement('div');
  portal.className = styles.mountPoint;
  shadow.append(mountPoint, portal);

  const root = createRoot(mountPoint);
  let dictionary: EmbedDictionary | undefined;
  const render = (widget: ReactNode) =>
    root.render(
      <StrictMode>
        <MarketplaceProvider
          apiBase={options.apiBase}
          locale={options.locale}
          messages={dictionary?.kit}
          storage={nothingKept}
          session={session}
          navigation={siteNavigation(options, element)}
          restoreSession={false}
          fetch={options.fetch}
          // Public reads without cookies: partner origins get CORS without credentials (docs/ARCHITECTURE.md).
          credentials="omit"
          portalContainer={portal}
          theme={options.theme}
          className={styles.providerRoot}
        >
          <EmbedDictionaryContext.Provider value={dictionary}>
            <div part="root" className={styles.root} data-widget={options.widget} lang={dictionary && options.locale}>
              {widget}
            </div>
          </EmbedDictionaryContext.Provider>
        </MarketplaceProvider>
      </StrictMode>,
    );

  countView(options);
  let unmounted = false;
  const start = () => {
    if (options.widget === 'ticket' && options.productId) {
      render(<TicketEmbed options={{ ...options, productId: options.productId }} host={element} />);
      return;
    }
    // The same loading line the widget shows while its data comes, already while its code comes.
    render(
      <p part="message" className={styles.loading} aria-busy="true">
        {dictionary?.embed.loading ?? embedTexts.loading}
      </p>,
    );
    loadListings().then(
      ({ ListingsEmbed, listingsCss }) => {
        if (unmounted) return;
        // The cards' styles before the cards: nothing renders unstyled.
        adoptStyles(shadow, listingsCss, 'listings');
        render(<ListingsEmbed options={options} host={element} />);
      },
      (error: unknown) => {
        if (!unmounted) dispatch(element, embedEvents.error, { message: `Momento: the widget could not load (${String(error)}).` });
      },
    );
  };
  const asked = loadDictionary(options.locale);
  if (asked) {
    // Nothing renders before the texts arrive (the placeholder keeps its space): no English flashes first. Without its
    // dictionary (a failed fetch) the widget shows English texts, with the locale's formats.
    asked.then(
      (loaded) => (dictionary = loaded),
      () => {},
    ).finally(() => {
      if (!unmounted) start();
    });
  } else {
    start();
  }
  return {
    shadowRoot: shadow,
    unmount() {
      unmounted = true;
      root.unmount();
      session.dispose();
      untrack();
      for (const [name] of themed) element.style.removeProperty(name);
      mountPoint.remove();
      portal.remove();
    },
  };
}
