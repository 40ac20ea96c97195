// The embed's actions end to end: the built widget (apps/embed/dist, on preact/compat) on a partner page served from
// an origin of its own, the Momento site (with its sign-in window) and the API on theirs, in Chromium. A buyer signs
// in through the window, makes an offer from the widget, the seller counters on the Momento site, the widget shows
// the counter live, the buyer accepts and adds it to the cart (the site's cart tab shows it); a message goes both ways;
// the buyer revokes the partner on the site and the widget's session ends; then a hostile partner page tries to take
// the session and fails.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiableTickets, type OwnTicket } from './support/api.ts';
import { GATE, passSiteGate } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { startStack, type Stack } from './support/stack.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/embed/dist');
const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };

let stack: Stack;
let server: Server;
let partner: string;
let ticket: OwnTicket;
const pages = new Map<string, string>();
const contexts: BrowserContext[] = [];

/** The partner's page: the ticket widget, the loader, and a listener that keeps the action events it hears. */
function partnerPage(extra = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner venue</title></head><body>
<h1>Partner venue</h1>
<div id="ticket" data-momento-widget="ticket" data-product-id="${ticket.product_id}" data-partner="acme"></div>
<script>
  window.heard = [];
  for (const type of ['momento:signin', 'momento:offer', 'momento:message', 'momento:cart']) {
    document.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
  }
</script>
${extra}
<script async src="/momento-embed.js" data-api-base="${stack.apiUrl}" data-site-url="${stack.siteUrl}"></script>
</body></html>`;
}

function serve(): Promise<Server> {
  return new Promise((resolve) => {
    const s = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const page = pages.get(url.pathname);
      if (page) return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      const file = path.join(dist, path.basename(url.pathname));
      if (url.pathname.endsWith('.js') && existsSync(file))
        return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
      res.writeHead(404).end();
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

/**
 * The widget's shadow roots are closed so that the partner's scripts cannot reach inside; this functional test reads
 * and types inside them, so its partner page opens them with an init script that runs before the loader. The
 * hostile page below runs without it.
 */
function openShadowRoots() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

const signIn = (account: Account) => signInTo(stack, contexts, account);

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'momento-embed.js')))
    throw new Error('apps/embed/dist is missing: run `pnpm --filter @momento/embed build` first.');
  server = await serve();
  const address = server.address();
  partner = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The partner page's origin is a partner of the API (PARTNER_ORIGINS): only listed sites may sign visitors in.
  stack = await startStack({
    env: { SITE_GATE_EMAIL: GATE.email, SITE_GATE_PASSWORD: GATE.password, PARTNER_ORIGINS: partner },
  });
  const [found] = await negotiableTickets(stack, SELLER);
  if (!found) throw new Error('the demo seller needs a ticket for sale without automatic answers');
  ticket = found;
  pages.set('/partner.html', partnerPage());
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  await stack?.stop();
});

/** The visitor passes the site gate in the sign-in window, logs in as the buyer, and the window closes itself. */
async function logInThroughWindow(signInWindow: Page) {
  await passSiteGate(signInWindow);
  // The gate's form has the same Email, Password and Login: type only once the window's own form has replaced it.
  await signInWindow.getByText('Sign in to use your Momento account on', { exact: false }).waitFor();
  await signInWindow.getByLabel('Email', { exact: true }).fill(BUYER.email);
  await signInWindow.getByLabel('Password', { exact: true }).fill(BUYER.password);
  await signInWindow.getByRole('button', { name: 'Login', exact: true }).click();
  await signInWindow.waitForEvent('close');
}

describe('the embed acts', () => {
  let buyer: Page;
  let code: string | undefined;

  it('signs in through the window, makes an offer, sees the seller’s counter live, accepts and adds it to the cart', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 1100, height: 900 },
      locale: 'en-US',
    });
    contexts.push(context);
    await context.addInitScript(openShadowRoots);
    buyer = await context.newPage();
    await buyer.goto(`${partner}/partner.html`);
    await buyer.getByRole('heading', { name: ticket.listing_name }).waitFor();

    // Not signed in: Make Offer opens the Momento window first (the site gate, then the login form).
    const [signInWindow] = await Promise.all([
      buyer.waitForEvent('popup'),
      buyer.getByRole('button', { name: 'Make Offer' }).click(),
    ]);
    expect(new URL(signInWindow.url()).origin).toBe(new URL(stack.siteUrl).origin);
    expect(new URL(signInWindow.url()).searchParams.get('origin')).toBe(partner);
    await logInThroughWindow(signInWindow);

    // The action continues: the kit's offer form, in the widget's overlay.
    const create = buyer.getByRole('dialog', { name: 'Create Offer' });
    await create.getByText(ticket.listing_name).waitFor();
    await create.getByRole('textbox', { name: 'Price' }).fill('150');
    await create.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.getByText('Offer sent successfully').first().waitFor();
    const offer = buyer.getByRole('region', { name: 'Your offer' });
    await offer.getByText('Offer open').waitFor();

    // The seller counters on the Momento site; the widget shows it without a reload.
    const seller = await signIn(SELLER);
    await seller.goto(`${stack.siteUrl}/account/myoffers`);
    await seller
      .getByRole('tab', { name: /Received|Sell/ })
      .click()
      .catch(() => undefined);
    await seller.getByText(ticket.listing_name).first().click();
    await seller.getByRole('button', { name: 'Counter' }).click();
    const counter = seller.getByRole('dialog', { name: 'Counter Offer' });
    await counter.getByRole('textbox', { name: 'Price' }).fill('190');
    await counter.getByRole('button', { name: 'Counter' }).click();
    await seller.getByText('Counter offer created successfully').first().waitFor();
    await offer.getByText('Seller countered').waitFor({ timeout: 20_000 });
    await offer.getByText('$190.00').waitFor();

    // The buyer accepts in the offer's thread, the seller confirms, and the buyer adds it to the cart from the ticket:
    // the site's cart tab shows it.
    await offer.getByRole('button', { name: 'View offer' }).click();
    await buyer.getByRole('dialog', { name: 'Your offer' }).getByRole('button', { name: 'Accept' }).click();
    await buyer.getByRole('dialog', { name: 'Your offer' }).getByRole('button', { name: 'Close' }).click();
    await offer.getByText('You accepted: waiting for the seller').waitFor({ timeout: 20_000 });
    // The seller confirms on the site; the widget shows it live.
    await seller.reload();
    await seller.getByRole('button', { name: 'Accept' }).click();
    await offer.getByText('Offer accepted').waitFor({ timeout: 20_000 });
    const [cart] = await Promise.all([
      buyer.waitForEvent('popup'),
      offer.getByRole('button', { name: 'Add to Cart' }).click(),
    ]);
    // The tab opens during the press and goes to the cart once the offer is in it.
    // (With the widget's origin and nonce at first, which the site keeps in the tab and takes out of the address.)
    await cart.waitForURL((url) => url.pathname === '/mycart' && url.searchParams.get('partner') === 'acme');
    await cart.getByText(ticket.listing_name).first().waitFor();

    const heard = (await buyer.evaluate(() => (window as unknown as { heard: unknown[] }).heard)) as Array<{
      type: string;
      detail: unknown;
    }>;
    expect(heard).toEqual(
      expect.arrayContaining([
        { type: 'momento:signin', detail: { widget: 'ticket' } },
        { type: 'momento:offer', detail: { productId: String(ticket.product_id), status: 'sent' } },
        { type: 'momento:offer', detail: { productId: String(ticket.product_id), status: 'countered' } },
        { type: 'momento:offer', detail: { productId: String(ticket.product_id), status: 'accepted' } },
        { type: 'momento:cart', detail: { productId: String(ticket.product_id), action: 'add' } },
      ]),
    );
    expect(JSON.stringify(heard)).not.toContain(BUYER.email);
  });

  it('sends a message to the seller from the widget, and the seller’s answer arrives in it', async () => {
    await buyer.getByRole('button', { name: 'Message seller' }).click();
    const chat = buyer.getByRole('dialog', { name: 'Message seller' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Is the stub signed?');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await chat.getByText('Is the stub signed?').waitFor();

    const seller = await signIn(SELLER);
    await seller.goto(`${stack.siteUrl}/account/mymessages`);
    await seller.getByText('Is the stub signed?').first().click();
    await seller.getByRole('textbox', { name: 'Message' }).fill('Yes, by the whole team.');
    await seller.getByRole('textbox', { name: 'Message' }).press('Enter');
    await chat.getByText('Yes, by the whole team.').waitFor({ timeout: 20_000 });
    const heard = (
      await buyer.evaluate(() => (window as unknown as { heard: Array<{ type: string }> }).heard)
    ).filter((event) => event.type === 'momento:message');
    expect(heard.length).toBeGreaterThan(0);
  });

  it('ends the widget’s session at once when the buyer revokes the partner under Partner sites on the Momento site', async () => {
    const site = await signIn(BUYER);
    await site.goto(`${stack.siteUrl}/account`);
    const section = site.getByRole('region', { name: 'Partner sites' });
    await section.getByText(partner, { exact: true }).waitFor();
    await section.getByRole('button', { name: `Revoke ${partner}` }).click();
    await site
      .getByRole('alertdialog', { name: `Revoke ${partner}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await site.getByText(`${partner} can no longer use your account.`).first().waitFor();
    await section.getByText(partner, { exact: true }).waitFor({ state: 'detached' });

    // The widget's token is refused from now on: its next call (a message in the chat still open) signs it out, and it
    // says so.
    const chat = buyer.getByRole('dialog', { name: 'Message seller' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Are you still there?');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await buyer.getByText('Your sign-in has ended. Sign in again.').first().waitFor({ timeout: 20_000 });
  });

  it('keeps the session from a hostile partner page: no shadow root, global, storage or code it can use', async () => {
    // This page does not open the shadow roots. It listens to every message (the window's code too), looks at the
    // placeholder, the globals and the storage, and tries the API with what it found.
    pages.set(
      '/hostile.html',
      partnerPage(`<script>
  window.codes = [];
  window.addEventListener('message', (event) => { if (event.data && event.data.code) window.codes.push(event.data.code); });
</script>`),
    );
    const context = await stack.browser.newContext({ locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${partner}/hostile.html`);
    await page.waitForFunction(
      () => document.getElementById('ticket')?.dataset['momentoMounted'] !== undefined,
    );
    // Playwright cannot reach into the closed root either: the visitor tabs to the widget's first action (Buy now).
    // The placeholder is marked mounted before the widget's chunk and the ticket arrive, so the visitor tabs again
    // until the focus is inside the widget (the host is then the document's active element).
    await expect
      .poll(
        async () => {
          await page.getByRole('heading', { name: 'Partner venue' }).click();
          await page.keyboard.press('Tab');
          return page.evaluate(() => document.activeElement?.id);
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('ticket');
    const [signInWindow] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await logInThroughWindow(signInWindow);
    await page.waitForFunction(() => (window as unknown as { codes: string[] }).codes.length > 0);

    const found = await page.evaluate(() => {
      const host = document.getElementById('ticket');
      const names = Object.getOwnPropertyNames(window).filter((name) => /momento/i.test(name));
      const storage =
        JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie;
      return {
        shadowRoot: host?.shadowRoot === null,
        names,
        storage,
        api: Object.keys((window as unknown as { Momento?: object }).Momento ?? {}),
        codes: (window as unknown as { codes: string[] }).codes,
      };
    });
    expect(found.shadowRoot).toBe(true);
    expect(found.names).toEqual(['Momento']);
    expect(found.api.sort()).toEqual(['mount', 'scan']);
    expect(found.storage).not.toMatch(/eyJ|token/i);
    code = found.codes[0];
    expect(code).toBeTruthy();

    // The code without the verifier, from the partner's own origin: refused (and spent).
    const exchanged = await page.evaluate(
      async ({ api, code: stolen }) => {
        const reply = await fetch(`${api}/auth/embed.php?action=token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: stolen, verifier: 'A'.repeat(43) }),
        });
        return reply.status;
      },
      { api: stack.apiUrl, code },
    );
    expect(exchanged).toBeGreaterThanOrEqual(400);
    // Any token it could make up is refused too.
    const forged = await page.evaluate(
      async (api) =>
        (
          await fetch(`${api}/user/cart.php`, {
            headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' },
          })
        ).status,
      stack.apiUrl,
    );
    expect(forged).toBe(401);
  });
});
