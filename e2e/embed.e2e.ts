// The embed end to end: the built loader and widget chunk (apps/embed/dist) on partner pages served from
// an origin of their own, against the real API server with the demo data, in Chromium. Three hosts (plain,
// Bootstrap-like hostile CSS, Tailwind-preflight-like CSS) must see the same widget, keep their own styles, and keep
// nothing of Momento's in their storage.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startStack, type Stack } from './support/stack.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/embed/dist');

interface ApiTicket {
  product_id: number;
  listing_name: string;
  isSale: string | number;
  seller: { id: number; name: string };
}

/** Host pages: the same placeholders under three kinds of page CSS. */
const hostCss = {
  plain: '',
  bootstrap: `
    * { all: unset; }
    html, body, div, section, p, h1, h2 { display: block; }
    *, *::before, *::after { box-sizing: border-box; }
    body { font-family: Georgia, serif; font-size: 22px; line-height: 2.2; color: #7a0057; letter-spacing: 3px; text-transform: uppercase; text-align: center; }
    div { padding: 9px; border: 3px dashed orange; }
    h2 { font-size: 48px !important; margin: 40px !important; color: lime !important; }
    p { margin: 0 0 30px; }
    a, button { color: red !important; font-size: 31px !important; text-decoration: underline wavy !important; background: yellow !important; padding: 12px 20px !important; border-radius: 0 !important; }
    button:focus, a:focus { outline: 5px solid magenta !important; }
  `,
  tailwind: `
    *, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; margin: 0; padding: 0; }
    html { line-height: 1.5; font-family: ui-sans-serif, system-ui, sans-serif; -webkit-text-size-adjust: 100%; tab-size: 4; }
    body { margin: 0; line-height: inherit; }
    h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit; }
    a { color: inherit; text-decoration: inherit; }
    button { font-family: inherit; font-size: 100%; color: inherit; background-color: transparent; background-image: none; }
    img, svg, video { display: block; vertical-align: middle; max-width: 100%; height: auto; }
    ol, ul { list-style: none; }
  `,
} as const;
type Host = keyof typeof hostCss;

function hostPage(host: Host, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner ${host}</title><style>${hostCss[host]}</style></head>
<body><h1>Partner venue</h1><p class="intro">Our events</p><button type="button" id="before">Partner button</button>
${body}
<h2 id="after">Below the widget</h2><p id="host-text">Partner text</p><a href="#x" id="host-link">Partner link</a></body></html>`;
}

let stack: Stack;
let server: Server;
let origin: string;
let ticket: ApiTicket;
let other: ApiTicket;
const pages = new Map<string, string>();
const contexts: BrowserContext[] = [];
const widgetRequests: string[] = [];

function serve(): Promise<Server> {
  return new Promise((resolve) => {
    const s = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const page = pages.get(url.pathname);
      if (page) {
        res.writeHead(200, { 'content-type': 'text/html' }).end(page);
        return;
      }
      const file = path.join(dist, path.basename(url.pathname));
      if (url.pathname.endsWith('.js') && existsSync(file)) {
        if (url.pathname.endsWith('momento-widget.js')) widgetRequests.push(url.pathname);
        res
          .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
          .end(readFileSync(file));
        return;
      }
      res.writeHead(404).end();
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

/** Adds the loader the way a partner does (`<script async src data-api-base data-site-url>`). */
function loaderTag() {
  return `<script async src="/momento-embed.js" data-api-base="${stack.apiUrl}" data-site-url="${stack.siteUrl}"></script>`;
}

/**
 * The widgets' shadow roots are closed, so that no script of the host page reaches inside. These checks read inside
 * them (styles, focus), so each test page opens them with this init script, which runs before the loader; the
 * hostile-page checks (embed-actions.e2e.ts) run without it.
 */
function openShadowRoots() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

async function open(viewport = { width: 1100, height: 900 }): Promise<Page> {
  const context = await stack.browser.newContext({ viewport });
  await context.addInitScript(openShadowRoots);
  contexts.push(context);
  return context.newPage();
}

/** Computed styles of the widget's main parts (inside the shadow root). */
async function widgetStyles(page: Page) {
  return page.evaluate(() => {
    const shadow = document.querySelector('[data-momento-widget]')?.shadowRoot;
    const props = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'color',
      'background-color',
      'margin-top',
      'margin-left',
      'padding-top',
      'padding-left',
      'border-top-width',
      'border-radius',
      'text-transform',
      'letter-spacing',
      'text-decoration-line',
      'text-align',
      'display',
      'box-sizing',
    ];
    const out: Record<string, Record<string, string>> = {};
    for (const part of ['root', 'card', 'title', 'meta', 'price', 'buy-button']) {
      const element = shadow?.querySelector(`[part~="${part}"]`);
      if (!element) continue;
      const style = getComputedStyle(element);
      out[part] = Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
    }
    return out;
  });
}

/** Computed styles of the host page's own elements. */
async function hostStyles(page: Page) {
  return page.evaluate(() => {
    const props = [
      'font-family',
      'font-size',
      'line-height',
      'color',
      'background-color',
      'margin-top',
      'padding-top',
      'text-transform',
      'letter-spacing',
      'box-sizing',
      'display',
    ];
    const out: Record<string, Record<string, string>> = {};
    for (const selector of ['body', 'h1', '.intro', '#before', '#after', '#host-text', '#host-link']) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      out[selector] = Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
    }
    return out;
  });
}

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'momento-embed.js')) || !existsSync(path.join(dist, 'momento-widget.js'))) {
    throw new Error('apps/embed/dist is missing: run `pnpm --filter @momento/embed build` first.');
  }
  server = await serve();
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : await freePort()}`;
  // The partner pages' origin is a partner of the API (PARTNER_ORIGINS): only listed sites may use it.
  stack = await startStack({ env: { PARTNER_ORIGINS: origin } });
  const reply = await fetch(`${stack.apiUrl}/products.php?full_result=1`);
  const items = ((await reply.json()) as { data: { items: ApiTicket[] } }).data.items;
  const forSale = items.filter((item) => item.isSale === 1 || item.isSale === '1');
  if (!forSale[0] || !forSale[1]) throw new Error('the demo data needs two tickets for sale');
  [ticket, other] = [
    forSale[0],
    forSale.find((item) => item.listing_name !== forSale[0]?.listing_name) ?? forSale[1],
  ];
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  await stack?.stop();
});

describe('the embed on partner pages', () => {
  it('renders the ticket from the API identically on plain, Bootstrap-like and Tailwind-like hosts, leaving the host styles alone', async () => {
    const seen: Record<string, Awaited<ReturnType<typeof widgetStyles>>> = {};
    for (const host of Object.keys(hostCss) as Host[]) {
      const placeholder = `<div data-momento-widget="ticket" data-actions="" data-product-id="${ticket.product_id}" data-partner="acme"></div>`;
      pages.set(`/bare-${host}.html`, hostPage(host, placeholder));
      pages.set(`/${host}.html`, hostPage(host, placeholder + loaderTag()));
      // The host's styles without the embed, then with it.
      const bare = await open();
      await bare.goto(`${origin}/bare-${host}.html`);
      const before = await hostStyles(bare);
      const page = await open();
      // The page listens from its first script on, as a partner's own script would.
      await page.addInitScript(() =>
        document.addEventListener(
          'momento:ready',
          (event) => ((window as unknown as { ready: unknown }).ready = (event as CustomEvent).detail),
        ),
      );
      await page.goto(`${origin}/${host}.html`);
      const ready = await page.waitForFunction(() => (window as unknown as { ready?: unknown }).ready);
      expect(await ready.jsonValue()).toEqual({ widget: 'ticket', productId: String(ticket.product_id) });
      await expect(page.getByRole('heading', { name: ticket.listing_name }).isVisible()).resolves.toBe(true);
      expect(await hostStyles(page), `${host}: host styles unchanged`).toEqual(before);
      seen[host] = await widgetStyles(page);
      expect(Object.keys(seen[host] ?? {})).toEqual(['root', 'card', 'title', 'meta', 'price', 'buy-button']);
    }
    expect(seen['bootstrap'], 'Bootstrap-like host').toEqual(seen['plain']);
    expect(seen['tailwind'], 'Tailwind-like host').toEqual(seen['plain']);
    // The widget's own look, not the host's: the theme's font and accent.
    expect(seen['plain']?.['buy-button']?.['text-transform']).toBe('none');
    expect(seen['plain']?.['title']?.['font-size']).not.toBe('48px');
    // Styled at all (each chunk carries only the CSS rules its code uses: none of them may go missing).
    expect(seen['plain']?.['buy-button']?.['padding-left']).not.toBe('0px');
    expect(seen['plain']?.['buy-button']?.['border-radius']).not.toBe('0px');
    expect(seen['plain']?.['buy-button']?.['background-color']).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('keeps keyboard focus working inside the shadow root', async () => {
    pages.set(
      '/focus.html',
      hostPage(
        'bootstrap',
        `<div data-momento-widget="ticket" data-actions="" data-product-id="${ticket.product_id}"></div>${loaderTag()}`,
      ),
    );
    const page = await open();
    await page.goto(`${origin}/focus.html`);
    await page.getByRole('heading', { name: ticket.listing_name }).waitFor();
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const host = document.activeElement;
      const inner = host?.shadowRoot?.activeElement;
      return {
        host: host?.getAttribute('data-momento-widget'),
        part: inner?.getAttribute('part'),
        outline: inner ? getComputedStyle(inner).outlineStyle : null,
      };
    });
    expect(focused).toEqual({ host: 'ticket', part: 'buy-button', outline: 'solid' });
    await page.keyboard.press('Tab');
    // Focus leaves the widget for the next host element.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('host-link');
  });

  it('opens the ticket on the Momento site in a new tab with the partner and tells the page (momento:buy)', async () => {
    pages.set(
      '/buy.html',
      hostPage(
        'plain',
        `<div data-momento-widget="ticket" data-actions="" data-product-id="${ticket.product_id}" data-partner="acme"></div>${loaderTag()}`,
      ),
    );
    const page = await open();
    await page.goto(`${origin}/buy.html`);
    await page.getByRole('heading', { name: ticket.listing_name }).waitFor();
    const bought = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('momento:buy', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
        ),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /^Buy/ }).click(),
    ]);
    const expected = `${stack.siteUrl}/tickets/${ticket.product_id}?partner=acme`;
    expect(popup.url()).toBe(expected);
    await expect(bought).resolves.toEqual({
      productId: String(ticket.product_id),
      url: expected,
      partner: 'acme',
    });
    // Nothing of Momento's is kept on the partner's origin.
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
    }));
    expect(stored).toEqual({ local: 0, session: 0, cookie: '' });
    expect(await page.context().cookies(origin)).toEqual([]);
  });

  it('gives two widgets on one page their own data, cache and theme', async () => {
    const requests: string[] = [];
    pages.set(
      '/two.html',
      hostPage(
        'plain',
        `<div id="a" data-momento-widget="ticket" data-actions="" data-product-id="${ticket.product_id}"></div>
         <div id="b" data-momento-widget="ticket" data-actions="" data-product-id="${ticket.product_id}" data-theme="dark" style="--momento-color-accent: rgb(194, 24, 91)"></div>
         <div id="c" data-momento-widget="ticket" data-actions="" data-product-id="${other.product_id}"></div>${loaderTag()}`,
      ),
    );
    const page = await open({ width: 1100, height: 2400 });
    page.on('request', (request) => {
      if (request.url().includes('product_id=')) requests.push(request.url());
    });
    await page.goto(`${origin}/two.html`);
    await page.locator('#c').getByRole('heading', { name: other.listing_name }).waitFor();
    await page.locator('#b').getByRole('heading', { name: ticket.listing_name }).waitFor();
    await page.locator('#a').getByRole('heading', { name: ticket.listing_name }).waitFor();
    // Each widget has its own SWR cache: the same ticket is fetched once per widget, not shared.
    expect(
      requests.filter(
        (url) =>
          url.includes(`product_id=${ticket.product_id}&`) || url.endsWith(`product_id=${ticket.product_id}`),
      ),
    ).toHaveLength(2);
    const looks = await page.evaluate(() =>
      ['a', 'b'].map((id) => {
        const shadow = document.getElementById(id)?.shadowRoot;
        const card = shadow?.querySelector('[part~="card"]');
        const buy = shadow?.querySelector('[part~="buy-button"]');
        return {
          card: card ? getComputedStyle(card).backgroundColor : null,
          buy: buy ? getComputedStyle(buy).backgroundColor : null,
        };
      }),
    );
    expect(looks[0]?.card).not.toBe(looks[1]?.card);
    expect(looks[1]?.buy).toBe('rgb(194, 24, 91)');
    expect(looks[0]?.buy).not.toBe('rgb(194, 24, 91)');
  });

  it('shows a seller’s listings, loads the widget chunk only when a placeholder nears the viewport, and does not shift the page', async () => {
    widgetRequests.length = 0;
    pages.set('/empty.html', hostPage('plain', loaderTag()));
    const empty = await open();
    await empty.goto(`${origin}/empty.html`);
    await empty.waitForFunction(() => 'Momento' in window);
    await empty.waitForTimeout(300);
    expect(widgetRequests, 'no placeholder, no widget chunk').toEqual([]);

    pages.set(
      '/listings.html',
      hostPage(
        'tailwind',
        `<div style="height: 3000px">Spacer</div><div data-momento-widget="listings" data-seller="${ticket.seller.id}" data-partner="acme"></div>${loaderTag()}`,
      ),
    );
    const page = await open();
    await page.goto(`${origin}/listings.html`);
    await page.waitForFunction(() => 'Momento' in window);
    await page.waitForTimeout(300);
    expect(widgetRequests, 'placeholder far below: not yet').toEqual([]);
    // Layout shifts, split by where the moved node lives: the host page (must be none) or the widget's shadow root.
    await page.evaluate(() => {
      const w = window as unknown as { hostShifts: string[]; widgetShift: number };
      w.hostShifts = [];
      w.widgetShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as {
            value: number;
            sources: Array<{ node?: Node | null; previousRect: DOMRect; currentRect: DOMRect }>;
          };
          // Chromium reports nodes of a shadow tree as null; those must lie inside the placeholder's box.
          const box = document.querySelector('[data-momento-widget]')?.getBoundingClientRect();
          const inWidget = (source: { node?: Node | null; currentRect: DOMRect }) =>
            source.node
              ? source.node.getRootNode() instanceof ShadowRoot
              : !!box && source.currentRect.top >= box.top - 1 && source.currentRect.bottom <= box.bottom + 1;
          for (const source of shift.sources) {
            if (!inWidget(source))
              w.hostShifts.push(
                `${source.node?.nodeName}#${(source.node as Element | null)?.id ?? ''} ${source.previousRect.y} -> ${source.currentRect.y}`,
              );
          }
          if (shift.sources.every(inWidget)) w.widgetShift += shift.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.locator('[data-momento-widget]').scrollIntoViewIfNeeded();
    const list = page.getByRole('region', { name: 'Tickets on Momento' }).getByRole('list');
    await list.waitFor();
    expect(widgetRequests).toEqual(['/momento-widget.js']);
    const links = list.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    // The cards' styles come with the tickets chunk: a card has its padding, corners and border.
    const card = await list
      .locator('li > *')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { padding: style.paddingTop, radius: style.borderTopLeftRadius, border: style.borderTopWidth };
      });
    expect(card.padding).not.toBe('0px');
    expect(card.radius).not.toBe('0px');
    expect(await links.first().getAttribute('href')).toMatch(
      new RegExp(`^${stack.siteUrl}/tickets/\\d+\\?partner=acme$`),
    );
    await expect(page.getByRole('link', { name: /See all on Momento/ }).getAttribute('href')).resolves.toBe(
      `${stack.siteUrl}/tickets?seller=${ticket.seller.id}&partner=acme`,
    );
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => {
      const w = window as unknown as { hostShifts: string[]; widgetShift: number };
      return { hostShifts: w.hostShifts, widgetShift: w.widgetShift };
    });
    expect(shifts.hostShifts, 'host elements moved').toEqual([]);
    // The widget's own content may settle slightly as its images arrive; printed for the report, not hidden.
    console.info(`layout shift inside the listings widget: ${shifts.widgetShift.toFixed(4)}`);
  });
});
