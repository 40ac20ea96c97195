import {
  createSessionStore,
  MarketplaceProvider,
  type KeyValueStorage,
  type NavigationAdapter,
} from '@momento/marketplace-kit';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import * as styles from './embed.css.ts';
import { dispatch, dispatchAddToCart } from './events.ts';
import type { WidgetInstance } from './loader.ts';
import { cartUrl, themeOptionVars, type ResolvedOptions } from './options.ts';
import { runUnmount } from './lifecycle.ts';
import { openSiteTab } from './siteTab.ts';
import { adoptStyles, trackShadowRoot } from './styles.ts';
import { EmbedDictionaryContext, embedTexts, type EmbedDictionary } from './texts.ts';
import { TicketEmbed } from './TicketEmbed.tsx';
import { EmbedActions } from './actions.tsx';

// React Aria's overlays hide "everything outside the dialog" from the page (`inert`): without its shadow DOM support
// a dialog inside the widget's shadow root counts as outside, and the whole page, the dialog too, went inert.
enableShadowDOM();

/** The tickets widget, a chunk of its own: a page that shows only tickets never downloads it. */
const loadTickets = () => import('./SellerTicketsEmbed.tsx');

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
export interface WidgetHandle extends WidgetInstance {
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
      if (toCart && options.productId)
        dispatchAddToCart(host, { productId: options.productId, action: 'add' });
      openSiteTab(toCart ? cartUrl(options) : new URL(to, options.siteUrl).href);
    },
  };
}

/** The partner's options with `data-actions` and `data-locale` read from the placeholder when `mount` named none. */
const withActions = (element: HTMLElement, resolved: ResolvedOptions): ResolvedOptions => ({
  ...resolved,
  actions: resolved.actions ?? element.dataset['actions'],
  locale: resolved.locale ?? element.dataset['locale'],
});

/** `data-accent`, `data-radius` and `data-font` as theme properties on the host (options.ts); returns those set. */
function applyThemeOptions(element: HTMLElement, options: ResolvedOptions): [string, string][] {
  const set = Object.entries(themeOptionVars(element.dataset, options.theme)).filter(
    ([name]) => !element.style.getPropertyValue(name),
  );
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
    .then(() =>
      send(`${options.apiBase}/embed/view.php`, {
        method: 'POST',
        mode: 'no-cors',
        credentials: 'omit',
        keepalive: true,
      }),
    )
    .catch(() => undefined);
}

/** The partner's theme variables on the placeholder (`vars`); returns the names set, to remove them on unmount. */
function setVars(element: HTMLElement, vars: ResolvedOptions['vars'], names: Set<string>) {
  for (const [name, value] of Object.entries(vars ?? {})) {
    // An empty value removes the variable.
    element.style.setProperty(name, value);
    names.add(name);
  }
}

/** The tickets chunk once loaded: a later tickets widget (or an update to one) renders it at once. */
let ticketsModule: Awaited<ReturnType<typeof loadTickets>> | undefined;

/**
 * Renders a widget into the placeholder's closed shadow root (created on first mount, reused after an unmount) with
 * its own stylesheet, its own MarketplaceProvider (session in memory, SWR cache, toasts) and a portal node for
 * overlays inside the shadow root. `update` renders the same root with new options (no remount: the session, the
 * cache and the shadow root stay); `unmount` empties the shadow root (its nodes and sheets) and ends the session
 * and its live stream.
 */
export function mountWidget(element: HTMLElement, resolved: ResolvedOptions): WidgetHandle {
  let options = withActions(element, resolved);
  const varNames = new Set<string>();
  setVars(element, options.vars, varNames);
  const shadow = shadowRoots.get(element) ?? element.attachShadow({ mode: 'closed' });
  shadowRoots.set(element, shadow);
  let themed = applyThemeOptions(element, options);
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
  let dictionaryLocale: string | undefined;
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
            <div
              part="root"
              className={styles.root}
              data-widget={options.widget}
              lang={dictionary && options.locale}
            >
              {widget}
            </div>
          </EmbedDictionaryContext.Provider>
        </MarketplaceProvider>
      </StrictMode>,
    );

  // Each show() counts: a tickets chunk that arrives after a later update (or the unmount) renders nothing.
  let shown = 0;
  const showTickets = (module: NonNullable<typeof ticketsModule>) => {
    // The cards' styles before the cards: nothing renders unstyled.
    adoptStyles(shadow, module.sellerTicketsCss, 'listings');
    render(<module.SellerTicketsEmbed options={options} host={element} Actions={EmbedActions} />);
  };
  const show = () => {
    const current = ++shown;
    if (options.widget === 'ticket' && options.productId) {
      // Another ticket is another card (its panels and offer state start afresh); the provider and session stay.
      render(
        <TicketEmbed
          key={options.productId}
          options={{ ...options, productId: options.productId }}
          host={element}
        />,
      );
      return;
    }
    if (ticketsModule) {
      showTickets(ticketsModule);
      return;
    }
    // The same loading line the widget shows while its data comes, already while its code comes.
    render(
      <p part="message" className={styles.loading} aria-busy="true">
        {dictionary?.embed.loading ?? embedTexts.loading}
      </p>,
    );
    loadTickets().then(
      (module) => {
        ticketsModule = module;
        if (current === shown) showTickets(module);
      },
      (error: unknown) => {
        if (current === shown)
          dispatch(element, 'momento:error', {
            message: `Momento: the widget could not load (${String(error)}).`,
          });
      },
    );
  };
  /**
   * Shows the widget once its locale's dictionary is here. Nothing renders before the texts arrive (the placeholder
   * keeps its space): no English flashes first. Without its dictionary (a failed fetch) the widget shows English
   * texts, with the locale's formats.
   */
  const showInLocale = () => {
    if (options.locale === dictionaryLocale) {
      show();
      return;
    }
    const current = ++shown;
    const wanted = options.locale;
    const asked = loadDictionary(wanted);
    if (!asked) {
      dictionary = undefined;
      dictionaryLocale = wanted;
      show();
      return;
    }
    asked
      .then(
        (loaded) => loaded,
        () => undefined,
      )
      .then((loaded) => {
        if (current !== shown) return;
        dictionary = loaded;
        dictionaryLocale = wanted;
        show();
      });
  };
  countView(options);
  showInLocale();

  return {
    shadowRoot: shadow,
    update(next) {
      // The API and the site stay those of the mount (the session belongs to one API).
      options = { ...withActions(element, next), apiBase: options.apiBase, siteUrl: options.siteUrl };
      setVars(element, options.vars, varNames);
      for (const [name] of themed) element.style.removeProperty(name);
      themed = applyThemeOptions(element, options);
      showInLocale();
    },
    unmount() {
      shown += 1;
      root.unmount();
      session.dispose();
      runUnmount(element);
      untrack();
      shadow.replaceChildren();
      for (const name of varNames) element.style.removeProperty(name);
      for (const [name] of themed) element.style.removeProperty(name);
      if ('adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = [];
    },
  };
}
