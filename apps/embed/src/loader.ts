import { dispatch, type ErrorDetail, type ReadyDetail } from './events.ts';
import {
  defaultMinHeight,
  resolveOptions,
  type LoaderDefaults,
  type MountOptions,
  type ResolvedOptions,
} from './options.ts';
import { placeholderElements } from './placeholders.ts';

/**
 * The partner-page loader (`<script async src=".../momento-embed.js">`). It stays tiny and does no network work
 * of its own: it reserves each placeholder's space, waits until the placeholder nears the viewport, and only then
 * imports the widget chunk (`momento-widget.js`, next to this script), which renders into a shadow root.
 */

/** What `Momento.mount` returns. */
export interface MountHandle {
  /**
   * Settles once: with the first `momento:ready` detail when the widget has shown its data, or rejects with the first
   * `momento:error` message (an unknown widget, a chunk or API failure). Stays pending after an unmount before either.
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
    // The widget's first outcome; unmount removes the listeners.
    const listening = new AbortController();
    const { signal } = listening;
    const ready = new Promise<ReadyDetail>((resolve, reject) => {
      element.addEventListener(
        'momento:ready',
        (event) => resolve((event as CustomEvent<ReadyDetail>).detail),
        { signal },
      );
      element.addEventListener(
        'momento:error',
        (event) => reject(new Error((event as CustomEvent<ErrorDetail>).detail.message)),
        { signal },
      );
    });
    // A page that does not ask gets no unhandled rejection.
    ready.catch(() => {});
    let resolved = resolveOptions(element, options, config);
    const fail = (message: string) => dispatch(element, 'momento:error', { message: `Momento: ${message}` });
    const invalid = 'unknown widget or missing data-product-id / data-seller / data-event.';
    let inner: WidgetInstance | undefined;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    let reserved = false;
    const handle: MountHandle = {
      ready,
      update(next) {
        resolved = resolveOptions(element, (options = { ...options, ...next }), config);
        if (resolved) inner?.update(resolved);
        else fail(invalid);
      },
      unmount() {
        cancelled = true;
        listening.abort();
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
    if (reserved)
      element.style.minHeight =
        options.minHeight ?? element.dataset['minHeight'] ?? defaultMinHeight[resolved.widget];

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
      observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && start(),
        {
          rootMargin: config.rootMargin ?? '300px',
        },
      );
      observer.observe(element);
    }
    return handle;
  }

  return {
    mount,
    scan: (root = document) =>
      placeholderElements(root)
        .filter((element) => resolveOptions(element, {}, config))
        .map((element) => mount(element)),
  };
}

/** The loader's own script element: `currentScript` for a classic script, else the first script named like it. */
export function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="momento-embed"]');
}

/** Defaults from the script tag: `data-api-base`, `data-site-url`, else the script's own origin. */
export function scriptDefaults(
  script: HTMLScriptElement | null,
  pageUrl: string,
): LoaderDefaults & { widgetUrl: string } {
  const src = new URL(script?.src || pageUrl, pageUrl);
  return {
    apiBase: script?.dataset['apiBase'] ?? `${src.origin}/api/v1`,
    siteUrl: script?.dataset['siteUrl'] ?? src.origin,
    widgetUrl: new URL('momento-widget.js', src).href,
  };
}
