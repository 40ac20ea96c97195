// Following in the demo marketplace (seed/demo/follow.ts): the demo buyer opens a watchlist with a price that fell,
// saved searches with a match waiting, and an event's price history has several days to draw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ token } = await api.login(BUYER.email, BUYER.password));
});
afterAll(async () => {
  await api?.close();
});

const cents = (money: { value: string } | null) =>
  money === null ? null : Math.round(Number(money.value) * 100);

describe('the demo buyer follows', () => {
  it('watches three listings on sale, one now cheaper than when watching began, with its price-drop notification', async () => {
    const res = await api.op('watchlist', { token });
    expect(res.status).toBe(200);
    const items: {
      type: string;
      id: number;
      state: string;
      price: { value: string } | null;
      watched_price: { value: string } | null;
    }[] = res.body.data.items;
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.type === 'TICKET' && item.state === 'ON_SALE')).toBe(true);
    const cheaper = items.filter((item) => (cents(item.price) ?? 0) < (cents(item.watched_price) ?? 0));
    expect(cheaper).toHaveLength(1);
    const centre = (await api.op('notifications', { token })).body.data.items as {
      type: string;
      link: string;
    }[];
    expect(centre.find((n) => n.type === 'price_drop')?.link).toBe(`/tickets/${cheaper[0]?.id}`);
  });

  it('keeps two saved searches, one with alerts on and a match waiting', async () => {
    const res = await api.op('savedSearches', { token });
    const searches: { alert: string; new_matches: number; filters: Record<string, string> }[] =
      res.body.data.items;
    expect(searches).toHaveLength(2);
    expect(searches.some((s) => s.alert !== 'OFF' && s.new_matches >= 1)).toBe(true);
    const centre = (await api.op('notifications', { token })).body.data.items as { type: string }[];
    expect(centre.some((n) => n.type === 'saved_search_match')).toBe(true);
    // Nothing of the seed waits to be matched or mailed.
    expect(await api.database.db.selectFrom('follow_changes').select('id').execute()).toEqual([]);
  });

  it('gives a demo event several days of asking prices', async () => {
    const searches = (await api.op('savedSearches', { token })).body.data.items as {
      filters: Record<string, string>;
    }[];
    const event = searches.map((s) => s.filters['event']).find(Boolean);
    const res = await api.op('priceHistory', { query: { event: Number(event) } });
    expect(res.status).toBe(200);
    const days: { listings: number; lowest: unknown }[] = res.body.data.days;
    expect(days.filter((day) => day.listings > 0 && day.lowest !== null).length).toBeGreaterThanOrEqual(3);
  });
});
