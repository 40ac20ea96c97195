// End to end, in Chromium against the built site and the real API server with demo data:
// a new user's whole life in the account area, from registration to the deleted account; a buyer
// with an unpaid order is refused deletion with the server's message.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passSiteGate } from './support/gate.ts';
import { callApi } from './support/api.ts';
import { startStack, type Stack } from './support/stack.ts';

const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
/** A 32 x 32 PNG (the server wants 16 x 16 at least and re-encodes what it accepts, so any real picture will do). */
const PHOTO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR42mM4YRNFU8QwasGoBaMWjFowasGoBaMWjFowasGoBaMWDBULADWleEx6tFv9AAAAAElFTkSuQmCC';

let stack: Stack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await stack?.stop();
});

const api = <T>(path: string, init: RequestInit = {}) => callApi<T>(stack, path, init);

/** Registers through the API and verifies the address with the link from the development outbox. */
async function registeredUser(page: Page, name: string) {
  const account = { email: `e2e-seller-${Date.now()}@example.com`, password: 'e2e-secret-1' };
  const registered = await api('/user/user_settings.php?action=register', {
    method: 'POST',
    body: JSON.stringify({
      user_name: name,
      email: account.email,
      password: account.password,
      confirm_password: account.password,
    }),
  });
  expect(registered.status).toBe(200);
  const outbox = await api<{ items: Array<{ links: string[] | string }> }>(
    `/dev/outbox?to=${encodeURIComponent(account.email)}`,
  );
  const mail = outbox.data.items[0];
  const links = typeof mail?.links === 'string' ? (JSON.parse(mail.links) as string[]) : (mail?.links ?? []);
  const verifyLink = links.find((link) => link.includes('/verify?'));
  expect(verifyLink).toBeDefined();
  await page.goto(verifyLink!);
  await passSiteGate(page);
  await page.getByRole('heading', { name: 'Your email has been verified successfully' }).waitFor();
  return account;
}

async function newPage(): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

async function fillAddress(page: Page, dialogName: string, address: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(address))
    await dialog.getByRole('textbox', { name: label }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('account: profile, addresses, seller registration, deletion', () => {
  it('a new user edits the profile, changes the password, uploads a photo, adds addresses, becomes a seller, edits the payment details and deletes the account', async () => {
    const page = await newPage();
    const account = await registeredUser(page, 'Sally Newseller');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await logIn(page, account);
    await page.getByText('Login success').first().waitFor();

    // Profile: name and phone.
    await page.goto(`${stack.siteUrl}/account`);
    const profile = page.getByRole('region', { name: 'Profile Information' });
    await profile.getByText(account.email).waitFor();
    await profile.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit account' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Sally Seller');
    await edit.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0123');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile Information Changed').first().waitFor();
    await edit.waitFor({ state: 'detached' });
    await profile.getByText('Sally Seller').waitFor();
    await profile.getByText('+1 555 0123').waitFor();

    // Password: changed, then used to log in again.
    await profile.getByRole('button', { name: 'Update Password' }).click();
    const password = page.getByRole('dialog', { name: 'Update Password' });
    await password.getByLabel('Old password', { exact: true }).fill(account.password);
    await password.getByLabel('New password', { exact: true }).fill('e2e-secret-2');
    await password.getByLabel('Confirm password', { exact: true }).fill('e2e-secret-2');
    await password.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password Changed Successfully').first().waitFor();
    account.password = 'e2e-secret-2';
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'LogOut' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    const oldLogin = await api('/user/user_settings.php?action=login', {
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: 'e2e-secret-1' }),
    });
    expect(oldLogin.status).toBe(401);
    await logIn(page, account);
    await page.getByText('Login success').first().waitFor();

    // Photo: previewed, uploaded, and the header's avatar follows without a reload.
    await page.goto(`${stack.siteUrl}/account`);
    const avatarBefore = await page
      .getByRole('button', { name: 'Account menu' })
      .locator('img')
      .getAttribute('src');
    await profile.getByRole('button', { name: 'Change photo' }).click();
    const photo = page.getByRole('dialog', { name: 'Profile photo' });
    await photo
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sally.png', mimeType: 'image/png', buffer: Buffer.from(PHOTO_PNG, 'base64') });
    await photo.getByRole('img', { name: 'Preview of the new profile photo' }).waitFor();
    await photo.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Profile Picture Changed').first().waitFor();
    await photo.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu' }).locator('img').getAttribute('src'))
      .not.toBe(avatarBefore);
    expect(
      await page.getByRole('button', { name: 'Account menu' }).locator('img').getAttribute('src'),
    ).toContain('/images/');

    // Two shipping addresses; the second becomes the primary one.
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    const address = {
      'First Name': 'Sally',
      'Last Name': 'Seller',
      'Mobile number': '+1 555 0123',
      City: 'Harbor City',
      State: 'CA',
      'Postal Code': '90001',
      Country: 'United States',
    };
    await shipping.getByRole('button', { name: 'Add Shipping Address' }).click();
    await fillAddress(page, 'Shipping', { ...address, 'Address Line 1': '1 First Street' });
    await page.getByText('Address Added').first().waitFor();
    await shipping.getByRole('button', { name: 'Add Shipping Address' }).click();
    await fillAddress(page, 'Shipping', { ...address, 'Address Line 1': '2 Second Street' });
    await shipping.getByRole('button', { name: 'Manage Address (2)' }).click();
    await shipping.getByRole('radio', { name: /2 Second Street/ }).click({ force: true });
    await page.getByText('Default Address Changed').first().waitFor();
    await expect.poll(() => shipping.getByRole('radio', { name: /2 Second Street/ }).isChecked()).toBe(true);
    expect(await shipping.getByRole('radio', { name: /1 First Street/ }).isChecked()).toBe(false);

    // The account menu offers 'Become a seller' to a user without a seller permission.
    const menu = page.getByRole('navigation', { name: 'Account' });
    await menu.getByRole('link', { name: 'Become a seller' }).click();
    await page.waitForURL(/\/account\/seller$/);
    await page.getByRole('heading', { name: 'Become a seller' }).waitFor();

    // A refused submit keeps what was typed and points at the field to fix.
    await page.getByRole('textbox', { name: 'Paypal Id' }).fill('SALLYPAYPAL1');
    await page.getByRole('textbox', { name: 'Paypal Email' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter valid email.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Paypal Id' }).inputValue()).toBe('SALLYPAYPAL1');
    await page.getByRole('textbox', { name: 'Paypal Email' }).fill('sally.payments@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Agree to submit.').waitFor();

    // Ticking the box opens the agreement; 'I Agree' ticks it.
    await page
      .getByRole('checkbox', { name: 'I agree to the Seller Agreement Policy' })
      .click({ force: true });
    const agreement = page.getByRole('dialog', { name: 'Seller Agreement Policy' });
    await agreement.getByRole('button', { name: 'I Agree' }).click();
    await agreement.waitFor({ state: 'detached' });
    expect(
      await page.getByRole('checkbox', { name: 'I agree to the Seller Agreement Policy' }).isChecked(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();

    // Back on /account (replaced, not pushed), the menu has changed without a reload.
    await page.getByText('Registered as seller').first().waitFor();
    await page.waitForURL(/\/account$/);
    await menu.getByRole('link', { name: 'My Tickets' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Become a seller' }).count()).toBe(0);
    const sellerInformation = page.getByRole('region', { name: 'Seller Information' });
    await sellerInformation.getByText('SALLYPAYPAL1').waitFor();
    await sellerInformation.getByText('sally.payments@example.com').waitFor();

    // The payment details, through the /editSellerPaypal link.
    await page.goto(`${stack.siteUrl}/editSellerPaypal`);
    const payment = page.getByRole('dialog', { name: 'Edit Seller Payment' });
    expect(await payment.getByRole('textbox', { name: 'Paypal Id' }).inputValue()).toBe('SALLYPAYPAL1');
    await payment.getByRole('textbox', { name: 'Paypal Id' }).fill('SALLYPAYPAL2');
    await payment.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment details Changed Successfully').first().waitFor();
    await sellerInformation.getByText('SALLYPAYPAL2').waitFor();

    // Delete the account: the password, a confirmation, then home, logged out.
    await page.goto(`${stack.siteUrl}/account/delete`);
    await page.getByRole('heading', { name: 'Delete account' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Account deleted successfully').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Login' }).count()).toBe(0);

    // The deleted account cannot log in any more.
    const login = await api('/user/user_settings.php?action=login', {
      method: 'POST',
      body: JSON.stringify(account),
    });
    expect(login.status).toBe(401);
    await logIn(page, account);
    await page.getByText('Invalid email or password.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });

  it("refuses to delete a buyer's account while an order is unpaid, showing the server's message under 'order exist'", async () => {
    // An unpaid order of the demo buyer, placed through the API.
    const session = await api<{ token: string }>('/user/user_settings.php?action=login', {
      method: 'POST',
      body: JSON.stringify(BUYER),
    });
    const auth = { Authorization: `Bearer ${session.data.token}` };
    const tickets = await api<{
      items: Array<{ product_id: number; isSale: string | number; status: string }>;
    }>('/products.php?full_result=1');
    const ticket = tickets.data.items.find((item) => String(item.isSale) === '1' && item.status === 'SELL');
    expect(ticket).toBeDefined();
    const cart = await api<{ cart_id: number }>('/user/cart.php', {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ type: 'BUY', product_id: ticket!.product_id }),
    });
    expect(cart.status).toBe(200);
    const checkout = await api<{ checkout_id: number }>('/user/orders/checkout.php', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ cart_id: cart.data.cart_id }),
    });
    expect(checkout.status).toBe(200);
    const order = await api<{ order_no: string }>('/user/orders/order.php', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ checkout_id: checkout.data.checkout_id }),
    });
    expect(order.status).toBe(200);

    const page = await newPage();
    await page.goto(`${stack.siteUrl}/`);
    await passSiteGate(page);
    await logIn(page, BUYER);
    await page.getByText('Login success').first().waitFor();
    await page.goto(`${stack.siteUrl}/account/delete`);
    await page.getByLabel('Password', { exact: true }).fill(BUYER.password);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const refusal = page.getByRole('alert').filter({ hasText: 'order exist' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      'Your account has active orders or approved offers, so it can not be deleted.',
    );
    // Still signed in, still on the page, the password still typed.
    expect(new URL(page.url()).pathname).toBe('/account/delete');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(BUYER.password);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });
});
