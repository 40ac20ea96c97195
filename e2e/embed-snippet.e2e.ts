// The embed snippet builder end to end: a seller opens /partners/embed on the Momento site (its production server,
// which serves the embed's build under /embed/), picks their tickets widget, a dark theme and an accent colour; the
// preview frame shows the real widget in that colour; the seller copies the snippet, and a partner page made of exactly
// that snippet, on an origin the API lists as a partner, shows the same widget in the same colour.
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE } from './support/gate.ts';
import { signIn } from './support/session.ts';
import { startStack, type Stack } from './support/stack.ts';

const embedDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/embed/dist');
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
const ACCENT = '#e0218a';
const ACCENT_RGB = 'rgb(224, 33, 138)';

let stack: Stack;
let server: Server;
let partner: string;
const pages = new Map<string, string>();
const contexts: BrowserContext[] = [];

/** The partner's origin: serves the pages the test puts in `pages`, nothing else (the loader comes from the site). */
function serve(): Promise<Server> {
  return new Promise((resolve) => {
    const s = createServer((req, res) => {
      const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (page) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      res.writeHead(404).end();
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

/**
 * The widget's shadow roots are closed so that a page's scripts cannot reach inside; this test reads their styles, so
 * its pages (and the preview frame) open them with an init script that runs before the loader.
 */
function openShadowRoots() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

/** The tickets' titles and the first Buy now button's background colour, once the widget has rendered. */
async function renderedWidget(scope: Page | FrameLocator) {
  const buy: Locator = scope.getByRole('button', { name: 'Buy now' }).first();
  await buy.waitFor({ timeout: 30_000 });
  const titles = await scope.getByRole('heading', { level: 3 }).allTextContents();
  const background = await buy.evaluate((element) => getComputedStyle(element).backgroundColor);
  return { titles, background };
}

beforeAll(async () => {
  if (!existsSync(path.join(embedDist, 'momento-embed.js')))
    throw new Error('apps/embed/dist is missing: run `pnpm --filter @momento/embed build` first.');
  server = await serve();
  const address = server.address();
  partner = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The site's production server, which serves the embed's build under /embed/ (the loader a snippet names).
  stack = await startStack({
    site: 'production',
    env: { SITE_GATE_EMAIL: GATE.email, SITE_GATE_PASSWORD: GATE.password, PARTNER_ORIGINS: partner },
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  await stack?.stop();
});

describe('the embed snippet builder', () => {
  it('previews the real widget as the seller sets it up, and the copied snippet shows the same widget on a partner page', async () => {
    const seller = await signIn(stack, contexts, SELLER);
    const context = seller.context();
    await context.addInitScript(openShadowRoots);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.siteUrl });

    await seller.goto(`${stack.siteUrl}/partners/embed`);
    await seller.getByRole('heading', { level: 1, name: 'Embed your listings' }).waitFor();
    const form = seller.getByRole('form', { name: 'Widget settings' });
    await form.getByRole('radio', { name: 'Your listings' }).check({ force: true });
    await form.getByRole('radio', { name: 'Dark' }).check({ force: true });
    await form.getByRole('checkbox', { name: 'Own accent colour' }).check({ force: true });
    await form.getByLabel('Accent colour', { exact: true }).fill(ACCENT);

    const snippetBox = form.getByRole('textbox', { name: 'Snippet' });
    await expect.poll(() => snippetBox.inputValue()).toContain(`data-accent="${ACCENT}"`);
    const snippet = await snippetBox.inputValue();
    expect(snippet).toContain('data-momento-widget="listings"');
    expect(snippet).toContain('data-theme="dark"');
    expect(snippet).toContain(`src="${stack.siteUrl}/embed/momento-embed.js"`);

    // The preview: the real widget, loaded by the snippet's own text, in the chosen colour.
    const frame = seller.frameLocator('iframe[title="Preview of the widget"]');
    await expect
      .poll(() => seller.locator('iframe[title="Preview of the widget"]').getAttribute('srcdoc'))
      .toContain(snippet);
    const preview = await renderedWidget(frame);
    expect(preview.titles.length).toBeGreaterThan(0);
    expect(preview.background).toBe(ACCENT_RGB);

    await form.getByRole('button', { name: 'Copy snippet' }).click();
    await seller.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const copied = await seller.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(snippet);

    // A partner page holding exactly the copied snippet.
    pages.set(
      '/venue.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner venue</title></head><body>\n${copied}\n</body></html>`,
    );
    const visitorContext = await stack.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    contexts.push(visitorContext);
    await visitorContext.addInitScript(openShadowRoots);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${partner}/venue.html`);
    const onPartner = await renderedWidget(visitor);
    expect(onPartner).toEqual(preview);
  });
});
