import { createHash, randomBytes } from 'node:crypto';
import { PARTNER_RANGE_REFUSALS, PARTNER_REFUSALS } from '@momento/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddresses, ok, pay, startWorld, type Person, type World } from './world.ts';

// Partner attribution through HTTP (docs/rules/attribution.md): a partner's widget loads, sign-ins, offers and cart
// lines are counted for the partner of the embed token's origin (or of the request's Origin, for a load); an order takes
// the partner of a line added through its embed, else an ACTIVE partner's marker; the admin area's partner page, its
// orders and its CSV show them.

const ORIGIN = 'http://venue.example';
const OTHER = 'http://stranger.example';
const today = () => new Date().toISOString().slice(0, 10);

let w: World;
let admin: Person;
let partnerId: number;

beforeAll(async () => {
  w = await startWorld();
  admin = await w.person({ admin: true });
  partnerId = ok(
    await w.op('adminPartnerCreate', { token: admin.token, body: { name: 'Venue', origins: [ORIGIN] } }),
  ).id;
}, 120_000);
afterAll(async () => {
  await w?.close();
});

/** The buyer signs in through the partner's widget: the window's grant, then the widget's exchange from ORIGIN. */
async function embedToken(buyer: Person, origin = ORIGIN): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { code } = ok(await w.op('embedGrant', { token: buyer.token, body: { origin, challenge } }));
  return ok(await w.op('embedToken', { body: { code, verifier }, headers: { origin } })).access_token;
}

async function todayOf(id = partnerId) {
  await w.api.server.services.partners.flushViews();
  const page = ok(await w.op('adminPartner', { query: { partner_id: id }, token: admin.token }));
  return page.series.at(-1) ?? expect.fail('the partner has no day in its series');
}

/** Checkout of the buyer's cart and an order with `partner` as the site's marker. */
async function order(buyer: Person, partner?: number): Promise<string> {
  const cart = ok<{ cart_id: number }>(await w.op('cartGet', { token: buyer.token }));
  await addAddresses(w, buyer);
  const co = ok(await w.op('checkoutCreate', { token: buyer.token, body: { cart_id: cart.cart_id } }));
  return ok(
    await w.op('orderCreate', {
      token: buyer.token,
      body: { checkout_id: co.checkout_id, ...(partner ? { partner } : {}) },
    }),
  ).order_no;
}

describe('partner attribution', () => {
  it('counts a widget load for the partner of its Origin, up to 30 a minute from one address, and none for another site', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await w.op('embedView', { headers: { origin: ORIGIN } })).status).toBe(204);
    expect((await w.op('embedView', { headers: { origin: OTHER } })).status).toBe(204);
    expect((await w.op('embedView')).status).toBe(204);
    expect(await todayOf()).toMatchObject({ date: today(), views: 3 });

    for (let i = 0; i < 40; i += 1) await w.op('embedView', { headers: { origin: ORIGIN } });
    expect((await todayOf()).views).toBe(30);
  });

  it('counts a sign-in and an offer through the widget, and an order of a line it added, paid: the partner’s order and sale', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const before = await todayOf();
    const token = await embedToken(buyer);
    const offered = await w.ticket(seller.id, { price: 5000 });
    ok(
      await w.op('offerCreate', {
        token,
        headers: { origin: ORIGIN },
        body: {
          offer_type: 'OFFER',
          offer_price: 40,
          seller_id: seller.id,
          offer_items: [{ product_id: offered, product_listing_name: 'x' }],
        },
      }),
    );
    // A site session's offer is nobody's.
    const other = await w.ticket(seller.id, { price: 5000 });
    ok(
      await w.op('offerCreate', {
        token: buyer.token,
        body: {
          offer_type: 'OFFER',
          offer_price: 40,
          seller_id: seller.id,
          offer_items: [{ product_id: other, product_listing_name: 'x' }],
        },
      }),
    );

    const bought = await w.ticket(seller.id, { price: 2500 });
    ok(
      await w.op('cartAdd', {
        token,
        headers: { origin: ORIGIN },
        body: { type: 'BUY', product_id: bought },
      }),
    );
    const orderNo = await order(buyer);
    await pay(w, buyer, orderNo);

    const after = await todayOf();
    expect(after.sign_ins - before.sign_ins).toBe(1);
    expect(after.offers - before.offers).toBe(1);
    expect(after.orders - before.orders).toBe(1);
    // The price and the tax (8%).
    expect(after.sales_cents - before.sales_cents).toBe(2700);
    const orders = ok(
      await w.op('adminPartnerOrders', { query: { partner_id: partnerId }, token: admin.token }),
    ).items;
    expect(orders[0]).toMatchObject({
      order_no: orderNo,
      buyer: { id: buyer.id },
      status: 'PAID',
      total: { value: '27.00' },
      source: 'EMBED',
    });
  });

  it('takes an ACTIVE partner’s marker for an order with no line from an embed, and ignores a paused partner’s or an unknown one', async () => {
    const seller = await w.person({ seller: true });
    const paused = ok(
      await w.op('adminPartnerCreate', {
        token: admin.token,
        body: { name: 'Paused venue', origins: ['http://paused.example'] },
      }),
    ).id;
    ok(
      await w.op('adminPartnerUpdate', {
        token: admin.token,
        body: { partner_id: paused, status: 'PAUSED' },
      }),
    );

    const marked = async (marker: number) => {
      const buyer = await w.person();
      ok(
        await w.op('cartAdd', {
          token: buyer.token,
          body: { type: 'BUY', product_id: await w.ticket(seller.id) },
        }),
      );
      return order(buyer, marker);
    };
    const linked = await marked(partnerId);
    const ofPaused = await marked(paused);
    const ofNobody = await marked(999_999);

    const orders = ok(
      await w.op('adminPartnerOrders', { query: { partner_id: partnerId }, token: admin.token }),
    ).items;
    expect(orders[0]).toMatchObject({
      order_no: linked,
      status: 'PENDING_PAYMENT',
      source: 'LINK',
      paid_date: null,
    });
    expect(
      ok(await w.op('adminPartnerOrders', { query: { partner_id: paused }, token: admin.token })).items,
    ).toEqual([]);
    const rows = await w.db
      .selectFrom('orders')
      .select(['order_no', 'partner_id'])
      .where('order_no', 'in', [ofPaused, ofNobody])
      .execute();
    expect(rows.map((r) => r.partner_id)).toEqual([null, null]);
  });

  it('answers the page for a range with every day, refuses a bad range in the form’s words, and a removed partner with 404', async () => {
    const page = ok(
      await w.op('adminPartner', {
        query: { partner_id: partnerId, from: '2026-01-30', to: '2026-02-02' },
        token: admin.token,
      }),
    );
    expect(page.partner).toMatchObject({ id: partnerId, name: 'Venue', origins: [ORIGIN] });
    expect(page.series.map((day: { date: string }) => day.date)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(
      ok(await w.op('adminPartner', { query: { partner_id: partnerId }, token: admin.token })).series,
    ).toHaveLength(30);

    const backwards = await w.op('adminPartner', {
      query: { partner_id: partnerId, from: '2026-02-02', to: '2026-01-30' },
      token: admin.token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe(PARTNER_RANGE_REFUSALS.backwards);
    const long = await w.op('adminPartnerExport', {
      query: { partner_id: partnerId, from: '2024-01-01', to: '2026-01-01' },
      token: admin.token,
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(PARTNER_RANGE_REFUSALS.tooLong);
    const missing = await w.op('adminPartner', { query: { partner_id: 999999 }, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(PARTNER_REFUSALS.notFound);
  });

  it('exports the days as a CSV attachment, one row a day', async () => {
    const res = await w.op('adminPartnerExport', {
      query: { partner_id: partnerId, from: today(), to: today() },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="partner-${partnerId}-${today()}-to-${today()}.csv"`,
    );
    const [header, row, end] = String(res.body).split('\r\n');
    expect(header).toBe('Date,Views,Sign-ins,Offers,Orders,Sales (USD)');
    expect(row).toBe(`${today()},30,1,1,1,27.00`);
    expect(end).toBe('');
  });

  it('removing a partner removes its counts and leaves its orders unattributed', async () => {
    ok(await w.op('adminPartnerDelete', { token: admin.token, body: { partner_id: partnerId } }));
    expect(
      await w.db.selectFrom('partner_days').select('day').where('partner_id', '=', partnerId).execute(),
    ).toEqual([]);
    expect(
      await w.db.selectFrom('orders').select('id').where('partner_id', '=', partnerId).execute(),
    ).toEqual([]);
  });
});
