// End to end, in Chromium against the built site and the real API server with demo data:
// the buyer contacts the seller from their tickets (/tickets?seller=, whose panel shows the
// seller's reputation) and sends a message; the seller, already on the rooms page in another browser context, sees
// the room turn unread and the message arrive without a reload (the API's live stream); opening the room clears the
// flag; a phone number is warned about and refused with the ERR0010 text; the buyer reports the seller from a ticket
// page and opens a common report with a reply.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn as signInTo, type Account } from './support/session.ts';
import { callApi } from './support/api.ts';
import { startStack, type Stack } from './support/stack.ts';

const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
const ERR0010 =
  'All communucation should remain within the platform and outside contact info should not be disclosed';

let stack: Stack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await stack?.stop();
});

const api = async <T>(path: string) => (await callApi<T>(stack, path)).data;

const signIn = (account: Account) => signInTo(stack, contexts, account);

describe('messages and reports', () => {
  it('contact, live delivery, unread flag, ERR0010, Report seller and a common report with a reply', async () => {
    const login = await callApi<{ user_data: { id: number } }>(
      stack,
      '/user/user_settings.php?action=login',
      { method: 'POST', body: JSON.stringify(SELLER) },
    );
    const sellerId = login.data.user_data.id;
    const [ticket] = (
      await api<{ items: Array<{ product_id: number; listing_name: string }> }>(
        `/products.php?seller=${sellerId}&full_result=1`,
      )
    ).items;
    expect(ticket).toBeDefined();

    // The seller waits on the rooms page: the room with the buyer is read (the demo's last message is the seller's).
    const seller = await signIn(SELLER);
    await seller.goto(`${stack.siteUrl}/account/mymessages`);
    const rooms = seller.getByRole('list', { name: 'Rooms' });
    const roomLink = rooms.getByRole('link', { name: /Bailey Buyer/ });
    await roomLink.waitFor();
    await expect.poll(() => roomLink.textContent()).not.toMatch(/Unread/);

    // The buyer opens the seller's tickets (/tickets?seller=): the panel shows the seller's reputation and the three
    // actions; Message seller starts the conversation, and the buyer sends a message (Enter).
    const buyer = await signIn(BUYER);
    await buyer.goto(`${stack.siteUrl}/tickets?seller=${sellerId}`);
    const panel = buyer.getByRole('region', { name: 'Seller' });
    await panel.getByRole('heading', { name: 'Sam Seller' }).waitFor();
    const rating = panel.getByRole('group', { name: 'Seller rating' });
    await rating.getByRole('img', { name: 'Communication 4.6 out of 5' }).waitFor();
    expect(await rating.getByRole('link', { name: '5 reviews' }).getAttribute('href')).toBe(
      `/sellers/${sellerId}/reviews`,
    );
    for (const name of ['Report seller', 'Make Offer'])
      expect(await panel.getByRole('button', { name }).isEnabled()).toBe(true);
    await panel.getByRole('button', { name: 'Message seller' }).click();
    await buyer.waitForURL(/\/account\/mymessages\/\d+$/);
    const log = buyer.getByRole('log');
    await log.getByText('It is listed now, in my collection "World Series 1986".').waitFor();
    const box = buyer.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello Sam, is the program still available?');
    await box.press('Enter');
    await log.getByText('Hello Sam, is the program still available?').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    // Without a reload, the seller's room turns unread with the new last message, and the header shows the badge.
    await rooms.getByRole('link', { name: /Bailey Buyer\s*, Unread/ }).waitFor({ timeout: 5_000 });
    await expect.poll(() => roomLink.textContent()).toContain('Hello Sam, is the program still available?');
    await seller.getByRole('banner').getByRole('button', { name: 'Messages, 1 unread' }).waitFor();

    // Opening the room shows the message and clears the flag (back on the rooms page, and in the header).
    await roomLink.click();
    await seller.getByRole('log').getByText('Hello Sam, is the program still available?').waitFor();
    await seller.getByRole('button', { name: 'Back' }).click();
    await rooms.getByRole('link', { name: /Bailey Buyer/ }).waitFor();
    await expect
      .poll(() => rooms.getByRole('link', { name: /Bailey Buyer/ }).textContent())
      .not.toMatch(/Unread/);
    await seller
      .getByRole('banner')
      .getByRole('button', { name: /Messages, \d+ unread/ })
      .waitFor({ state: 'detached' });

    // A phone number: warned about first; sent anyway, the server refuses it (ERR0010) and the text stays.
    await box.fill('Call me on 0171 555 0199');
    await box.press('Enter');
    const warning = buyer
      .getByRole('alert')
      .filter({ hasText: 'This message looks like it contains contact details' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Send anyway' }).click();
    await buyer
      .locator('form')
      .filter({ has: box })
      .getByRole('alert')
      .filter({ hasText: ERR0010 })
      .waitFor();
    expect(await box.inputValue()).toBe('Call me on 0171 555 0199');
    expect(await log.getByText('Call me on 0171 555 0199').count()).toBe(0);

    // Report seller from the ticket page.
    await buyer.goto(`${stack.siteUrl}/tickets/${ticket!.product_id}`);
    await buyer.getByRole('button', { name: 'Report seller' }).click();
    const reportDialog = buyer.getByRole('dialog', { name: 'Report Seller' });
    await reportDialog.getByRole('button', { name: 'Report', exact: true }).click();
    await reportDialog.getByText('Please choose an option.').waitFor();
    await reportDialog.getByRole('button', { name: /Report type/ }).click();
    await buyer.getByRole('option', { name: 'Counterfeit item' }).click();
    await reportDialog
      .getByRole('textbox', { name: 'Description' })
      .fill('The hologram on the stub looks printed.');
    await reportDialog.getByRole('button', { name: 'Report', exact: true }).click();
    await buyer.getByText('Reported Successfully').first().waitFor();
    await reportDialog.waitFor({ state: 'detached' });

    // A common report with a reply, the reply first in the thread.
    await buyer.goto(`${stack.siteUrl}/account/report`);
    await buyer.getByRole('button', { name: 'New Report' }).click();
    const form = buyer.getByRole('dialog', { name: 'New Report' });
    await form.getByRole('textbox', { name: /Title/ }).fill('Seller asked for my phone number');
    await form.getByRole('button', { name: /Type/ }).click();
    await buyer.getByRole('option', { name: 'Something else' }).click();
    await form.getByRole('textbox', { name: /Description/ }).fill('In the chat about the 1986 stub.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.waitFor({ state: 'detached' });
    await buyer.getByRole('link', { name: /Seller asked for my phone number/ }).click();
    await buyer.getByRole('heading', { name: 'Seller asked for my phone number' }).waitFor();
    const reply = buyer.getByRole('textbox', { name: 'Reply' });
    await reply.fill('The chat is in my messages.');
    await reply.press('Enter');
    const replies = buyer.getByRole('list', { name: 'Replies' });
    await expect
      .poll(async () => (await replies.getByRole('listitem').first().textContent()) ?? '')
      .toContain('The chat is in my messages.');
  });
});
