// End to end, in Chromium against the built site and the real API server with demo data: the site gate,
// home, registration with the e-mail verified through the development outbox, login and logout; a 404; a logged-out
// visit to /account.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passSiteGate } from './support/gate.ts';
import { startStack, type Stack } from './support/stack.ts';

const HOME_TITLE = 'Tickets and memories from moments in history';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function newPage(): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function passGate(page: Page) {
  await page.getByRole('heading', { name: 'Site Login' }).waitFor();
  await passSiteGate(page);
}

describe('site: gate, sign-in and navigation', () => {
  it('gate -> home -> register -> verify through the outbox link -> login -> logout', async () => {
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/`);
    await passGate(page);
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    await page.getByRole('heading', { name: 'Featured Tickets' }).waitFor();

    // Register from the home page's 'Sell with us' banner.
    const email = `e2e-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Sign Up Now' }).click();
    const register = page.getByRole('dialog', { name: 'Create an Account' });
    await register.getByLabel('Name', { exact: true }).fill('End To End');
    await register.getByLabel('Email Address', { exact: true }).fill(email);
    await register.getByLabel('Password', { exact: true }).fill('e2e-secret-1');
    await register.getByLabel('Confirm Password', { exact: true }).fill('e2e-secret-1');
    await register.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Email verification' }).waitFor();
    await page.getByText('Registration completed successfully').waitFor();

    // The verification link from the development outbox.
    const reply = (await (
      await fetch(`${stack.apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      data: { items: Array<{ links: string[] | string }> };
    };
    const mail = reply.data.items[0];
    const links =
      typeof mail?.links === 'string' ? (JSON.parse(mail.links) as string[]) : (mail?.links ?? []);
    const verifyLink = links.find((link) => link.includes('/verify?'));
    expect(verifyLink).toBeDefined();
    await page.goto(verifyLink!);
    await page.getByRole('heading', { name: 'Your email has been verified successfully' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();

    // Login from the header.
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill('e2e-secret-1');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login success').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign Up Now' }).count()).toBe(0);

    // My Profile shows the user; LogOut sends the user home, logged out.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'LogOut' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    // The header shows the signed-out state as soon as the session ends; the navigation home lands after.
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('serves the built site with its security headers, and nothing on the way in breaks its content security policy', async () => {
    const page = await newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const reply = await page.goto(`${stack.siteUrl}/`);
    const headers = reply?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await passGate(page);
    await page.getByRole('heading', { name: 'Featured Tickets' }).waitFor();
    await page.goto(`${stack.siteUrl}/tickets`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("shows 'Oops. Nothing here...' for an unknown path, with 'Go Back Home'", async () => {
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/no/such/page`);
    await passGate(page);
    await page.getByRole('heading', { name: 'Oops. Nothing here...' }).waitFor();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('sends a logged-out visitor of /account home and opens the login dialog', async () => {
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/account`);
    await passGate(page);
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    // Going home and opening the dialog are two updates, and either may show first: the visitor ends at home with the
    // dialog open.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
