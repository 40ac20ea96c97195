// A signed-in browser for the end-to-end tests: a new context (desktop size, en-US, so date fields read
// month/day/year) past the site gate, signed in through the header's login dialog.
import type { BrowserContext, Page } from 'playwright-core';
import { passSiteGate } from './gate.ts';
import type { Stack } from './stack.ts';

export interface Account {
  email: string;
  password: string;
}

/** Opens a context on `stack`, passes the gate and logs in; `contexts` collects it for closing. */
export async function signIn(stack: Stack, contexts: BrowserContext[], account: Account): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/`);
  await passSiteGate(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Login success').first().waitFor();
  return page;
}
