// The demo marketplace's notification history: the demo buyer and seller open the notification centre to entries of
// every kind, spread over several days, some read, none e-mailed at seed time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, SELLER, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Item = { kind: string; type: string; link: string; created_at: string; read_at: string | null };

async function centreOf(account: { email: string; password: string }) {
  const { token } = await api.login(account.email, account.password);
  const res = await api.op('notifications', { token });
  expect(res.status).toBe(200);
  return res.body.data as { items: Item[]; unread_count: number };
}

describe('demo notifications', () => {
  it('gives the demo buyer and the demo seller each a history in every kind, over several days, part read', async () => {
    const buyer = await centreOf(BUYER);
    const seller = await centreOf(SELLER);
    const all = [...buyer.items, ...seller.items];
    // The buyer also follows tickets and searches (seed/demo/follow.ts).
    expect(new Set(all.map((n) => n.kind))).toEqual(
      new Set(['orders', 'offers', 'messages', 'reports', 'saved_searches', 'price_drops']),
    );
    const kinds = new Set(['orders', 'offers', 'messages', 'reports']);
    expect(new Set(buyer.items.map((n) => n.kind))).toEqual(
      new Set([...kinds, 'saved_searches', 'price_drops']),
    );
    expect(new Set(seller.items.map((n) => n.kind))).toEqual(kinds);
    expect(new Set(all.map((n) => n.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
    expect(buyer.unread_count + seller.unread_count).toBeGreaterThan(0);
    expect(all.some((n) => n.read_at !== null)).toBe(true);
    expect(all.every((n) => n.link.startsWith('/'))).toBe(true);
  });

  it('e-mails none of the history', async () => {
    const queued = await api.database.db
      .selectFrom('notifications')
      .select('id')
      .where('mail_state', '<>', 'skipped')
      .execute();
    expect(queued).toEqual([]);
  });
});
