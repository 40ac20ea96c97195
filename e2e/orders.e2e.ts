// End to end, in Chromium against the built site and the real API server with demo data:
// an order's life after the sale, seen by both people in two browser contexts - the buyer pays, the
// seller adds and edits tracking and marks it delivered, the buyer confirms it received and rates the seller, the
// seller rates the buyer, and both reviews show in My Reviews; the date filters narrow My Orders; and an unpaid
// order's countdown reaches its end without a reload (the payment window is 30 seconds here: ORDER_PAYMENT_MINUTES).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { callApiData, placeOrderThroughApi } from './support/api.ts';
import { startStack, type Stack } from './support/stack.ts';

const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
const PAYMENT_MINUTES = 0.5;

let stack: Stack;
const contexts: BrowserContext[] = [];

interface ApiTicket {
  product_id: number;
  listing_name: string;
  isSale: string | number;
  status: string;
  seller: { id: number };
  collection: { collection_id: number } | null;
}

const api = <T>(path: string, init: RequestInit & { token?: string } = {}) =>
  callApiData<T>(stack, path, init);

async function apiLogin(account: { email: string; password: string }) {
  const data = await api<{ token: string; user_data: { id: number } }>(
    '/user/user_settings.php?action=login',
    { method: 'POST', body: JSON.stringify(account) },
  );
  return { token: data.token, id: data.user_data.id };
}

/** The demo seller's tickets on sale on their own. */
async function sellersTickets(sellerId: number): Promise<ApiTicket[]> {
  const data = await api<{ items: ApiTicket[] }>(`/products.php?seller=${sellerId}&full_result=1`);
  return data.items.filter(
    (ticket) =>
      (ticket.isSale === 1 || ticket.isSale === '1') && ticket.status === 'SELL' && !ticket.collection,
  );
}

const placeOrder = (token: string, productId: number) => placeOrderThroughApi(stack, token, productId);

const signIn = (account: Account) => signInTo(stack, contexts, account);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The order card whose heading names the ticket. */
const cardOf = (page: Page, ticket: string): Locator =>
  page.getByRole('article', { name: new RegExp(`^${escape(ticket)}`) });

/** Types a date into a react-aria date field (month, day, year segments; en-US). */
async function typeDate(field: Locator, date: Date) {
  await field.getByRole('spinbutton').first().click();
  const pad = (n: number) => String(n).padStart(2, '0');
  await field.page().keyboard.type(`${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`);
}

const DAY = 86_400_000;

describe('orders after the sale', () => {
  let seller: { token: string; id: number };
  let buyer: { token: string; id: number };
  let tickets: ApiTicket[];

  beforeAll(async () => {
    stack = await startStack({
      env: {
        ORDER_PAYMENT_MINUTES: String(PAYMENT_MINUTES),
        SITE_GATE_EMAIL: GATE.email,
        SITE_GATE_PASSWORD: GATE.password,
      },
    });
    seller = await apiLogin(SELLER);
    buyer = await apiLogin(BUYER);
    tickets = await sellersTickets(seller.id);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stack?.stop();
  });

  it('the buyer pays; the seller adds tracking, edits it and marks it delivered; the buyer confirms and rates; the seller rates; both reviews show', async () => {
    const ticket = tickets[0]!;
    await placeOrder(buyer.token, ticket.product_id);

    // The buyer pays from My Orders: the unpaid card counts down and links to the order preview.
    const buyerPage = await signIn(BUYER);
    await buyerPage.goto(`${stack.siteUrl}/account/myorders`);
    const buyCard = cardOf(buyerPage, ticket.listing_name);
    await buyCard.getByText('Not Paid').waitFor();
    await buyCard
      .locator('time')
      .getByText(/Pays by .* left/)
      .waitFor();
    await buyCard.getByRole('button', { name: 'Pay Now' }).click();
    await buyerPage.waitForURL(/\/previeworder\//);
    await buyerPage.getByRole('button', { name: 'Pay with test provider' }).click();
    await buyerPage.getByText('Payment completed successfully').first().waitFor();

    // The seller, on the SELL tab, adds tracking (the date typed in the date field), edits it, marks it delivered.
    const sellerPage = await signIn(SELLER);
    await sellerPage.goto(`${stack.siteUrl}/account/myorders?tab=sell`);
    const sellCard = cardOf(sellerPage, ticket.listing_name);
    await sellCard.getByRole('button', { name: 'Add tracking' }).click();
    const add = sellerPage.getByRole('dialog', { name: 'Add Tracking' });
    await add.getByRole('textbox', { name: 'Carrier Name' }).fill('UPS');
    await add.getByRole('textbox', { name: 'Shipping Service' }).fill('Ground');
    await add.getByRole('textbox', { name: 'Tracking ID' }).fill('1Z999AA10123456784');
    await add.getByRole('textbox', { name: 'Shipping Cost' }).fill('12.50');
    await typeDate(add.getByRole('group', { name: 'Expected delivery date' }), new Date(Date.now() - DAY));
    await add.getByRole('button', { name: 'Add' }).click();
    // Yesterday is refused in the form, before any request.
    await add.getByText('Expected delivery date cannot be earlier than today.').waitFor();
    await typeDate(
      add.getByRole('group', { name: 'Expected delivery date' }),
      new Date(Date.now() + 3 * DAY),
    );
    await add.getByRole('button', { name: 'Add' }).click();
    await sellerPage.getByText('Tracking information Added successfully').first().waitFor();
    await sellCard.getByText('1Z999AA10123456784').waitFor();
    await sellCard.getByRole('button', { name: 'Edit tracking' }).click();
    const update = sellerPage.getByRole('dialog', { name: 'Update Tracking' });
    expect(await update.getByRole('textbox', { name: 'Carrier Name' }).inputValue()).toBe('UPS');
    await update.getByRole('textbox', { name: 'Tracking ID' }).fill('1Z999AA10999999999');
    await update.getByRole('button', { name: 'Update' }).click();
    await sellerPage.getByText('Tracking information Updated successfully').first().waitFor();
    await sellCard.getByText('1Z999AA10999999999').waitFor();
    await sellCard.getByRole('button', { name: 'Order Delivered' }).click();
    const delivered = sellerPage.getByRole('alertdialog', { name: 'Order Delivered ?' });
    await delivered.getByRole('button', { name: 'Order Delivered' }).click();
    await sellerPage.getByText('Order status set to delivered successfully').first().waitFor();
    await sellCard.getByText('Completed').waitFor();
    expect(await sellCard.getByRole('button', { name: 'Give ratings' }).count()).toBe(0);

    // The buyer confirms it received, then rates and reviews the seller.
    await buyerPage.goto(`${stack.siteUrl}/account/myorders`);
    await buyCard.getByText('Your order has been Delivered, Approved by Seller').waitFor();
    await buyCard.getByRole('button', { name: 'Order Received' }).click();
    const received = buyerPage.getByRole('alertdialog', { name: 'Order Received ?' });
    await received.getByRole('button', { name: 'Order Received' }).click();
    await buyerPage.getByText('Order status set to received successfully').first().waitFor();
    await buyCard.getByText('Your order has been Delivered', { exact: true }).waitFor();
    await buyCard.getByRole('button', { name: 'Rate & Write a Review' }).click();
    const rate = buyerPage.getByRole('dialog', { name: 'Rate & Write a Review' });
    for (const [group, stars] of [
      ['Communication', '5 stars'],
      ['Description', '4 stars'],
      ['Shipping', '5 stars'],
    ] as const) {
      await rate
        .getByRole('radiogroup', { name: group })
        .getByRole('radio', { name: stars })
        .check({ force: true });
    }
    await rate
      .getByRole('textbox', { name: 'Review' })
      .fill('Tracked all the way, arrived in a rigid sleeve.');
    await rate.getByRole('button', { name: 'Save' }).click();
    await buyerPage.getByText('Rating Added').first().waitFor();
    await buyerPage.getByText('Review Added').first().waitFor();
    await buyCard.getByRole('button', { name: 'Edit' }).waitFor();

    // The seller rates the buyer from the completed card.
    await sellerPage.goto(`${stack.siteUrl}/account/myorders?tab=sell`);
    await sellCard.getByRole('button', { name: 'Give ratings' }).click();
    const sellerRate = sellerPage.getByRole('dialog', { name: 'Rate & Write a Review' });
    for (const group of ['Communication', 'Description', 'Shipping']) {
      await sellerRate
        .getByRole('radiogroup', { name: group })
        .getByRole('radio', { name: '5 stars' })
        .check({ force: true });
    }
    await sellerRate
      .getByRole('textbox', { name: 'Review' })
      .fill('Paid within minutes, a smooth sale from start to end.');
    await sellerRate.getByRole('button', { name: 'Save' }).click();
    await sellerPage.getByText('Review Added').first().waitFor();

    // Both reviews show in My Reviews, each on the other person's page.
    await sellerPage.goto(`${stack.siteUrl}/account/myreviews`);
    await sellerPage.getByText('Tracked all the way, arrived in a rigid sleeve.').waitFor();
    await buyerPage.goto(`${stack.siteUrl}/account/myreviews`);
    await buyerPage.getByText('Paid within minutes, a smooth sale from start to end.').waitFor();

    // The detail ('More details') shows both ratings and the fulfilment information; Back returns to the list.
    await buyerPage.goto(`${stack.siteUrl}/account/myorders`);
    await buyCard.getByRole('button', { name: 'More details' }).click();
    await buyerPage.waitForURL(/\/account\/myorders\/MO-/);
    await buyerPage.getByText('1Z999AA10999999999').waitFor();
    await buyerPage.getByText('Paid within minutes, a smooth sale from start to end.').waitFor();
    await buyerPage.getByRole('button', { name: 'Back' }).click();
    await buyerPage.waitForURL(/\/account\/myorders$/);

    // Date filters narrow the list: the last three days hold the new order, not the demo order of 24 days ago.
    await buyCard.waitFor();
    const old = buyerPage.getByRole('article').filter({ hasText: 'MO-2026-000005' });
    expect(await old.count()).toBe(1);
    await typeDate(buyerPage.getByRole('group', { name: 'Date from' }), new Date(Date.now() - 3 * DAY));
    await typeDate(buyerPage.getByRole('group', { name: 'Date to' }), new Date());
    await buyerPage.getByRole('button', { name: 'Apply' }).click();
    await buyerPage.waitForURL(/date_from=\d{4}-\d{2}-\d{2}&date_to=/);
    await buyCard.waitFor();
    await old.waitFor({ state: 'detached' });
    await buyerPage.getByRole('button', { name: 'Clear' }).click();
    await old.waitFor();
  });

  it("an unpaid order's countdown reaches its end on the page without a reload, and Pay Now goes", async () => {
    const ticket = tickets[1]!;
    await placeOrder(buyer.token, ticket.product_id);
    const page = await signIn(BUYER);
    await page.goto(`${stack.siteUrl}/account/myorders`);
    const card = cardOf(page, ticket.listing_name);
    await card
      .locator('time')
      .getByText(/Pays by .* left/)
      .waitFor();
    await card.getByRole('button', { name: 'Pay Now' }).waitFor();
    await card
      .locator('time')
      .getByText('Payment window closed')
      .waitFor({ timeout: PAYMENT_MINUTES * 60_000 + 15_000 });
    expect(await card.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
  });
});
