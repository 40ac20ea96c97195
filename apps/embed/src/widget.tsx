import { MarketplaceProvider, type KeyValueStorage } from '@momento/marketplace-kit';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as styles from './embed.css.ts';
import { dispatch, embedEvents } from './events.ts';
import type { MountHandle } from './loader.ts';
import type { ResolvedOptions } from './options.ts';
import { adoptStyles } from './styles.ts';
import { embedTexts } from './texts.ts';
import { TicketEmbed } from './TicketEmbed.tsx';

/** The listings widget, a chunk of its own: a page that shows only tickets never downloads it. */
const loadListings = () => import('./ListingsEmbed.tsx');

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
 * Renders a widget into the placeholder's shadow root (created open on first mount, reused after an unmount) with
 * its own stylesheet, its own MarketplaceProvider (session store, SWR cache, toasts) and a portal node for overlays
 * inside the shadow root.
 */
export function mountWidget(element: HTMLElement, options: ResolvedOptions): MountHandle {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const mountPoint = document.createElement('div');
  mountPoint.className = styles.mountPoint;
  const portal = document.createElement('div');
  portal.className = styles.mountPoint;
  shadow.append(mountPoint, portal);

  const root = createRoot(mountPoint);
  const render = (widget: ReactNode) =>
    root.render(
      <StrictMode>
        <MarketplaceProvider
          apiBase={options.apiBase}
          storage={nothingKept}
          restoreSession={false}
          fetch={options.fetch}
          // Public reads without cookies: partner origins get CORS without credentials (docs/ARCHITECTURE.md).
          credentials="omit"
          portalContainer={portal}
          theme={options.theme}
          className={styles.providerRoot}
        >
          <div part="root" className={styles.root} data-widget={options.widget}>
            {widget}
          </div>
        </MarketplaceProvider>
      </StrictMode>,
    );

  let unmounted = false;
  if (options.widget === 'ticket' && options.productId) {
    render(<TicketEmbed options={{ ...options, productId: options.productId }} host={element} />);
  } else {
    // The same loading line the widget shows while its data comes, already while its code comes.
    render(
      <p part="message" className={styles.loading} aria-busy="true">
        {embedTexts.loading}
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
  }
  return {
    unmount() {
      unmounted = true;
      root.unmount();
      mountPoint.remove();
      portal.remove();
    },
  };
}
