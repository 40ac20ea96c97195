// Partner attribution end to end, in Chromium: the admin adds a partner in the admin area whose origin the API was not
// started with (no PARTNER_ORIGINS entry, no restart); a page on that origin embeds the built ticket widget with the
// partner's id as `data-partner`; a buyer signs in through the widget's window, presses Buy now, checks out and pays
// with the test provider in the site's cart tab; the partner's page in the admin area then counts the sign-in and the
// order in its data tables and lists the order as come through its embed.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiableTickets, type OwnTicket } from './support/api.ts';
import { GATE, passSiteGate } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { startStack, type Stack } from './support/stack.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/embed/dist');
const ADMIN = { email: 'admin@momento.test', password: 'momento-admin' };
const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
const PARTNER_NAME = 'Riverside Hall';

let stack: Stack;
let server: Server;
let origin: string;
let ticket: OwnTicket;
let partnerId = '';
const contexts: BrowserContext[] = [];

/** The partner's page: the ticket widget with the partner's id, and the loader. */
function hostPage() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PARTNER_NAME}</title></head><body>
<h1>${PARTNER_NAME}</h1>
<div id="ticket" data-momento-widget="ticket" data-product-id="${ticket.product_id}" data-partner="${partnerId}"></div>
<script async src="/momento-embed.js" data-api-base="${stack.apiUrl}" data-site-url="${stack.siteUrl}"></script>
</body></html>`;
}

function serve(): Promise<Server> {
  return new Promise((resolve) => {
    const s = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/venue.html')
        return void res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage());
      const file = path.join(dist, path.basename(url.pathname));
      if (url.pathname.endsWith('.js') && existsSync(file))
        return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
      res.writeHead(404).end();
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

/** Opens the widget's closed shadow roots so that this test can read inside them (see embed-actions.e2e.ts). */
function openShadowRoots() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

const signIn = (account: Account) => signInTo(stack, contexts, account);

/** The sum of one column of a chart's data table (each day's figure, as the page writes it). */
async function columnTotal(table: Locator, column: string): Promise<number> {
  return table.evaluate((element, name) => {
    const heads = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const index = heads.indexOf(name);
    if (index < 0) return -1;
    return [...element.querySelectorAll('tbody tr')].reduce(
      (sum, row) => sum + Number((row.children[index]?.textContent ?? '0').replace(/[^\d.]/g, '')),
      0,
    );
  }, column);
}

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'momento-embed.js')))
    throw new Error('apps/embed/dist is missing: run `pnpm --filter @momento/embed build` first.');
  server = await serve();
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The stack's partners are its defaults only: the host page's origin becomes a partner in the admin area below.
  stack = await startStack({ env: { SITE_GATE_EMAIL: GATE.email, SITE_GATE_PASSWORD: GATE.password } });
  const [found] = await negotiableTickets(stack, SELLER);
  if (!found) throw new Error('the demo seller needs a ticket for sale');
  ticket = found;
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  await stack?.stop();
});

describe('partner attribution', () => {
  let admin: Page;
  let orderNo = '';

  it('the operator adds a partner for a new origin in the console and reads its id on its page', async () => {
    admin = await signIn(ADMIN);
    await admin.goto(`${stack.siteUrl}/admin/partners`);
    await admin.getByRole('button', { name: 'Add partner' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a partner site' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(PARTNER_NAME);
    await dialog.getByRole('textbox', { name: 'Contact e-mail' }).fill('web@riverside.example');
    await dialog.getByRole('textbox', { name: 'Origins' }).fill(origin);
    await dialog.getByRole('button', { name: 'Add partner' }).click();
    await admin.getByText(`${PARTNER_NAME} added as a partner`).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await admin.getByRole('link', { name: PARTNER_NAME, exact: true }).click();
    await admin.waitForURL(/\/admin\/partners\/\d+$/);
    await admin.getByRole('heading', { level: 1, name: PARTNER_NAME }).waitFor();
    await admin
      .getByRole('list', { name: `Origins: ${PARTNER_NAME}` })
      .getByText(origin, { exact: true })
      .waitFor();
    partnerId =
      (
        await admin
          .locator('dt', { hasText: 'Partner id' })
          .locator('xpath=following-sibling::dd[1]')
          .locator('code')
          .textContent()
      )?.trim() ?? '';
    expect(partnerId).toMatch(/^\d+$/);
    expect(new URL(admin.url()).pathname).toBe(`/admin/partners/${partnerId}`);
  }, 120_000);

  it('a buyer signs in through the widget on the new origin, buys the ticket and pays in the cart tab', async () => {
    expect(partnerId).not.toBe('');
    const context = await stack.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    contexts.push(context);
    await context.addInitScript(openShadowRoots);
    const page = await context.newPage();
    await page.goto(`${origin}/venue.html`);
    const widget = page.locator('#ticket');
    await widget.getByRole('heading', { name: ticket.listing_name }).waitFor({ timeout: 30_000 });

    // Signed out: Buy now opens the Momento window first (the site gate, then the login form for this origin).
    const [signInWindow] = await Promise.all([
      page.waitForEvent('popup'),
      widget.getByRole('button', { name: 'Buy now' }).click(),
    ]);
    expect(new URL(signInWindow.url()).searchParams.get('origin')).toBe(origin);
    await passSiteGate(signInWindow);
    await signInWindow.getByText('Sign in to use your Momento account on', { exact: false }).waitFor();
    await signInWindow.getByLabel('Email', { exact: true }).fill(BUYER.email);
    await signInWindow.getByLabel('Password', { exact: true }).fill(BUYER.password);
    await signInWindow.getByRole('button', { name: 'Login', exact: true }).click();
    await signInWindow.waitForEvent('close');

    // The action continues: the ticket goes into the cart, which opens on the Momento site in a new tab that carries
    // the partner's marker (the widget's origin and nonce are taken out of the address). The browser may refuse a tab
    // opened this long after the press: then the visitor follows the widget's link to the cart.
    await widget.getByText('Go to your cart on Momento').waitFor({ timeout: 30_000 });
    const siteTab = () =>
      context.pages().find((tab) => tab !== page && tab !== signInWindow && !tab.isClosed());
    await expect
      .poll(() => siteTab() !== undefined, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
    const cart =
      siteTab() ??
      (
        await Promise.all([
          page.waitForEvent('popup'),
          widget.getByText('Go to your cart on Momento').click(),
        ])
      )[0];
    await cart.waitForURL(
      (url) => url.pathname === '/mycart' && url.searchParams.get('partner') === partnerId,
      { timeout: 30_000 },
    );
    await cart.getByText(ticket.listing_name).first().waitFor();
    await expect.poll(() => new URL(cart.url()).searchParams.has('embed_nonce')).toBe(false);

    // Checkout with the buyer's saved addresses, then the test payment.
    await cart.getByRole('button', { name: 'Checkout', exact: true }).click();
    await cart.waitForURL(/\/checkout\?id=\d+/);
    const go = cart.getByRole('button', { name: 'Go to checkout' });
    await go.waitFor();
    await cart.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((item) =>
        item.textContent?.includes('Go to checkout'),
      );
      return button !== undefined && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
    });
    await go.click();
    await cart.waitForURL(/\/previeworder\//);
    orderNo = decodeURIComponent(new URL(cart.url()).pathname.split('/').pop() ?? '');
    expect(orderNo).not.toBe('');
    await cart.getByRole('button', { name: 'Pay with test provider' }).click();
    await cart.getByText('Payment completed successfully').first().waitFor();
    await cart.getByText('Your order has been paid successfully...!').waitFor();
  }, 240_000);

  it('the partner’s page in the console lists the order and counts the sign-in and the order', async () => {
    expect(orderNo).not.toBe('');
    await admin.goto(`${stack.siteUrl}/admin/partners/${partnerId}`);
    await admin.getByRole('heading', { level: 1, name: PARTNER_NAME }).waitFor();

    const orders = admin.getByRole('table', { name: 'Orders from this partner' });
    const row = orders
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: orderNo, exact: true }) });
    await row.waitFor();
    await row.getByRole('cell', { name: 'Embed', exact: true }).waitFor();

    const signIns = admin.getByRole('figure', { name: 'Sign-ins and offers per day' });
    await signIns.getByRole('button', { name: 'Show data table' }).click();
    const signInsTable = signIns.getByRole('table', { name: 'Sign-ins and offers per day' });
    await signInsTable.waitFor();
    expect(await columnTotal(signInsTable, 'Sign-ins')).toBeGreaterThanOrEqual(1);

    const ordersPerDay = admin.getByRole('figure', { name: 'Orders per day' });
    await ordersPerDay.getByRole('button', { name: 'Show data table' }).click();
    const ordersTable = ordersPerDay.getByRole('table', { name: 'Orders per day' });
    await ordersTable.waitFor();
    expect(await columnTotal(ordersTable, 'Orders')).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
