import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from './harness.ts';

// The demo's partner page (seed/demo/partners.ts): the embed demo's partner, seeded from PARTNER_ORIGINS on the
// first start of a demo database, has four weeks of attributed activity and some of the demo's paid orders.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe('the demo partner', () => {
  it('has four weeks of views, sign-ins and offers, and paid orders of its own', async () => {
    const admin = await api.login(ADMIN.email, ADMIN.password);
    const partners = (await api.op('adminPartners', { token: admin.token })).body.data.items as Array<{
      id: number;
      origins: string[];
    }>;
    const demo = partners.find((partner) => partner.origins.includes('http://127.0.0.1:5174'));
    expect(demo).toBeDefined();
    const page = (await api.call('GET', `/admin/partners.php?partner_id=${demo?.id}`, { token: admin.token }))
      .body.data;
    const sum = (field: string) =>
      page.series.reduce((total: number, day: Record<string, number>) => total + (day[field] ?? 0), 0);
    expect(sum('views')).toBeGreaterThan(500);
    expect(sum('sign_ins')).toBeGreaterThan(20);
    expect(sum('offers')).toBeGreaterThan(0);
    const orders = (
      await api.call('GET', `/admin/partners.php?action=orders&partner_id=${demo?.id}`, {
        token: admin.token,
      })
    ).body.data.items;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders[0]).toMatchObject({ status: 'PAID', source: 'EMBED' });
  });
});
