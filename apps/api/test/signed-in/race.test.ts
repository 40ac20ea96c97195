import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, startWorld, testToken, type Person, type World } from '../world.ts';

// "When 50 buyers try to reserve the same ticket at once, exactly one succeeds (at least 100 rounds, on
// PGlite and PostgreSQL)" and "a payment replay test: 0 double-paid orders". PostgreSQL runs when
// TEST_DATABASE_URL is set (the harness creates a fresh database there), with real concurrent transactions.

const BUYERS = 50;
const ROUNDS = Number(process.env['RACE_ROUNDS'] ?? 100);

let w: World;
let seller: Person;
let buyers: Person[];

beforeAll(async () => {
  w = await startWorld();
  seller = await w.person({ seller: true });
  buyers = [];
  for (let i = 0; i < BUYERS; i += 1) buyers.push(await w.person());
  // Half of them have a cart already, so that each round races both ways of adding a ticket: one statement for a
  // buyer with a cart, a transaction that first creates the cart for the others.
  for (const buyer of buyers.slice(0, BUYERS / 2)) {
    const own = await w.ticket(seller.id, { images: 0 });
    const added = await w.call('PUT', '/user/cart.php', {
      token: buyer.token,
      body: { type: 'BUY', product_id: own },
    });
    expect(added.status).toBe(200);
  }
});
afterAll(async () => {
  await w?.close();
});

describe(`reservation race (${BUYERS} buyers)`, () => {
  it(`lets exactly one buyer reserve a ticket, ${ROUNDS} rounds in a row`, async () => {
    const winners: number[] = [];
    const tickets: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) tickets.push(await w.ticket(seller.id, { images: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      const ticket = tickets[round] as number;
      const results = await Promise.all(
        buyers.map((b) =>
          w.call('PUT', '/user/cart.php', { token: b.token, body: { type: 'BUY', product_id: ticket } }),
        ),
      );
      const statuses = results.map((r) => r.status);
      const won = statuses.filter((s) => s === 200).length;
      const lost = statuses.filter((s) => s === 409).length;
      if (won !== 1 || lost !== BUYERS - 1)
        expect.fail(
          `round ${round}: ${won} won, ${lost} refused, statuses ${[...new Set(statuses)].join(',')}`,
        );
      winners.push(statuses.indexOf(200));
      for (const loser of results.filter((r) => r.status === 409)) {
        expect(['This ticket is reserved by someone else. Please try again later.']).toContain(
          loser.body.error.message,
        );
      }
    }
    const doubles = await sql<{ ticket_id: number }>`
      SELECT ticket_id FROM ticket_holds WHERE released_at IS NULL GROUP BY ticket_id HAVING count(*) > 1`.execute(
      w.db,
    );
    expect(doubles.rows).toEqual([]);
    // Every ticket is in exactly one live cart line, held by the one winner of its round.
    const lines = await sql<{ ticket_id: number; holder_id: number; n: number }>`
      SELECT ci.ticket_id, h.holder_id, count(*)::int AS n FROM cart_items ci JOIN ticket_holds h ON h.cart_item_id = ci.id AND h.released_at IS NULL
       WHERE ci.released_at IS NULL AND ci.ticket_id = ANY(${sql.val(tickets)}::int[]) GROUP BY ci.ticket_id, h.holder_id`.execute(
      w.db,
    );
    expect(lines.rows).toHaveLength(ROUNDS);
    for (const line of lines.rows) {
      expect(line.n).toBe(1);
      expect(line.holder_id).toBe(buyers[winners[tickets.indexOf(line.ticket_id)] as number]?.id);
    }
  }, 600_000);
});

describe('payment replay', () => {
  it('books 0 double payments under concurrent confirmations and replays of the same capture', async () => {
    const orders: { orderNo: string; buyer: Person; token: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const buyer = buyers[i] as Person;
      const orderNo = await placeOrder(w, buyer, [await w.ticket(seller.id, { price: 1000 + i })]);
      orders.push({ orderNo, buyer, token: await testToken(w, buyer, orderNo) });
    }
    // Per order: 10 concurrent confirmations with one token, 5 with a second token, and 5 forged bodies.
    const calls = orders.flatMap(({ orderNo, buyer, token }) => [
      ...Array.from({ length: 10 }, () => ({
        buyer,
        body: { order_no: orderNo, payment_result: { is_paid: true, token } },
      })),
      ...Array.from({ length: 5 }, () => ({
        buyer,
        body: { order_no: orderNo, payment_result: { is_paid: true, token: `${token.slice(0, -4)}AAAA` } },
      })),
      ...Array.from({ length: 5 }, () => ({
        buyer,
        body: { order_no: orderNo, payment_result: { is_paid: true, token: 'PAYID-FORGED' } },
      })),
    ]);
    const second = await Promise.all(orders.map(({ orderNo, buyer }) => testToken(w, buyer, orderNo)));
    const results = await Promise.all([
      ...calls.map((c) =>
        w.call('PUT', '/user/orders/order.php?action=paymentUpdate', { token: c.buyer.token, body: c.body }),
      ),
      ...orders.map(({ orderNo, buyer }, i) =>
        w.call('PUT', '/user/orders/order.php?action=paymentUpdate', {
          token: buyer.token,
          body: { order_no: orderNo, payment_result: { is_paid: true, token: second[i] } },
        }),
      ),
    ]);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    for (const r of results) expect([200, 400]).toContain(r.status);
    const perOrder = await sql<{ order_no: string; payments: number; status: string }>`
      SELECT o.order_no, o.status, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments
        FROM orders o WHERE o.order_no = ANY(${sql.val(orders.map((o) => o.orderNo))}::text[])`.execute(w.db);
    expect(perOrder.rows).toHaveLength(orders.length);
    for (const row of perOrder.rows) expect(row).toMatchObject({ status: 'PAID', payments: 1 });
    // Replaying afterwards still changes nothing.
    const again = await w.call('PUT', '/user/orders/order.php?action=paymentUpdate', {
      token: orders[0]?.buyer.token,
      body: { order_no: orders[0]?.orderNo, payment_result: { is_paid: true, token: orders[0]?.token } },
    });
    expect(again.status).toBe(200);
    const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM payments`.execute(w.db);
    expect(total.rows[0]?.n).toBe(orders.length);
  }, 300_000);
});
