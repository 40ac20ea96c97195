// Browsing end to end: the built site against the real API server on a
// fresh demo database, in Chromium. Pass the site gate, search /tickets with filters, open a ticket detail and see
// its fields, and check that going back restores the filters (URLs are the state).
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passSiteGate } from './support/gate.ts';
import { startStack, type Stack } from './support/stack.ts';

interface ApiTicket {
  product_id: number;
  listing_name: string;
  event_name: string;
  venue: string;
  section: string | null;
  row: string | null;
  isSale: string | number;
  status: string;
  seller: { id: number; name: string };
}

let stack: Stack;
const contexts: BrowserContext[] = [];

async function tickets(): Promise<ApiTicket[]> {
  const reply = await fetch(`${stack.apiUrl}/products.php?full_result=1`);
  const json = (await reply.json()) as { data: { items: ApiTicket[] } };
  return json.data.items;
}

/** A new page past the site gate (its own e-mail and password form, shown first). */
async function pastGate(
  options: BrowserContextOptions = { viewport: { width: 1280, height: 900 } },
): Promise<Page> {
  const context = await stack.browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/`);
  await passSiteGate(page);
  // The home page shows its lists once the gate has let us through.
  await page.getByRole('heading', { name: 'Popular Searches' }).waitFor();
  return page;
}

beforeAll(async () => {
  stack = await startStack();
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await stack?.stop();
});

describe('browsing the public site', () => {
  it('searches /tickets with filters, opens a ticket detail, and back restores the filters', async () => {
    const all = await tickets();
    const target = all.find(
      (ticket) => ticket.section && ticket.row && (ticket.isSale === 1 || ticket.isSale === '1'),
    );
    expect(target, 'the demo data has a ticket for sale with a section and a row').toBeDefined();
    if (!target?.section || !target.row) return;

    const page = await pastGate();
    // A full load of /tickets: the gate's stored refresh token lets the visitor straight back in.
    await page.goto(`${stack.siteUrl}/tickets`);
    const sectionBox = page.getByRole('textbox', { name: 'Section', exact: true });
    await sectionBox.fill(target.section);
    const filtered = page.waitForResponse(
      (reply) =>
        reply.url().includes('/products.php?') &&
        new URL(reply.url()).searchParams.get('section') === target.section,
    );
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/tickets' && url.searchParams.get('section') === target.section,
    );
    await filtered;
    const card = page
      .getByRole('link', { name: new RegExp(target.listing_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first();
    await card.waitFor();

    // A second filter, then back: the first search comes back with its field values.
    await page.getByRole('textbox', { name: 'Row', exact: true }).fill(`${target.row}-no-such-row`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('No Tickets Found').waitFor();
    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('section') === target.section && !url.searchParams.has('row'),
    );
    expect(await page.getByRole('textbox', { name: 'Section', exact: true }).inputValue()).toBe(
      target.section,
    );
    expect(await page.getByRole('textbox', { name: 'Row', exact: true }).inputValue()).toBe('');
    await card.waitFor();

    // Cards open the detail in a new tab.
    expect(await card.getAttribute('target')).toBe('_blank');
    const [detail] = await Promise.all([page.context().waitForEvent('page'), card.click()]);
    await detail.waitForLoadState();
    expect(new URL(detail.url()).pathname).toBe(`/tickets/${target.product_id}`);
    await detail.getByRole('heading', { level: 1, name: target.listing_name }).waitFor();
    await detail.getByText('Ticket details').waitFor();
    const sellerLink = detail.locator('dd').getByRole('link', { name: target.seller.name, exact: true });
    expect(await sellerLink.getAttribute('href')).toBe(`/tickets?seller=${target.seller.id}`);
    const fields = await detail.locator('dt').allTextContents();
    expect(fields).toEqual(
      expect.arrayContaining([
        'Event',
        'Date',
        'Venue',
        'Seller',
        'Ticket type',
        'Quality',
        'Section',
        'Row',
      ]),
    );
    await detail.getByText(target.event_name).first().waitFor();
    await detail.getByRole('button', { name: 'Add to Cart' }).waitFor();
  }, 120_000);

  it('loads the home page on a phone without moving what is already shown (layout shift 0)', async () => {
    // Lighthouse's mobile conditions, roughly: a phone viewport and a CPU four times slower, so that the featured
    // tickets, the carousel's chunk and the lists arrive in separate frames as they do on a real phone.
    const page = await pastGate({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const context = page.context();
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node | null }[];
        })[]) {
          shifts.push(
            `${entry.value.toFixed(3)} ${entry.sources.map((source) => (source.node as Element | null)?.className ?? '?').join(',')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The carousel's code arrives after the tickets, as on a slow network: the cards show first as a plain scrolling
    // list, then the carousel replaces it. Each of the three (placeholder, list, carousel) must be exactly as tall.
    await page.route(/FeaturedCarousel-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await page.getByRole('region', { name: 'Featured Tickets' }).getByRole('link').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).first().waitFor();
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
