// The site gate as the end-to-end tests pass it: the API's development defaults for the
// gate account (apps/api/src/config.ts) typed into the gate's own form.
import type { Page } from 'playwright-core';

export const GATE = { email: 'preview@momento.test', password: 'momento-preview' };

/** Fills and submits the site gate's form on `page` (which shows it). */
export async function passSiteGate(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(GATE.email);
  await page.getByLabel('Password', { exact: true }).fill(GATE.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
