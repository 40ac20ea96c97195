// End to end, in Chromium against the built site and the real API server with demo data and a real SMTP server:
// following (docs/rules/follow.md). A buyer saves a search on /tickets with instant alerts; the seller lists two
// matching tickets; the buyer's bell tells of it live, and one e-mail (not one per ticket) arrives over SMTP with links
// to the tickets. A buyer watches a ticket, the seller lowers its price, and the buyer is told and sees it on the
// watchlist. A visitor pressing Watch is asked to log in.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServer } from '../apps/api/test/smtp.ts';
import { passSiteGate } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { callApiData } from './support/api.ts';
import { startStack, type Stack } from './support/stack.ts';

const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
/** A 32 x 32 PNG (the server re-encodes what it accepts). */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR42mM4YRNFU8QwasGoBaMWjFowasGoBaMWjFowasGoBaMWDBULADWleEx6tFv9AAAAAElFTkSuQmCC';
/** A keyword no demo ticket has, so that only this test's tickets match the saved search. */
const KEYWORD = 'Lunar Rover';

let stack: Stack;
let smtp: SmtpServer;
const contexts: BrowserContext[] = [];

const api = <T>(path: string, init: RequestInit & { token?: string } = {}) =>
  callApiData<T>(stack, path, init);
const login = (account: Account) =>
  api<{ token: string; user_data: { id: number } }>('/user/user_settings.php?action=login', {
    method: 'POST',
    body: JSON.stringify(account),
  });
const signIn = (account: Account) => signInTo(stack, contexts, account);

interface OwnTicket {
  product_id: number;
  listing_name: string;
  event: { event_id: number };
  type: { id: number };
  cost: { value: string } | null;
  status: string;
}

/** The seller's form body for a new ticket for sale, on the event and type of one of their own tickets. */
function ticketBody(model: OwnTicket, name: string, cost: string) {
  return {
    listing_name: name,
    event: { event_id: model.event.event_id },
    ticket_type: model.type.id,
    isSale: 1,
    cost,
    quality: 'GOOD',
    images: [{ image_file: PNG, image_name: 'front.png' }],
    ticket_details: { section: 'B', row: '4', seat: '7', description: 'Mission control visitor pass' },
  };
}

/** The bell's accessible name for `count` unread notifications (the badge caps at 10+). */
const bellName = (count: number) => `Notifications, ${count > 10 ? '10+' : count} unread`;

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

async function until<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('following', () => {
  let sellerToken: string;
  let model: OwnTicket;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Mails go out over SMTP at once; a buyer's instant matches are gathered for 4 s into one e-mail.
    stack = await startStack({
      env: { SMTP_URL: smtp.url, MAIL_INTERVAL_MS: '300', ALERT_MAIL_DELAY_MS: '4000' },
    });
    sellerToken = (await login(SELLER)).token;
    const own = await api<{ items: OwnTicket[] }>('/user/products.php?full_result=1', { token: sellerToken });
    model = own.items.find((item) => item.status === 'SELL' && item.cost !== null)!;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stack?.stop();
    await smtp?.close();
  });

  it('a buyer saves a search, the seller lists two matching tickets: the bell tells at once and one e-mail links both', async () => {
    // The demo buyer's older notifications are read, so that the bell counts this test's alone.
    await api('/user/notifications.php?action=mark_all_read', {
      method: 'PUT',
      token: (await login(BUYER)).token,
    });
    const buyer = await signIn(BUYER);
    await buyer.goto(`${stack.siteUrl}/tickets?q=${encodeURIComponent(KEYWORD)}`);
    await buyer.getByRole('button', { name: 'Save this search' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Save this search' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('Lunar Rover passes');
    await dialog.getByRole('radio', { name: 'Instant' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await buyer.getByText('Search saved').first().waitFor();
    const buyerToken = (await login(BUYER)).token;

    const first = await api<{ product_id: number }>('/seller/products.php', {
      method: 'POST',
      token: sellerToken,
      body: JSON.stringify(ticketBody(model, `${KEYWORD} pass, Apollo 15`, '180.00')),
    });
    const second = await api<{ product_id: number }>('/seller/products.php', {
      method: 'POST',
      token: sellerToken,
      body: JSON.stringify(ticketBody(model, `${KEYWORD} pass, Apollo 16`, '190.00')),
    });

    // The follow matcher tells the search within seconds of the tickets; the open page's bell reaches the server's
    // unread count live (no reload), and the centre names the search.
    const told = await until(
      async () => {
        const centre = await api<{ items: { type: string; title: string }[]; unread_count: number }>(
          '/user/notifications.php',
          { token: buyerToken },
        );
        return (
          centre.items.some(
            (n) => n.type === 'saved_search_match' && n.title === '2 new listings for "Lunar Rover passes"',
          ) && centre
        );
      },
      'the saved-search notification',
      5_000,
    );
    expect(told.unread_count).toBe(1);
    await buyer.getByRole('button', { name: bellName(told.unread_count) }).waitFor({ timeout: 15_000 });
    await buyer.getByRole('button', { name: /^Notifications/ }).click();
    await buyer
      .getByText(/Lunar Rover passes/)
      .first()
      .waitFor();

    // One e-mail for both tickets, with a link to each ticket.
    const [mail] = await until(
      () => {
        const mails = mailsTo(BUYER.email).filter((m) => /Lunar Rover passes/.test(`${m.subject} ${m.text}`));
        return mails.length > 0 && mails;
      },
      'the alert e-mail',
      30_000,
    );
    expect(mail!.text).toContain(`/tickets/${first.product_id}`);
    expect(mail!.text).toContain(`/tickets/${second.product_id}`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(
      mailsTo(BUYER.email).filter((m) => /Lunar Rover passes/.test(`${m.subject} ${m.text}`)),
    ).toHaveLength(1);

    // The saved search shows its new matches; Run opens /tickets with its filters.
    await buyer.goto(`${stack.siteUrl}/account/searches`);
    const card = buyer.getByRole('article').filter({ hasText: 'Lunar Rover passes' });
    await card.getByText('2 new matches').waitFor();
    await card.getByRole('button', { name: 'Run Lunar Rover passes' }).click();
    await buyer.waitForURL(/\/tickets\?.*q=Lunar/);
    await buyer.getByText(`${KEYWORD} pass, Apollo 16`).first().waitFor();
    await buyer.context().close();
  });

  it('a buyer watches a ticket, the seller lowers its price, and the buyer is told', async () => {
    const listing = await api<{ product_id: number }>('/seller/products.php', {
      method: 'POST',
      token: sellerToken,
      body: JSON.stringify(ticketBody(model, 'Skylab crew reunion ticket', '300.00')),
    });
    await api('/user/notifications.php?action=mark_all_read', {
      method: 'PUT',
      token: (await login(BUYER)).token,
    });
    const buyer = await signIn(BUYER);
    await buyer.goto(`${stack.siteUrl}/tickets/${listing.product_id}`);
    await buyer.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // The ticket's own Watch comes first; the seller's panel has one for the seller.
    await buyer.getByRole('button', { name: 'Watch', exact: true }).first().click();
    const watching = buyer.getByRole('button', { name: 'Watching', exact: true });
    await watching.waitFor();
    expect(await watching.getAttribute('aria-pressed')).toBe('true');
    expect(
      await buyer
        .getByRole('region', { name: 'Seller' })
        .getByRole('button', { name: 'Watch', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    const buyerToken = (await login(BUYER)).token;
    await until(
      async () =>
        (
          await api<{ tickets: number[] }>('/user/watchlist.php?action=ids', { token: buyerToken })
        ).tickets.includes(listing.product_id),
      'the watch saved',
    );
    // The seller lowers the price by 20 %.
    await api('/seller/products.php', {
      method: 'PUT',
      token: sellerToken,
      body: JSON.stringify({
        ...ticketBody(model, 'Skylab crew reunion ticket', '240.00'),
        product_id: listing.product_id,
        images: undefined,
      }),
    });

    const told = await until(
      async () => {
        const centre = await api<{
          items: { type: string; link: string; title: string }[];
          unread_count: number;
        }>('/user/notifications.php', { token: buyerToken });
        return (
          centre.items.some((n) => n.type === 'price_drop' && n.link === `/tickets/${listing.product_id}`) &&
          centre
        );
      },
      'the price-drop notification',
      5_000,
    );
    expect(told.unread_count).toBe(1);
    // Live: the open page's bell reaches the server's unread count without a reload.
    await buyer.getByRole('button', { name: bellName(told.unread_count) }).waitFor({ timeout: 15_000 });
    await buyer.getByRole('button', { name: /^Notifications/ }).click();
    await buyer
      .getByText(/Skylab crew reunion ticket/)
      .first()
      .waitFor();

    await buyer.goto(`${stack.siteUrl}/account/watchlist`);
    const item = buyer.getByRole('article').filter({ hasText: 'Skylab crew reunion ticket' });
    await item.getByText('Price dropped').waitFor();
    await item.getByText('$240.00').waitFor();
  });

  it('a visitor pressing Watch is asked to log in', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/tickets/${model.product_id}`);
    await passSiteGate(page);
    await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
  });
});
