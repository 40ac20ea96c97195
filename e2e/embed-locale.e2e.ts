// The embed in German end to end: the built loader and widget chunk (apps/embed/dist) on a partner page served from
// an origin of its own, against the real API server with the demo data, in Chromium. A placeholder with
// data-locale="de" shows German texts and German formats, and only such a page fetches the German dictionary.
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
  date: string;
  cost: { value: string; currency: string } | null;
}

let stack: Stack;
let server: Server;
let origin: string;
let ticket: ApiTicket;
const pages = new Map<string, string>();
const contexts: BrowserContext[] = [];
/** Every script the partner pages fetched from the embed's dist, in order. */
const scripts: string[] = [];

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
        scripts.push(path.basename(url.pathname));
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

function partnerPage(placeholder: string) {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Partner</title></head>
<body><h1>Unsere Veranstaltungen</h1>${placeholder}
<script async src="/momento-embed.js" data-api-base="${stack.apiUrl}" data-site-url="${stack.siteUrl}"></script></body></html>`;
}

/** The widget's shadow root is closed; the page under test opens it (before the loader runs) to read inside. */
function openShadowRoots() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

async function open(): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-US' });
  await context.addInitScript(openShadowRoots);
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'momento-embed.js')) || !existsSync(path.join(dist, 'momento-widget.js'))) {
    throw new Error('apps/embed/dist is missing: run `pnpm --filter @momento/embed build` first.');
  }
  server = await serve();
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : await freePort()}`;
  stack = await startStack({ env: { PARTNER_ORIGINS: origin } });
  const reply = await fetch(`${stack.apiUrl}/products.php?full_result=1`);
  const items = ((await reply.json()) as { data: { items: ApiTicket[] } }).data.items;
  const forSale = items.find((item) => (item.isSale === 1 || item.isSale === '1') && item.cost);
  if (!forSale) throw new Error('the demo data needs a ticket for sale');
  ticket = forSale;
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  await stack?.stop();
});

describe('the embed in German', () => {
  it('shows a ticket with data-locale="de" in German: texts, the event date and the price in dollars as Intl de-DE writes them', async () => {
    pages.set(
      '/de.html',
      partnerPage(
        `<div data-momento-widget="ticket" data-product-id="${ticket.product_id}" data-partner="acme" data-locale="de"></div>`,
      ),
    );
    const page = await open();
    scripts.length = 0;
    await page.goto(`${origin}/de.html`);
    const widget = page.locator('[data-momento-widget]');
    // Rendered once the dictionary and the ticket have arrived.
    await widget.getByRole('heading', { name: ticket.listing_name }).waitFor({ timeout: 60_000 });

    // The expected formats, computed in the same browser by Intl itself.
    const expected = await page.evaluate(
      ({ value, date }) => ({
        price: new Intl.NumberFormat('de-DE', {
          style: 'currency',
          currency: 'USD',
          currencyDisplay: 'narrowSymbol',
        }).format(Number(value)),
        date: new Intl.DateTimeFormat('de-DE', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(date)),
      }),
      { value: ticket.cost?.value ?? '0', date: ticket.date },
    );
    expect(expected.price).toMatch(/^[\d.]+,\d{2}\s\$$/);
    expect(expected.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);

    const price = await widget.locator('[part="price"]').textContent();
    expect(price).toBe(`Preis ${expected.price}`);
    await expect(
      widget.getByText(new RegExp(`^${expected.date.replace(/\./g, '\\.')} ·`)).isVisible(),
    ).resolves.toBe(true);
    await expect(widget.getByText('Ticketdetails').isVisible()).resolves.toBe(true);
    for (const name of ['Jetzt kaufen', 'In den Warenkorb', 'Angebot machen', 'Verkäufer kontaktieren']) {
      await expect(widget.getByRole('button', { name }).isVisible(), name).resolves.toBe(true);
    }
    expect(await widget.getByRole('button', { name: 'Buy now' }).count()).toBe(0);
    expect(await widget.locator('[part="root"]').getAttribute('lang')).toBe('de');
    // The dictionary is a chunk of its own, fetched for this widget.
    expect(scripts.some((name) => /^momento-de-.*\.js$/.test(name))).toBe(true);
  });

  it('shows a page without data-locale in English with the product’s formats, never fetching the German dictionary', async () => {
    pages.set(
      '/en.html',
      partnerPage(
        `<div data-momento-widget="ticket" data-product-id="${ticket.product_id}" data-partner="acme"></div>`,
      ),
    );
    const page = await open();
    scripts.length = 0;
    await page.goto(`${origin}/en.html`);
    const widget = page.locator('[data-momento-widget]');
    await widget.getByRole('button', { name: 'Buy now' }).waitFor({ timeout: 60_000 });
    await expect(widget.getByText('Ticket details').isVisible()).resolves.toBe(true);
    expect(await widget.locator('[part="price"]').textContent()).toMatch(/^Price \$[\d,]+\.\d{2}$/);
    expect(scripts).toContain('momento-widget.js');
    expect(scripts.some((name) => /^momento-de-/.test(name))).toBe(false);
  });
});
