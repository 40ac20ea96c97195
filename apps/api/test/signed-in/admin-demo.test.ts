import type { AdminDashboard, AdminDelivery, AdminQueueItem, AdminReport } from '@momento/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../harness.ts';

// The admin area demo of the seed, read through the API as the demo admin sees it.

let api: TestApi;
let token: string;
beforeAll(async () => {
  // Enough tickets that the seed's 90 days of sales take only a small share of them.
  api = await startTestApi({ listings: 500 });
  token = (await api.login('admin@momento.test', 'momento-admin')).token;
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const get = async <T>(path: string): Promise<T> => {
  const reply = await api.call('GET', path, { token });
  expect(reply.status, path).toBe(200);
  return reply.body.data as T;
};

describe("the operator's console demo", () => {
  it('queues an item of every kind, a venue flagged as a near-duplicate of an approved one, and a listing that uses them', async () => {
    const { items } = await get<{ items: AdminQueueItem[] }>('/admin/moderation.php');
    expect(new Set(items.map((i) => i.kind))).toEqual(
      new Set(['venue', 'sub_genre', 'team', 'artist', 'event']),
    );
    const duplicate = items.find((i) => i.display_name === 'Grand Harbour Stadium');
    expect(duplicate?.similar?.display_name).toBe('Grand Harbor Stadium');
    expect(duplicate?.listings.items.map((l) => l.listing_name)).toEqual(['Harbor Cup Replay stub']);
    expect(items.find((i) => i.display_name === 'Harbor City Mariner')?.similar?.display_name).toBe(
      'Harbor City Mariners',
    );
    expect(
      (await get<{ items: AdminQueueItem[] }>('/admin/moderation.php?age=7')).items
        .map((i) => i.display_name)
        .sort(),
    ).toEqual(['The Scrum Singers', 'Tidewater Field']);
  });

  it('has open and closed reports with replies, and a delivery overdue and one reported', async () => {
    const { items: reports } = await get<{ items: AdminReport[] }>('/admin/reports.php');
    expect(reports.some((r) => r.status === 'OPEN' && r.reply_count > 0)).toBe(true);
    expect(reports.some((r) => r.status === 'CLOSED' && r.reply_count > 0)).toBe(true);
    const { items: deliveries } = await get<{ items: AdminDelivery[] }>('/admin/deliveries.php');
    expect(deliveries.find((d) => d.reasons.includes('OVERDUE'))).toMatchObject({
      seller: { email: 'vault@momento.test' },
      days_since_shipped: 20,
    });
    expect(deliveries.find((d) => d.seller.email === 'rita@momento.test')).toMatchObject({
      buyer: { email: 'stubs@momento.test' },
      reasons: ['REPORTED'],
    });
  });

  it('gives the dashboard 90 days of sales, listings and offers, and the current counts', async () => {
    const { items: reports } = await get<{ items: AdminReport[] }>('/admin/reports.php');
    const { items: deliveries } = await get<{ items: AdminDelivery[] }>('/admin/deliveries.php');
    const { items: queue, next } = await get<{ items: AdminQueueItem[]; next?: string }>(
      '/admin/moderation.php',
    );
    expect(next).toBeUndefined();
    const dashboard = await get<AdminDashboard>('/admin/dashboard.php?days=90');
    const daysWith = (key: 'orders' | 'new_listings' | 'offers_made' | 'offers_accepted') =>
      dashboard.series.filter((d) => d[key] > 0).length;
    expect(daysWith('orders')).toBeGreaterThan(20);
    expect(daysWith('new_listings')).toBeGreaterThan(20);
    expect(daysWith('offers_made')).toBeGreaterThan(30);
    expect(daysWith('offers_accepted')).toBeGreaterThan(10);
    expect(dashboard.series.reduce((sum, d) => sum + d.sales_cents, 0)).toBeGreaterThan(0);
    expect(dashboard.current.queue_length).toBe(queue.length);
    expect(dashboard.current.open_reports).toBe(reports.filter((r) => r.status === 'OPEN').length);
    expect(dashboard.current.disputed_deliveries).toBe(deliveries.length);
  });
});
