// The purchase path end to end: the built site, the real API server on a
// fresh seeded database with the test payment provider, and Chromium. Unpaid orders expire after thirty seconds here
// (ORDER_PAYMENT_MINUTES) instead of thirty minutes; the expiry test's order is placed (through the API) as the file
// starts, so its half minute runs while the other tests do.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { callApi, placeOrderThroughApi } from './support/api.ts';
import { startStack, type Stack } from './support/stack.ts';

const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
// Demo accounts (apps/api src/seed): the seeded buyer already has saved addresses, so the first journey uses an
// account without any (a seller account buys like anyone else) to add both addresses at checkout.
const NEW_BUYER = { email: 'stubs@momento.test', password: 'momento-seller' };
const SECOND_BUYER = { email: 'vault@momento.test', password: 'momento-seller' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
const PAYMENT_MINUTES = 0.5;

interface ApiTicket {
  product_id: number;
  listing_name: string;
  isSale: string | number;
  status: string;
  seller: { id: number };
  collection: { collection_id: number } | null;
}
interface ApiCollection {
  id: number;
  collection_name: string;
  isSale: string | number;
  status: string;
  user_id: number;
  ticket_count: number;
}

let stack: Stack;
const contexts: BrowserContext[] = [];

const api = <T>(path: string, init: RequestInit = {}) => callApi<T>(stack, path, init);

async function apiLogin(account: { email: string; password: string }) {
  const { data } = await api<{ token: string; user_data: { id: number } }>(
    '/user/user_settings.php?action=login',
    {
      method: 'POST',
      body: JSON.stringify(account),
    },
  );
  return { token: data.token, id: data.user_data.id };
}

async function forSaleTickets(): Promise<ApiTicket[]> {
  const tickets: ApiTicket[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const { data } = await api<{ items: ApiTicket[]; next?: string }>(
      `/products.php?full_result=1&page=${page}`,
    );
    tickets.push(...data.items);
    if (!data.next) break;
  }
  return tickets.filter(
    (ticket) => (ticket.isSale === 1 || ticket.isSale === '1') && ticket.status === 'SELL',
  );
}

const signIn = (account: Account) => signInTo(stack, contexts, account);

async function fillAddress(page: Page, dialogName: string, address: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(address))
    await dialog.getByRole('textbox', { name: label }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const address = {
  'First Name': 'Bailey',
  'Last Name': 'Buyer',
  'Mobile number': '+1 555 0199',
  'Address Line 1': '1 Market Street',
  City: 'Springfield',
  State: 'IL',
  'Postal Code': '62701',
  Country: 'United States',
};

/** From the cart: Checkout, then 'Go to checkout'; resolves with the order number of /previeworder/{order_no}. */
async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await page.waitForURL(/\/checkout\?id=\d+/);
  const go = page.getByRole('button', { name: 'Go to checkout' });
  await go.waitFor();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((item) =>
      item.textContent?.includes('Go to checkout'),
    );
    return button !== undefined && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
  });
  await go.click();
  await page.waitForURL(/\/previeworder\//);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

async function addTicketToCart(page: Page, productId: number) {
  await page.goto(`${stack.siteUrl}/tickets/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/mycart$/);
}

describe('purchase path', () => {
  let tickets: ApiTicket[];
  let buyerId: number;
  let newBuyerId: number;
  let secondBuyerId: number;
  let sellerId: number;
  /** The order the expiry test opens: placed unpaid as the file starts. */
  let expiring: { orderNo: string; expiresAt: number } | undefined;

  beforeAll(async () => {
    stack = await startStack({
      env: {
        ORDER_PAYMENT_MINUTES: String(PAYMENT_MINUTES),
        SITE_GATE_EMAIL: GATE.email,
        SITE_GATE_PASSWORD: GATE.password,
      },
    });
    tickets = await forSaleTickets();
    buyerId = (await apiLogin(BUYER)).id;
    newBuyerId = (await apiLogin(NEW_BUYER)).id;
    secondBuyerId = (await apiLogin(SECOND_BUYER)).id;
    sellerId = (await apiLogin(SELLER)).id;
    const ticket = buyable()[2];
    if (ticket) {
      const { token } = await apiLogin(BUYER);
      expiring = {
        orderNo: await placeOrderThroughApi(stack, token, ticket.product_id),
        expiresAt: Date.now() + PAYMENT_MINUTES * 60_000,
      };
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stack?.stop();
  });

  /** Tickets on sale on their own (not in a collection) from sellers other than the buyers. */
  const buyable = () =>
    tickets.filter((t) => !t.collection && ![buyerId, newBuyerId, secondBuyerId].includes(t.seller.id));

  it('a buyer searches, adds a ticket and a collection, checks out with new addresses and pays with the test provider; a second buyer cannot add the same ticket meanwhile', async () => {
    const ticket = buyable()[0];
    expect(ticket).toBeDefined();
    if (!ticket) return;
    const { data: collectionPage } = await api<{ items: ApiCollection[] }>('/collections.php?page=1');
    const collection = collectionPage.items.find(
      (item) =>
        (item.isSale === 1 || item.isSale === '1') &&
        item.status === 'ACTIVE' &&
        item.ticket_count > 0 &&
        ![buyerId, newBuyerId, secondBuyerId].includes(item.user_id),
    );
    expect(collection).toBeDefined();
    if (!collection) return;

    const page = await signIn(NEW_BUYER);
    // Search from the header, then open the result (lists open tickets in a new tab; this follows its link).
    await page.getByRole('searchbox', { name: 'Search' }).fill(ticket.listing_name);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL(/\/tickets\?q=/);
    // The card's link also says that it opens a new tab.
    const result = page
      .getByRole('link', {
        name: new RegExp(`^${ticket.listing_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .first();
    await result.waitFor();
    expect(await result.getAttribute('href')).toBe(`/tickets/${ticket.product_id}`);
    await addTicketToCart(page, ticket.product_id);

    // Meanwhile a second buyer cannot add the same ticket: the server refuses and nothing lands in their cart.
    const second = await signIn(SECOND_BUYER);
    await second.goto(`${stack.siteUrl}/tickets/${ticket.product_id}`);
    const secondAdd = second.getByRole('button', { name: 'Add to Cart' });
    await secondAdd.or(second.getByText('No Tickets found')).first().waitFor();
    if ((await secondAdd.count()) > 0 && (await secondAdd.isEnabled())) {
      await secondAdd.click();
      await second
        .getByText('This ticket is reserved by someone else. Please try again later.')
        .first()
        .waitFor();
    }
    expect(new URL(second.url()).pathname).toBe(`/tickets/${ticket.product_id}`);
    const secondToken = (await apiLogin(SECOND_BUYER)).token;
    const secondCart = await api<{ items: unknown[] }>('/user/cart.php', {
      headers: { Authorization: `Bearer ${secondToken}` },
    });
    expect(secondCart.data.items).toHaveLength(0);

    await page.goto(`${stack.siteUrl}/collections`);
    await page.getByRole('button', { name: `Add ${collection.collection_name} to cart` }).click();
    await page.waitForURL(/\/mycart$/);
    await page.getByRole('heading', { name: 'My Cart' }).waitFor();
    await page.getByText('COLLECTION', { exact: true }).waitFor();
    expect(await page.getByText('BUY', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.waitForURL(/\/checkout\?id=\d+/);
    await page.getByRole('button', { name: 'Add Shipping Address' }).click();
    await fillAddress(page, 'Shipping', address);
    await page.getByText('Shipping Address added').first().waitFor();
    await page.getByRole('region', { name: 'Shipping Address' }).getByText('1 Market Street').waitFor();
    await page.getByRole('button', { name: 'Add Billing Address' }).click();
    const billing = page.getByRole('dialog', { name: 'Billing' });
    // The checkbox input is visually hidden behind its drawn box: press its label like a user does.
    await billing.getByText('Same as shipping address').click();
    expect(await billing.getByRole('checkbox', { name: 'Same as shipping address' }).isChecked()).toBe(true);
    await page.getByRole('dialog', { name: 'Billing' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Billing Address added').first().waitFor();
    await page.getByRole('region', { name: 'Billing Address' }).getByText('1 Market Street').waitFor();

    await page.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/previeworder\//);
    await page.getByText('Payment Expires').waitFor();
    await page.getByRole('button', { name: 'Pay with test provider' }).click();
    await page.getByText('Payment completed successfully').first().waitFor();
    await page.getByText('Your order has been paid successfully...!').waitFor();
    await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
  }, 300_000);

  it("a placed order is cancelled after confirmation and shows 'Your order has been cancelled...!'", async () => {
    const ticket = buyable()[1];
    expect(ticket).toBeDefined();
    if (!ticket) return;
    const page = await signIn(BUYER);
    await addTicketToCart(page, ticket.product_id);
    await placeOrder(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure want cancel your order ?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Order Cancelled', { exact: true }).first().waitFor();
    await page.getByText('Your order has been cancelled...!').waitFor();
    // The cancelled order released its ticket.
    const { data } = await api<ApiTicket>(`/products.php?product_id=${ticket.product_id}`);
    expect(data.status).toBe('SELL');
  }, 300_000);

  it("an order left unpaid past its expiry offers 'Complete order', which reports 'Order Expired'", async () => {
    expect(expiring).toBeDefined();
    if (!expiring) return;
    const { orderNo, expiresAt } = expiring;
    const page = await signIn(BUYER);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt + 2_000 - Date.now())));
    await page.goto(`${stack.siteUrl}/previeworder/${encodeURIComponent(orderNo)}`);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await page.getByText('Order Expired', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Pay with test provider' }).count()).toBe(0);
  }, 300_000);

  it('the seller of a ticket cannot add it: the button is disabled and the server refuses', async () => {
    const own = tickets.find((ticket) => ticket.seller.id === sellerId);
    expect(own).toBeDefined();
    if (!own) return;
    const page = await signIn(SELLER);
    await page.goto(`${stack.siteUrl}/tickets/${own.product_id}`);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    const { token } = await apiLogin(SELLER);
    const refused = await api('/user/cart.php', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'BUY', product_id: own.product_id }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  }, 120_000);
});
