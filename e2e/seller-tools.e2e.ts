// End to end, in Chromium against the built site and the real API server with demo data:
// an active seller adds a ticket for a new event with two pictures and a supporting document, finds it in
// My Tickets and on the public /tickets, edits its price, removes a picture (the last one cannot go), creates a
// collection, puts the ticket in it and takes it out again, deletes the collection and the ticket; the seller edits
// the event they created of a demo ticket and renames their venue waiting for approval; a buyer-only user sees no Add
// Ticket and the server answers 403 to the seller calls.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { callApi } from './support/api.ts';
import { startStack, type Stack } from './support/stack.ts';

const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };

let stack: Stack;
const contexts: BrowserContext[] = [];

const signIn = (account: Account) => signInTo(stack, contexts, account);

/** A real PNG of the given colour, drawn by the browser (the server decodes what it stores). */
async function png(page: Page, colour: string, name: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = fill;
      context.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The file input behind a file field's button. */
const fileInput = (page: Page, label: string) =>
  page
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .locator('xpath=..')
    .locator('input[type="file"]');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

const apiCall = (path: string, init: RequestInit & { token?: string } = {}) =>
  callApi<unknown>(stack, path, init);

describe('seller tools', () => {
  beforeAll(async () => {
    stack = await startStack({ env: { SITE_GATE_EMAIL: GATE.email, SITE_GATE_PASSWORD: GATE.password } });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stack?.stop();
  });

  it('a seller lists a ticket for a new event, edits it, uses a collection, and deletes both', async () => {
    const listing = `E2E program ${Date.now()}`;
    const page = await signIn(SELLER);
    await page.goto(`${stack.siteUrl}/account/mytickets`);
    await page.getByRole('button', { name: 'Add Ticket' }).click();
    await page.waitForURL(/\/account\/mytickets\/new$/);

    // The ticket, for a new event (the plus button), with two pictures and a supporting document.
    await page.getByRole('textbox', { name: /^Listing name/ }).fill(listing);
    await choose(page, 'Ticket type', 'Ticket stub');
    // The radio inputs are visually hidden (react-aria); their labels are what a user clicks.
    await page.getByText('Sale', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Price/ }).fill('150');
    await choose(page, 'Quality', 'GOOD');
    await page.getByRole('textbox', { name: /^Section/ }).fill('112');
    await page.getByRole('textbox', { name: /^Face price/ }).fill('100');
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByRole('textbox', { name: /^Event name/ }).fill(`${listing} night`);
    await page.getByRole('combobox', { name: /^Venue/ }).fill('E2E Riverside Hall');
    await page
      .getByRole('group', { name: /Event date/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('07131985');
    await fileInput(page, 'Images').setInputFiles([
      await png(page, '#c0392b', 'front.png'),
      await png(page, '#2980b9', 'back.png'),
    ]);
    await page.getByRole('img', { name: 'Image 2' }).waitFor();
    await fileInput(page, 'Supporting document').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% e2e receipt\n'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ticket created').first().waitFor();
    await page.waitForURL(/\/account\/mytickets$/);

    // My Tickets shows it, for sale; its name opens the own ticket detail in a new tab.
    const card = page.getByRole('article', { name: new RegExp(`^${listing}`) });
    await card.getByText('IN SELL LISTING').waitFor();
    expect(await card.getByRole('link', { name: new RegExp(listing) }).getAttribute('target')).toBe('_blank');

    // The public search finds it.
    const visitor = await page.context().newPage();
    await visitor.goto(`${stack.siteUrl}/tickets?q=${encodeURIComponent(listing)}`);
    await visitor.getByText(listing).first().waitFor();
    await visitor.close();

    // Edit: a new price, one picture removed; the last one cannot be.
    await card.getByRole('button', { name: `Edit ${listing}` }).click();
    await page.waitForURL(/\/account\/mytickets\/\d+\/edit$/);
    const price = page.getByRole('textbox', { name: /^Price/ });
    expect(await price.inputValue()).toBe('150');
    // The fair-price hint follows the price (a new event has no comparable tickets yet: the face value only).
    const hint = page.getByRole('status', { name: 'Price comparison' });
    await hint.getByText('50% above face value.').waitFor();
    await price.fill('175');
    await hint.getByText('75% above face value.').waitFor();
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await page.getByText('Ticket should have aleast one image').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ticket updated').first().waitFor();
    await card.getByText('$175.00').waitFor();

    // A collection; the ticket goes into it through the form, then out again from the collection.
    await page.goto(`${stack.siteUrl}/account/mycollection`);
    await page.getByRole('button', { name: 'Add Collection' }).click();
    const form = page.getByRole('dialog', { name: 'Add Collection' });
    await form.getByRole('textbox', { name: /^Collection name/ }).fill(`${listing} set`);
    await form.getByText('Show only', { exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Collection created').first().waitFor();
    await page.getByRole('article', { name: `${listing} set` }).waitFor();

    await page.goto(`${stack.siteUrl}/account/mytickets`);
    await card.getByRole('button', { name: `Edit ${listing}` }).click();
    await choose(page, 'Collection', `${listing} set`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ticket updated').first().waitFor();

    await page.goto(`${stack.siteUrl}/account/mycollection`);
    await page.getByRole('link', { name: `${listing} set` }).click();
    await page.waitForURL(/\/account\/mycollection\/\d+$/);
    await page.getByRole('button', { name: `Remove ${listing}` }).click();
    await page.getByText('Ticket removed').first().waitFor();
    await page.getByText('No Tickets Found').waitFor();

    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: `Delete ${listing} set` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete collection' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Collection deleted').first().waitFor();

    await page.goto(`${stack.siteUrl}/account/mytickets`);
    await card.getByRole('button', { name: `Delete ${listing}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete ticket' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Ticket deleted').first().waitFor();
    await card.waitFor({ state: 'detached' });
  });

  it('a seller edits the event they created from the ticket form and renames their queued venue; the ticket shows the new names', async () => {
    const listing = 'Game 7 program, kept for my own shelf';
    const eventName = `Bayside Gulls home opener ${Date.now()}`;
    const venueName = `Riverside Park ${Date.now()}`;
    const page = await signIn(SELLER);
    await page.goto(`${stack.siteUrl}/account/mytickets`);
    await page
      .getByRole('article', { name: new RegExp(`^${listing}`) })
      .getByRole('button', { name: `Edit ${listing}` })
      .click();
    await page.waitForURL(/\/account\/mytickets\/\d+\/edit$/);
    const productId = /\/account\/mytickets\/(\d+)\/edit$/.exec(page.url())?.[1];

    // The demo seller created this ticket's event (not admin created), with their venue, sub-genre, team and artist.
    await page.getByRole('button', { name: 'Edit event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    const venue = dialog.getByRole('textbox', { name: /^Venue name/ });
    expect(await venue.inputValue()).toBe('Riverside Ballpark');
    expect(await dialog.getByRole('textbox', { name: /^Sub genre name/ }).inputValue()).toBe(
      'Minor League Baseball',
    );
    await dialog.getByRole('textbox', { name: /^Event name/ }).fill(eventName);
    await venue.fill(venueName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Event updated').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('combobox', { name: /^Event/ }).inputValue()).toBe(eventName);

    // The own ticket page shows the new names.
    const own = await page.context().newPage();
    await own.goto(`${stack.siteUrl}/mytickets/${productId}`);
    await own.getByText(eventName).first().waitFor();
    await own.getByText(venueName).first().waitFor();
    await own.close();
  });

  it('a buyer sees no Add Ticket, and the server refuses the seller calls with 403', async () => {
    const page = await signIn(BUYER);
    await page.goto(`${stack.siteUrl}/account/mytickets`);
    await page.getByRole('heading', { name: 'My Tickets' }).waitFor();
    await page.getByText('No Tickets Found').waitFor();
    expect(await page.getByRole('button', { name: 'Add Ticket' }).count()).toBe(0);
    await page.goto(`${stack.siteUrl}/account/mycollection`);
    await page.getByText('No collections Found').waitFor();
    expect(await page.getByRole('button', { name: 'Add Collection' }).count()).toBe(0);

    const login = await apiCall('/user/user_settings.php?action=login', {
      method: 'POST',
      body: JSON.stringify(BUYER),
    });
    const data = login.data as { token: string };
    const attempts = [
      apiCall('/seller/products.php', {
        method: 'POST',
        token: data.token,
        body: JSON.stringify({
          listing_name: 'x',
          event: { event_id: 1 },
          ticket_type: 1,
          isSale: '0',
          quality: 'GOOD',
          images: [{ image_file: 'AAAA', image_name: 'a.png' }],
        }),
      }),
      apiCall('/seller/products.php?action=delete_product', {
        method: 'DELETE',
        token: data.token,
        body: JSON.stringify({ product_id: 1 }),
      }),
      apiCall('/seller/collection.php', {
        method: 'POST',
        token: data.token,
        body: JSON.stringify({ collection_name: 'Mine', isSale: '0' }),
      }),
      apiCall('/seller/events.php', {
        method: 'PUT',
        token: data.token,
        body: JSON.stringify({ event_id: 1, event_name: 'Mine', event_date: '1999-05-01', venue: 1 }),
      }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(403);
      expect(reply.message).toBeTruthy();
    }
  });
});
