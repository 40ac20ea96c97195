import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMomento, scriptDefaults, type WidgetInstance, type WidgetModule } from './loader.ts';
import type { ResolvedOptions } from './options.ts';

/** An IntersectionObserver the test drives: `reveal()` says every observed element came near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  reveal() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function setup() {
  const mounted: Array<{ element: HTMLElement; options: ResolvedOptions }> = [];
  const unmounted: HTMLElement[] = [];
  const updated: Array<{ element: HTMLElement; options: ResolvedOptions }> = [];
  const widget: WidgetModule = {
    mountWidget(element, options): WidgetInstance {
      mounted.push({ element, options });
      return {
        update: (next) => void updated.push({ element, options: next }),
        unmount: () => void unmounted.push(element),
      };
    },
  };
  const loadWidget = vi.fn(() => Promise.resolve(widget));
  const momento = createMomento({
    apiBase: 'https://momento.test/api/v1',
    siteUrl: 'https://momento.test',
    loadWidget,
  });
  return { momento, loadWidget, mounted, unmounted, updated };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the loader', () => {
  it('reserves the space of each placeholder at once and loads the widget chunk only when one nears the viewport', async () => {
    document.body.innerHTML = `
      <div id="t" data-momento-widget="ticket" data-product-id="42" data-partner="acme"></div>
      <div id="l" data-momento-widget="listings" data-seller="7" data-min-height="500px"></div>
      <div id="x" data-momento-widget="ticket"></div>`;
    const { momento, loadWidget, mounted } = setup();
    const handles = momento.scan();

    expect(handles).toHaveLength(2);
    expect(document.getElementById('t')?.style.minHeight).toBe('360px');
    expect(document.getElementById('l')?.style.minHeight).toBe('500px');
    expect(document.getElementById('x')?.style.minHeight).toBe('');
    expect(loadWidget).not.toHaveBeenCalled();
    expect(FakeObserver.instances[0]?.options?.rootMargin).toBe('300px');

    for (const observer of FakeObserver.instances) observer.reveal();
    await flush();
    expect(loadWidget).toHaveBeenCalledTimes(1);
    expect(mounted.map(({ element, options }) => [element.id, options])).toEqual([
      [
        't',
        {
          widget: 'ticket',
          productId: '42',
          partner: 'acme',
          apiBase: 'https://momento.test/api/v1',
          siteUrl: 'https://momento.test',
          theme: 'light',
          limit: 6,
        },
      ],
      [
        'l',
        {
          widget: 'listings',
          seller: '7',
          apiBase: 'https://momento.test/api/v1',
          siteUrl: 'https://momento.test',
          theme: 'light',
          limit: 6,
        },
      ],
    ]);
  });

  it('mounts a placeholder only once, even when the page scans again', () => {
    document.body.innerHTML = '<div data-momento-widget="ticket" data-product-id="1"></div>';
    const { momento } = setup();
    expect(momento.scan()).toHaveLength(1);
    expect(momento.scan()).toHaveLength(0);
  });

  it('mounts from options (theme, variables, ids) and unmounts cleanly, also before the chunk has loaded', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const { momento, mounted, unmounted } = setup();

    const early = momento.mount(element, { widget: 'ticket', productId: 5 });
    early.unmount();
    FakeObserver.instances[0]?.reveal();
    await flush();
    expect(mounted).toHaveLength(0);
    expect(element.style.minHeight).toBe('');
    expect(element.dataset['momentoMounted']).toBeUndefined();

    const handle = momento.mount(element, {
      widget: 'listings',
      event: 9,
      theme: 'dark',
      eager: true,
      minHeight: '12rem',
      vars: { '--momento-color-accent': '#c2185b' },
      apiBase: 'https://api.partner.test/api/v1/',
    });
    expect(element.style.minHeight).toBe('12rem');
    await flush();
    // The theme variables travel to the widget chunk, which sets them on the placeholder.
    expect(mounted[0]?.options).toMatchObject({
      widget: 'listings',
      event: '9',
      theme: 'dark',
      apiBase: 'https://api.partner.test/api/v1',
      vars: { '--momento-color-accent': '#c2185b' },
    });
    handle.unmount();
    expect(unmounted).toEqual([element]);
  });

  it('updates a mounted widget in place with the options merged over the current ones, and says when one is invalid', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const errors: string[] = [];
    element.addEventListener('momento:error', (event) =>
      errors.push((event as CustomEvent<{ message: string }>).detail.message),
    );
    const { momento, mounted, updated } = setup();
    const handle = momento.mount(element, { widget: 'ticket', productId: 5, eager: true, partner: 'acme' });
    await flush();
    element.dispatchEvent(new CustomEvent('momento:ready', { detail: { widget: 'ticket', productId: '5' } }));
    await expect(handle.ready).resolves.toEqual({ widget: 'ticket', productId: '5' });

    handle.update({ productId: 6, theme: 'dark' });
    expect(mounted).toHaveLength(1);
    expect(updated.at(-1)?.options).toMatchObject({
      widget: 'ticket',
      productId: '6',
      theme: 'dark',
      partner: 'acme',
    });
    handle.update({ widget: 'listings' });
    expect(updated).toHaveLength(1);
    expect(errors).toEqual([
      'Momento: unknown widget or missing data-product-id / data-seller / data-event.',
    ]);
  });

  it('rejects the ready promise of a placeholder it cannot mount', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const { momento } = setup();
    await expect(momento.mount(element, { widget: 'ticket' }).ready).rejects.toThrow(
      'Momento: unknown widget or missing data-product-id / data-seller / data-event.',
    );
  });

  it('tells the page with momento:error when a placeholder is incomplete or the chunk fails to load', async () => {
    const element = document.createElement('div');
    element.dataset['momentoWidget'] = 'ticket';
    document.body.append(element);
    const errors: string[] = [];
    document.addEventListener('momento:error', (event) =>
      errors.push((event as CustomEvent<{ message: string }>).detail.message),
    );
    const broken = createMomento({
      apiBase: '/api/v1',
      siteUrl: '',
      loadWidget: () => Promise.reject(new Error('offline')),
    });

    broken.mount(element);
    broken.mount(element, { productId: 3, eager: true });
    await flush();
    expect(errors).toEqual([
      'Momento: unknown widget or missing data-product-id / data-seller / data-event.',
      'Momento: the widget could not load (Error: offline).',
    ]);
  });

  it('takes the API and site from the script tag, else from the script’s own origin', () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.momento.test/embed/momento-embed.js';
    expect(scriptDefaults(script, 'https://partner.test/page')).toEqual({
      apiBase: 'https://cdn.momento.test/api/v1',
      siteUrl: 'https://cdn.momento.test',
      widgetUrl: 'https://cdn.momento.test/embed/momento-widget.js',
    });
    script.dataset['apiBase'] = 'https://api.momento.test/api/v1';
    script.dataset['siteUrl'] = 'https://momento.test';
    expect(scriptDefaults(script, 'https://partner.test/page')).toMatchObject({
      apiBase: 'https://api.momento.test/api/v1',
      siteUrl: 'https://momento.test',
    });
  });
});
