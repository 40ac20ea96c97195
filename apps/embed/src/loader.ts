import { dispatch } from './events.ts';
import { defaultMinHeight, resolveOptions, type LoaderDefaults, type MountOptions, type ResolvedOptions } from './options.ts';
import { findPlaceholders } from './placeholders.ts';

/**
 * The partner-page loader (`<script async src=".../momento-embed.js">`). It stays tiny and does no network work
 * of its own: it reserves each placeholder's space, waits until the placeholder nears the viewport, and only then
 * imports the widget chunk (`momento-widget.js`, next to this script), which renders into a shadow root.
 */

export interface MountHandle {
  unmount(): void;
}

/** What the widget chunk exports. */
export interface WidgetModule {
  mountWidget(element: HTMLElement, options: ResolvedOptions): MountHandle;
}

export interface MomentoApi {
  mount(element: HTMLElement, options?: MountOptions): MountHandle;
  /** Mounts every placeholder under `root` not mounted yet (the loader runs it once on load). */
  scan(root?: ParentNode): MountHandle[];
}

export interface LoaderConfig extends LoaderDefaults {
  loadWidget(): Promise<WidgetModule>;
  /** How far outside the viewport a placeholder starts loading. @default '300px' */
  rootMargin?: string;
}

const MOUNTED = 'momentoMounted';

export function createMomento(config: LoaderConfig): MomentoApi {
  let widgetModule: Promise<WidgetModule> | undefined;
  const load = () => (widgetModule ??= config.loadWidget());

  function mount(element: HTMLElement, options: MountOptions = {}): MountHandle {
    const resolved = resolveOptions(element, options, config);
    if (!resolved) {
      dispatch(element, 'momento:error', { message: 'Momento: unknown widget or missing data-product-id / data-seller / data-event.' });
      return { unmount() {} };
    }
    element.dataset[MOUNTED] = '';
    // Reserve the widget's space now, so nothing on the host page moves when it renders (CLS 0).
    const reserved = !element.style.minHeight;
    if (reserved) element.style.minHeight = options.minHeight ?? element.dataset['minHeight'] ?? defaultMinHeight[resolved.widget];
    for (const [name, value] of Object.entries(options.vars ?? {})) element.style.setProperty(name, value);

    let inner: MountHandle | undefined;
    let cancelled = false;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer?.disconnect();
      load().then(
        (module) => {
          if (!cancelled) inner = module.mountWidget(element, resolved);
        },
        (error: unknown) => {
          widgetModule = undefined;
          if (!cancelled) dispatch(element, 'momento:error', { message: `Momento: the widget could not load (${String(error)}).` });
        },
      );
    };
    if (options.eager || typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: config.rootMargin ?? '300px',
      });
      observer.observe(element);
    }
    return {
      unmount() {
        cancelled = true;
        observer?.disconnect();
        inner?.unmount();
        if (reserved) element.style.minHeight = '';
        delete element.dataset[MOUNTED];
      },
    };
  }

  return {
    mount,
    scan: (root = document) => findPlaceholders(root).map(({ element }) => mount(element)),
  };
}

/** The loader's own script element: `currentScript` for a classic script, else the first script named like it. */
export function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="momento-embed"]');
}

/** Defaults from the script tag: `data-api-base`, `data-site-url`, else the script's own origin. */
export function scriptDefaults(script: HTMLScriptElement | null, pageUrl: string): LoaderDefaults & { widgetUrl: string } {
  const src = new URL(script?.src || pageUrl, pageUrl);
  return {
    apiBase: script?.dataset['apiBase'] ?? `${src.origin}/api/v1`,
    siteUrl: script?.dataset['siteUrl'] ?? src.origin,
    widgetUrl: new URL('momento-widget.js', src).href,
  };
}
