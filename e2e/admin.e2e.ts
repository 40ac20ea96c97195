// End to end, in Chromium against the built site and the real API server with demo data: the admin area.
// A seller lists a ticket for a new event at a new venue; the admin approves the venue and rejects the event with a
// reason; the seller's ticket form shows both. A buyer reports a seller; the admin replies and closes the report;
// the buyer reads the reply in their report. The admin settles a disputed delivery. A visitor and a signed-in user
// who is not an admin never see /admin, and the API refuses them every admin call.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { passSiteGate } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { startStack, type Stack } from './support/stack.ts';

const ADMIN = { email: 'admin@momento.test', password: 'momento-admin' };
const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };

let stack: Stack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await stack?.stop();
});

const signIn = (account: Account) => signInTo(stack, contexts, account);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A real PNG drawn by the browser (the server decodes what it stores). */
async function png(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#16a085';
      context.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name: 'front.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function tokenOf(account: Account): Promise<string> {
  const login = await callApi<{ token: string }>(stack, '/user/user_settings.php?action=login', {
    method: 'POST',
    body: JSON.stringify(account),
  });
  return login.data.token;
}

describe('operator console', () => {
  it('never shows /admin to a visitor or a signed-in user who is not an admin, and the API refuses them', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto(`${stack.siteUrl}/admin/moderation`);
    await passSiteGate(visitor);
    await visitor.getByRole('dialog', { name: 'Login' }).waitFor();
    // Going home and opening the dialog are two updates, and either may show first.
    await visitor.waitForURL((url) => url.pathname === '/');
    expect(new URL(visitor.url()).pathname).toBe('/');
    expect(await visitor.getByRole('navigation', { name: 'Operator console' }).count()).toBe(0);

    const buyer = await signIn(BUYER);
    await buyer.goto(`${stack.siteUrl}/admin`);
    await buyer.getByRole('heading', { name: 'Oops. Nothing here...' }).waitFor();
    expect(await buyer.getByRole('navigation', { name: 'Operator console' }).count()).toBe(0);
    await buyer.getByRole('button', { name: 'Account menu' }).click();
    await buyer.getByRole('menuitem', { name: 'My Profile' }).waitFor();
    expect(await buyer.getByRole('menuitem', { name: 'Operator console' }).count()).toBe(0);

    const token = await tokenOf(BUYER);
    for (const path of [
      '/admin/moderation.php',
      '/admin/reports.php',
      '/admin/deliveries.php',
      '/admin/users.php',
      '/admin/dashboard.php',
      '/admin/audit.php',
    ]) {
      expect((await callApi(stack, path, { token })).status, path).toBe(403);
    }
  });

  it('a seller lists a ticket for a new event at a new venue; the admin approves the venue and rejects the event; the seller sees both', async () => {
    const stamp = Date.now();
    const listing = `E2E console stub ${stamp}`;
    const eventName = `E2E console night ${stamp}`;
    const venueName = `E2E Console Hall ${stamp}`;
    const reason = 'No such concert took place on that date.';

    const seller = await signIn(SELLER);
    await seller.goto(`${stack.siteUrl}/account/mytickets/new`);
    await seller.getByRole('textbox', { name: /^Listing name/ }).fill(listing);
    await choose(seller, 'Ticket type', 'Ticket stub');
    await seller.getByText('Sale', { exact: true }).click();
    await seller.getByRole('textbox', { name: /^Price/ }).fill('120');
    await choose(seller, 'Quality', 'GOOD');
    await seller.getByRole('textbox', { name: /^Face price/ }).fill('60');
    await seller.getByRole('button', { name: 'New event' }).click();
    await seller.getByRole('textbox', { name: /^Event name/ }).fill(eventName);
    await seller.getByRole('combobox', { name: /^Venue/ }).fill(venueName);
    await seller
      .getByRole('group', { name: /Event date/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await seller.keyboard.type('06151977');
    await seller
      .getByRole('button', { name: /^Images/ })
      .locator('xpath=..')
      .locator('input[type="file"]')
      .setInputFiles([await png(seller)]);
    await seller.getByRole('img', { name: 'Image 1' }).waitFor();
    await seller.getByRole('button', { name: 'Save' }).click();
    await seller.getByText('Ticket created').first().waitFor();
    await seller.waitForURL(/\/account\/mytickets$/);

    // The admin reaches the admin area from the account menu and finds both items in the queue.
    const admin = await signIn(ADMIN);
    await admin.getByRole('button', { name: 'Account menu' }).click();
    await admin.getByRole('menuitem', { name: 'Operator console' }).click();
    await admin.waitForURL(/\/admin$/);
    await admin
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Moderation' })
      .click();
    await admin.getByRole('radiogroup', { name: 'Kind' }).getByText('Venue', { exact: true }).click();
    await admin.waitForURL(/kind=venue/);
    const venue = admin.getByRole('article', { name: venueName });
    await venue.getByRole('link', { name: listing }).waitFor();
    await venue.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText(`${venueName} approved`).first().waitFor();
    await venue.waitFor({ state: 'detached' });

    await admin.getByRole('radiogroup', { name: 'Kind' }).getByText('Event', { exact: true }).click();
    await admin.waitForURL(/kind=event/);
    const event = admin.getByRole('article', { name: eventName });
    await event.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject ${eventName}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please enter a reason.').waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText(`${eventName} rejected`).first().waitFor();
    await event.waitFor({ state: 'detached' });

    // Both decisions are in the audit log.
    await admin
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const log = admin.getByRole('table', { name: 'Operator actions, newest first' });
    await log.getByRole('row').filter({ hasText: 'Rejected' }).first().waitFor();
    await log.getByRole('row').filter({ hasText: 'Approved' }).first().waitFor();

    // The seller's ticket form says where the event and the venue stand, with the admin's reason.
    await seller.goto(`${stack.siteUrl}/account/mytickets`);
    await seller
      .getByRole('article', { name: new RegExp(`^${listing}`) })
      .getByRole('button', { name: `Edit ${listing}` })
      .click();
    await seller.waitForURL(/\/account\/mytickets\/\d+\/edit$/);
    const approval = seller.getByRole('list', { name: 'Approval of your event and venue' });
    await approval.getByText(`Event ${eventName}: Rejected Reason: ${reason}`).waitFor();
    await approval
      .getByRole('listitem')
      .filter({ hasText: `Venue ${venueName}: Approved` })
      .waitFor();
  });

  it('a buyer reports a seller; the admin replies and closes the report; the buyer reads the reply', async () => {
    // Letters, not a long number: a run of digits reads as a phone number, which replies may not disclose (ERR0010).
    const stamp = Date.now().toString(36);
    const content = `The signature looks printed (${stamp}).`;
    const replyText = `We asked the seller for proof of authenticity (${stamp}).`;
    const sellerLogin = await callApi<{ user_data: { id: number } }>(
      stack,
      '/user/user_settings.php?action=login',
      { method: 'POST', body: JSON.stringify(SELLER) },
    );
    const sellerId = sellerLogin.data.user_data.id;

    const buyer = await signIn(BUYER);
    await buyer.goto(`${stack.siteUrl}/tickets?seller=${sellerId}`);
    const panel = buyer.getByRole('region', { name: 'Seller' });
    await panel.getByRole('button', { name: 'Report seller' }).click();
    const reportDialog = buyer.getByRole('dialog', { name: 'Report Seller' });
    await reportDialog.getByRole('button', { name: /Report type/ }).click();
    await buyer.getByRole('option', { name: 'Counterfeit item' }).click();
    await reportDialog.getByRole('textbox', { name: 'Description' }).fill(content);
    await reportDialog.getByRole('button', { name: 'Report', exact: true }).click();
    await buyer.getByText('Reported Successfully').first().waitFor();

    // The inbox puts open reports first, newest first: the buyer's report leads, with its seller one click away.
    const admin = await signIn(ADMIN);
    await admin.goto(`${stack.siteUrl}/admin/reports?status=OPEN`);
    const first = admin.getByRole('list', { name: 'Reports, open first' }).getByRole('article').first();
    await first.getByText('Sam Seller', { exact: false }).first().waitFor();
    expect(await first.getByRole('link', { name: /Listings \(\d+ on sale\)/ }).getAttribute('href')).toBe(
      `/tickets?seller=${sellerId}`,
    );
    await first.getByRole('link', { name: 'Counterfeit item' }).click();
    await admin.getByText(content).waitFor();
    await admin.getByRole('textbox', { name: /Your reply/ }).fill(replyText);
    await admin.getByRole('button', { name: 'Send' }).click();
    await admin.getByText('Reply sent').first().waitFor();
    await admin.getByRole('region', { name: 'Replies, newest first' }).getByText(replyText).waitFor();
    await admin.getByRole('button', { name: 'Close report' }).click();
    await admin.getByText('Report closed').first().waitFor();
    await admin.getByRole('button', { name: 'Reopen report' }).waitFor();

    // The buyer's own report shows the admin's reply.
    await buyer.goto(`${stack.siteUrl}/account/report`);
    await buyer
      .getByRole('link', { name: /Counterfeit item/ })
      .first()
      .click();
    await buyer.getByText(replyText).waitFor();
  });

  it('the admin settles a disputed delivery', async () => {
    const admin = await signIn(ADMIN);
    await admin.goto(`${stack.siteUrl}/admin/deliveries`);
    const delivery = admin
      .getByRole('list', { name: 'Deliveries waiting for the operator' })
      .getByRole('article')
      .first();
    await delivery.waitFor();
    const name = (await delivery.getAttribute('aria-labelledby')) ?? '';
    const orderNo = ((await admin.locator(`[id="${name}"]`).textContent()) ?? '')
      .replace(/^Order\s+/, '')
      .trim();
    expect(orderNo).toMatch(/^MO-/);
    await delivery.getByRole('button', { name: 'Approve delivery' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Approve the delivery of ${orderNo}?` });
    await confirm.getByRole('button', { name: 'Approve delivery' }).click();
    await admin.getByText(`Delivery of ${orderNo} approved`).first().waitFor();
    await admin.getByRole('article', { name: `Order ${orderNo}` }).waitFor({ state: 'detached' });

    // The dashboard counts one delivery fewer to settle, and draws its charts.
    await admin
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await admin.getByRole('img', { name: /^Orders per day\. Orders: total \d+/ }).waitFor();
    await admin.getByRole('radiogroup', { name: 'Period' }).getByText('90 days').click();
    await admin.waitForURL(/days=90/);
    const orders = admin.getByRole('figure', { name: 'Orders per day' });
    await orders.getByRole('button', { name: 'Show data table' }).click();
    await expect
      .poll(() => orders.getByRole('table', { name: 'Orders per day' }).locator('tbody tr').count())
      .toBe(90);
  });
});
