import { MarketplaceProvider, type KeyValueStorage } from '@momento/marketplace-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as styles from './embed.css.ts';
import { ListingsEmbed } from './ListingsEmbed.tsx';
import type { MountHandle } from './loader.ts';
import type { ResolvedOptions } from './options.ts';
import { adoptStyles } from './styles.ts';
import { TicketEmbed } from './TicketEmbed.tsx';

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

  const widget =
    options.widget === 'ticket' && options.productId ? (
      <TicketEmbed options={{ ...options, productId: options.productId }} host={element} />
    ) : (
      <ListingsEmbed options={options} host={element} />
    );
  const root = createRoot(mountPoint);
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
  return {
    unmount() {
      root.unmount();
      mountPoint.remove();
      portal.remove();
    },
  };
}
