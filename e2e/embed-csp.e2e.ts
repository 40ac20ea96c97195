// The embed under a strict Content-Security-Policy, in Chromium: a partner page served with
// `script-src 'self' <loader origin>; style-src 'self'` (no 'unsafe-inline' anywhere), the loader and its chunks from
// an origin of their own (as a CDN would serve them), the Momento site and the API on theirs. Both widgets render
// styled (their stylesheets are constructed sheets in the shadow roots, which the policy does not restrict), and a
// visitor uses every action: sign-in through the window, Make Offer, Message seller, Watch, Buy now and Add to Cart.
// The page records every `securitypolicyviolation` event and the browser's CSP console errors: there must be none.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, negotiableTickets, type OwnTicket } from './support/api.ts';
import { GATE, passSiteGate } from './support/gate.ts';
import { startStack, type Stack } from './support/stack.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/embed/dist');
const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };

let stack: Stack;
let loaderServer: Server;
let partnerServer: Server;
let loaderOrigin: string;
let partner: string;
let ticket: OwnTicket;
let second: OwnTicket;
let sellerId: number;

const origin = (server: Server) => {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};
const listen = (server: Server) =>
  new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));

/** The embed's built files, from their own origin (with CORS, as the chunks are ES modules). */
function loaderFiles(): Server {
  return createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dist, name);
    if (!name.endsWith('.js') || !existsSync(file)) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      .end(readFileSync(file));
  });
}

/**
 * The page's own script (from 'self': an inline one would be refused): keeps the widget events and every CSP
 * violation the page sees, in the document or in a shadow root.
 */
const pageScript = `
window.heard = [];
window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
}, true);
for (const type of ['momento:ready', 'momento:signin', 'momento:offer-made', 'momento:message', 'momento:add-to-cart']) {
  document.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
}`;

function partnerPages(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/page.js')
      return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(pageScript);
    if (url.pathname !== '/csp.html') return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-security-policy': `script-src 'self' ${loaderOrigin}; style-src 'self'`,
    })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict venue</title></head><body>
<h1>Strict venue</h1>
<div id="ticket" data-momento-widget="ticket" data-product-id="${ticket.product_id}" data-partner="acme" data-actions="offer,message,buy,watch"></div>
<div id="second" data-momento-widget="ticket" data-product-id="${second.product_id}" data-partner="acme" data-actions="buy"></div>
<div id="listings" data-momento-widget="listings" data-seller="${sellerId}" data-limit="2" data-actions=""></div>
<script src="/page.js"></script>
<script async src="${loaderOrigin}/momento-embed.js" data-api-base="${stack.apiUrl}" data-site-url="${stack.siteUrl}"></script>
</body></html>`);
  });
}

/** Opens the widgets' closed shadow roots, so that this test can read inside them (see embed-actions.e2e.ts). */
function openShadowRoots() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'momento-embed.js')))
    throw new Error('apps/embed/dist is missing: run `pnpm --filter @momento/embed build` first.');
  loaderServer = await listen(loaderFiles());
  loaderOrigin = origin(loaderServer);
  partnerServer = await listen(partnerPages());
  partner = origin(partnerServer);
  stack = await startStack({
    env: { SITE_GATE_EMAIL: GATE.email, SITE_GATE_PASSWORD: GATE.password, PARTNER_ORIGINS: partner },
  });
  const [found, other] = await negotiableTickets(stack, SELLER);
  if (!found || !other)
    throw new Error('the demo seller needs two tickets for sale without automatic answers');
  ticket = found;
  second = other;
  const login = await callApi<{ user_data: { id: number } }>(stack, '/user/user_settings.php?action=login', {
    method: 'POST',
    body: JSON.stringify(SELLER),
  });
  sellerId = login.data.user_data.id;
});

afterAll(async () => {
  await new Promise((resolve) => partnerServer?.close(resolve));
  await new Promise((resolve) => loaderServer?.close(resolve));
  await stack?.stop();
});

/** What the page recorded: CSP violations (events and console errors) and the widget events. */
async function recorded(page: Page, consoleErrors: string[]) {
  const seen = (await page.evaluate(() => ({
    violations: (window as unknown as { violations: unknown[] }).violations,
    heard: (window as unknown as { heard: Array<{ type: string; detail: unknown }> }).heard,
  }))) as { violations: unknown[]; heard: Array<{ type: string; detail: unknown }> };
  return { ...seen, consoleErrors: consoleErrors.filter((text) => /Content.Security.Policy/i.test(text)) };
}

describe('the embed under a strict Content-Security-Policy', () => {
  it('renders both widgets styled and runs every action without a single violation', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 1100, height: 1400 },
      locale: 'en-US',
    });
    await context.addInitScript(openShadowRoots);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const response = await page.goto(`${partner}/csp.html`);
    expect(response?.headers()['content-security-policy']).toBe(
      `script-src 'self' ${loaderOrigin}; style-src 'self'`,
    );
    await page.getByRole('heading', { name: ticket.listing_name, level: 2 }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Tickets on Momento' }).waitFor({ timeout: 30_000 });

    // Styled: the card's grid, border and radius and the tickets' grid come from the widgets' own sheets.
    const looks = await page.evaluate(() => {
      const style = (id: string, part: string) => {
        const element = document.getElementById(id)?.shadowRoot?.querySelector(`[part~="${part}"]`);
        return element ? getComputedStyle(element) : null;
      };
      const card = style('ticket', 'card');
      const list = style('listings', 'list');
      return {
        card: card && {
          display: card.display,
          border: card.borderTopStyle,
          radius: card.borderTopLeftRadius,
        },
        list: list?.display,
      };
    });
    expect(looks.card).toMatchObject({ display: 'grid', border: 'solid' });
    expect(looks.card?.radius).not.toBe('0px');
    expect(looks.list).toBe('grid');

    const ticketWidget = page.locator('#ticket');
    // Make Offer, signed out: the Momento window first (the site gate, then the login form); the action continues.
    const [signInWindow] = await Promise.all([
      page.waitForEvent('popup'),
      ticketWidget.getByRole('button', { name: 'Make Offer' }).click(),
    ]);
    await passSiteGate(signInWindow);
    await signInWindow.getByText('Sign in to use your Momento account on', { exact: false }).waitFor();
    await signInWindow.getByLabel('Email', { exact: true }).fill(BUYER.email);
    await signInWindow.getByLabel('Password', { exact: true }).fill(BUYER.password);
    await signInWindow.getByRole('button', { name: 'Login', exact: true }).click();
    await signInWindow.waitForEvent('close');
    const create = page.getByRole('dialog', { name: 'Create Offer' });
    await create.getByRole('textbox', { name: 'Price' }).fill('150');
    await create.getByRole('button', { name: 'Send Offer' }).click();
    await page.getByText('Offer sent successfully').first().waitFor();
    await ticketWidget.getByRole('region', { name: 'Your offer' }).getByText('Offer open').waitFor();

    // Message seller: the chat in the widget's overlay.
    await ticketWidget.getByRole('button', { name: 'Message seller' }).click();
    const chat = page.getByRole('dialog', { name: 'Message seller' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Is it still available?');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await chat.getByText('Is it still available?').waitFor();
    await chat.getByRole('button', { name: 'Close' }).click();

    // Watch: on the visitor's watchlist.
    await ticketWidget.getByRole('button', { name: 'Watch' }).click();
    await ticketWidget.getByText('On your Momento watchlist', { exact: false }).waitFor();
    await ticketWidget.getByRole('button', { name: 'Watching' }).waitFor();

    // Buy now: the ticket goes into the cart, which opens on the Momento site in a new tab.
    const [cart] = await Promise.all([
      page.waitForEvent('popup'),
      ticketWidget.getByRole('button', { name: 'Buy now' }).click(),
    ]);
    await cart.waitForURL((url) => url.pathname === '/mycart');
    await cart.getByText(ticket.listing_name).first().waitFor();
    // The site took the widget's origin and nonce out of the address.
    expect(new URL(cart.url()).searchParams.get('partner')).toBe('acme');
    expect(new URL(cart.url()).searchParams.has('embed_nonce')).toBe(false);

    // Add to Cart in the second widget (a session of its own): the window signs the visitor in at once (they allowed
    // this site a moment ago) and closes itself; the ticket goes into the cart.
    const secondWidget = page.locator('#second');
    const [again] = await Promise.all([
      page.waitForEvent('popup'),
      secondWidget.getByRole('button', { name: 'Add to Cart' }).click(),
    ]);
    await again.waitForEvent('close', { timeout: 30_000 });
    await secondWidget.getByText('Added to your cart.').waitFor();

    const { violations, consoleErrors: cspErrors, heard } = await recorded(page, consoleErrors);
    expect(violations).toEqual([]);
    expect(cspErrors).toEqual([]);
    expect(heard.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'momento:ready',
        'momento:signin',
        'momento:offer-made',
        'momento:message',
        'momento:add-to-cart',
      ]),
    );
    expect(heard).toContainEqual({
      type: 'momento:add-to-cart',
      detail: { productId: String(ticket.product_id), action: 'buy' },
    });
    expect(heard).toContainEqual({
      type: 'momento:add-to-cart',
      detail: { productId: String(second.product_id), action: 'add' },
    });

    // The recorder hears what the policy refuses: a <style> added to the page's head, as React Aria's usePress would.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '[data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; }';
      document.head.prepend(style);
    });
    await expect
      .poll(async () => (await recorded(page, consoleErrors)).violations)
      .toEqual([expect.objectContaining({ directive: 'style-src-elem' })]);
    await context.close();
  });
});
