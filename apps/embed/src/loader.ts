import { dispatch, type ReadyDetail } from './events.ts';
import { defaultMinHeight, resolveOptions, type LoaderDefaults, type MountOptions, type ResolvedOptions } from './options.ts';
import { findPlaceholders } from './placeholders.ts';

/**
 * The partner-page loader (`<script async src=".../momento-embed.js">`). It stays tiny and does no network work
 * of its own: it reserves each placeholder's space, waits until the placeholder nears the viewport, and only then
 * imports the widget chunk (`momento-widget.js`, next to this script), which renders into a shadow root.
 */

/** What `Momento.mount` returns. */
export interface MountHandle {
  /**
   * Settles once: with the `momento:ready` detail when the widget has shown its data, or rejects with the
   * `momento:error` message (an unknown widget, a chunk or API failure).
   */
  readonly ready: Promise<ReadyDetail>;
  /**
   * Shows the widget with these options merged over the current ones (another ticket, theme, actions, `vars`...),
   * in place: no remount. A `vars` entry with an empty value removes that variable.
   */
  update(options: MountOptions): void;
  /** Removes the widget: its DOM, styles, listeners, session and live stream; the placeholder is as it was. */
  unmount(): void;
}

/** What the widget chunk's mountWidget returns. */
export interface WidgetInstance {
  update(options: ResolvedOptions): void;
  unmount(): void;
}

/** What the widget chunk exports. */
export interface WidgetModule {
  mountWidget(element: HTMLElement, options: ResolvedOptions): WidgetInstance;
  /** The widget's first `momento:ready` (or `momento:error`), also when it came before the call; rejects with `invalid`. */
  whenReady(element: HTMLElement, invalid?: string | false): Promise<ReadyDetail>;
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
    let resolved = resolveOptions(element, options, config);
    const fail = (message: string) => dispatch(element, 'momento:error', { message: `Momento: ${message}` });
    const invalid = 'unknown widget or missing data-product-id / data-seller / data-event.';
    let inner: WidgetInstance | undefined;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    let reserved = false;
    const handle: MountHandle = {
      // Asked for, it waits for the widget chunk (which keeps each widget's outcome): no work when nobody asks.
      get ready() {
        return load().then((module) => module.whenReady(element, !resolved && `Momento: ${invalid}`));
      },
      update(next) {
        resolved = resolveOptions(element, (options = { ...options, ...next }), config);
        if (resolved) inner?.update(resolved);
        else fail(invalid);
      },
      unmount() {
        cancelled = true;
        observer?.disconnect();
        inner?.unmount();
        if (reserved) element.style.minHeight = '';
        delete element.dataset[MOUNTED];
      },
    };
    if (!resolved) {
      fail(invalid);
      return handle;
    }
    element.dataset[MOUNTED] = '';
    // Reserve the widget's space now, so nothing on the host page moves when it renders (CLS 0).
    reserved = !element.style.minHeight;
    if (reserved) element.style.minHeight = options.minHeight ?? element.dataset['minHeight'] ?? defaultMinHeight[resolved.widget];

    const start = () => {
      observer?.disconnect();
      load().then(
        (module) => {
          if (!cancelled && resolved) inner = module.mountWidget(element, resolved);
        },
        (error: unknown) => {
          widgetModule = undefined;
          if (!cancelled) fail(`the widget could not load (${String(error)}).`);
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
    return handle;
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
