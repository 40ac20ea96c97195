import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@momento/contract';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRefundRound } from '../../src/payments/refundOutbox.ts';
import { ok, placeOrder, startWorld, TRACKING, tomorrow, type Person, type World } from '../world.ts';

// An admin's refund through a stand-in for PayPal on loopback that can stop answering. The cancellation only
// records the refund; the refund worker asks PayPal after the commit, with nothing locked while it waits, and a
// retry with the same PayPal-Request-Id completes the refund once (docs/rules/refunds.md).

const SITE_MERCHANT = '7E7MGXCWTTKK2';
const PAYPAL_TIMEOUT_MS = 1500;
/**
 * The refund worker's first retry delay (the next one doubles it). Long enough that the checks a test makes between
 * two rounds (a query, the buyer's order over HTTP) fit inside it on a loaded 2-core CI machine: with 300 ms the
 * "not due again yet" round sometimes came after the delay and asked PayPal a second time.
 */
const RETRY_MS = 2000;
const silent = pino({ level: 'silent' });

type RefundCall = { captureId: string; requestId: string; body: string };

let paypal: Server;
let w: World;
let admin: Person;
let seller: Person;
/** What the stand-in does with a refund request: answer it, never answer it (the call times out), or refuse it. */
let refundMode: 'answer' | 'hang' | 'refuse' | 'pending' = 'answer';
/** What PayPal says of a refund it accepted as PENDING, when read back (GET /v2/payments/refunds/{id}). */
let laterStatus: 'PENDING' | 'COMPLETED' = 'PENDING';
const refundReads: string[] = [];
let payingOrderNo = '';
let payingAmount = '0.00';
const refundCalls: RefundCall[] = [];
/** PayPal's refunds, one per request id, as PayPal keeps them: a repeated request id gets the first refund back. */
const refundsByRequestId = new Map<string, { id: string; status: 'COMPLETED' | 'PENDING' }>();
const hanging: ServerResponse[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  paypal = createServer(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    const body = await readBody(req);
    if (req.url === '/v1/oauth2/token')
      return res.end(JSON.stringify({ access_token: 'A21AAF', expires_in: 32400 }));
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(req.url ?? '');
    if (refund && req.method === 'POST') {
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      refundCalls.push({ captureId: decodeURIComponent(refund[1] ?? ''), requestId, body });
      if (refundMode === 'refuse') {
        res.statusCode = 422;
        return res.end(
          JSON.stringify({
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'REFUND_TIME_LIMIT_EXCEEDED' }],
          }),
        );
      }
      // PayPal makes the refund, then (in 'hang') the answer never reaches us.
      let made = refundsByRequestId.get(requestId);
      if (!made) {
        made = {
          id: `PAYPAL-REFUND-${refundsByRequestId.size + 1}`,
          status: refundMode === 'pending' ? 'PENDING' : 'COMPLETED',
        };
        refundsByRequestId.set(requestId, made);
      }
      if (refundMode === 'hang') {
        hanging.push(res);
        return;
      }
      res.statusCode = 201;
      return res.end(JSON.stringify(made));
    }
    const read = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(req.url ?? '');
    if (read && req.method === 'GET') {
      refundReads.push(decodeURIComponent(read[1] ?? ''));
      return res.end(JSON.stringify({ id: read[1], status: laterStatus }));
    }
    // GET /v2/checkout/orders/{id}: the order being paid, captured in full to the site.
    res.end(
      JSON.stringify({
        id: '5O190127TN364715T',
        status: 'COMPLETED',
        purchase_units: [
          {
            reference_id: payingOrderNo,
            invoice_id: payingOrderNo,
            payee: { merchant_id: SITE_MERCHANT },
            payments: {
              captures: [
                {
                  id: `CAPTURE-${payingOrderNo}`,
                  status: 'COMPLETED',
                  amount: { currency_code: 'USD', value: payingAmount },
                },
              ],
            },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => paypal.listen(0, '127.0.0.1', resolve));
  const { port } = paypal.address() as AddressInfo;
  w = await startWorld({
    env: {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_MERCHANT_ID: SITE_MERCHANT,
      PAYPAL_TIMEOUT_MS: String(PAYPAL_TIMEOUT_MS),
      // The tests run the worker's rounds themselves.
      REFUND_INTERVAL_MS: '3600000',
      REFUND_RETRY_MS: String(RETRY_MS),
    },
  });
  admin = await w.person({ admin: true });
  seller = await w.person({ seller: true });
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await w?.close();
  paypal?.closeAllConnections();
  await new Promise((resolve) => paypal?.close(resolve));
});

/** An order the buyer paid with PayPal and the seller shipped; its one sub-order's id. */
async function shippedPaypalOrder(
  buyer: Person,
): Promise<{ orderNo: string; subOrderId: number; total: Order['pricing_summary']['total'] }> {
  payingOrderNo = await placeOrder(w, buyer, [await w.ticket(seller.id)]);
  const placed = ok<Order>(
    await w.op('orderGet', { query: { order_no: payingOrderNo }, token: buyer.token }),
  );
  payingAmount = placed.pricing_summary.total.value;
  ok(
    await w.op('orderPaymentUpdate', {
      token: buyer.token,
      body: { order_no: payingOrderNo, payment_result: { is_paid: true, token: '5O190127TN364715T' } },
    }),
  );
  ok(
    await w.op('fulfilmentAdd', {
      token: seller.token,
      body: { order_no: payingOrderNo, ...TRACKING, expected_delivery: tomorrow() },
    }),
  );
  return {
    orderNo: payingOrderNo,
    subOrderId: placed.sub_orders[0]!.id,
    total: placed.pricing_summary.total,
  };
}

const buyerOrder = async (buyer: Person, orderNo: string) =>
  ok<Order>(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));

const outboxRow = (subOrderId: number) =>
  w.db
    .selectFrom('refund_outbox')
    .select(['status', 'attempts', 'claimed_until', 'last_error', 'request_id'])
    .where('sub_order_id', '=', subOrderId)
    .executeTakeFirstOrThrow();

describe('refunds through PayPal, after the cancellation commits', () => {
  it('answers the cancellation at once while PayPal does not answer, holds no lock during the call, keeps the refund pending, and a retry with the same request id refunds once', async () => {
    const buyer = await w.person();
    const { orderNo, subOrderId, total } = await shippedPaypalOrder(buyer);
    refundMode = 'hang';

    const started = Date.now();
    const cancelled = ok(
      await w.op('adminDeliveryCancel', {
        token: admin.token,
        body: { sub_order_id: subOrderId, reason: 'Never shipped.' },
      }),
    );
    expect(Date.now() - started).toBeLessThan(PAYPAL_TIMEOUT_MS);
    expect(cancelled.refund).toEqual({
      amount: total,
      provider: 'paypal',
      status: 'PENDING',
      refund_id: null,
      payment_refunded: false,
    });
    // The request itself never called PayPal.
    expect(refundCalls.filter((c) => c.captureId === `CAPTURE-${orderNo}`)).toHaveLength(0);

    // The worker's first attempt: PayPal takes the request and never answers.
    const firstRound = runRefundRound(w.api.database, w.api.config, silent);
    await expect
      .poll(() => refundCalls.filter((c) => c.captureId === `CAPTURE-${orderNo}`).length, {
        timeout: PAYPAL_TIMEOUT_MS,
      })
      .toBe(1);
    // Meanwhile the sub-order, its payment and its refund row are not locked, and the buyer's order reads at once.
    const whileWaiting = Date.now();
    await w.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM sub_orders WHERE id = ${subOrderId} FOR UPDATE NOWAIT`.execute(trx);
      await sql`SELECT p.id FROM payments p JOIN sub_orders so ON so.order_id = p.order_id WHERE so.id = ${subOrderId} FOR UPDATE OF p NOWAIT`.execute(
        trx,
      );
      await sql`SELECT id FROM refund_outbox WHERE sub_order_id = ${subOrderId} FOR UPDATE NOWAIT`.execute(
        trx,
      );
    });
    const waiting = await buyerOrder(buyer, orderNo);
    expect(Date.now() - whileWaiting).toBeLessThan(PAYPAL_TIMEOUT_MS);
    expect(waiting.sub_orders[0]?.refund).toMatchObject({
      status: 'PENDING',
      amount: total,
      refunded_at: null,
    });

    // The call times out: the refund stays pending, for a later attempt.
    expect(await firstRound).toBe(0);
    expect(await outboxRow(subOrderId)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      claimed_until: null,
      last_error: expect.stringContaining('not reachable'),
    });
    const stillPending = await buyerOrder(buyer, orderNo);
    expect(stillPending.payment_summary).toMatchObject({ status: 'COMPLETED' });
    expect(stillPending.sub_orders[0]?.refund).toMatchObject({ status: 'PENDING', refunded_at: null });
    // Not due again before its retry delay: no second call yet.
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(0);
    expect(refundCalls.filter((c) => c.captureId === `CAPTURE-${orderNo}`)).toHaveLength(1);

    // PayPal answers again; the retry carries the same request id and gets the refund PayPal already made.
    refundMode = 'answer';
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 50));
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(1);
    const calls = refundCalls.filter((c) => c.captureId === `CAPTURE-${orderNo}`);
    expect(calls.map((c) => c.requestId)).toEqual([
      `momento-refund-sub-order-${subOrderId}`,
      `momento-refund-sub-order-${subOrderId}`,
    ]);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({
      amount: { value: total.value, currency_code: 'USD' },
    });
    const made = refundsByRequestId.get(`momento-refund-sub-order-${subOrderId}`);
    const booked = await w.db
      .selectFrom('refunds')
      .select(['provider_refund_id', 'amount_cents'])
      .where('sub_order_id', '=', subOrderId)
      .execute();
    expect(booked).toEqual([
      { provider_refund_id: made?.id, amount_cents: Math.round(Number(total.value) * 100) },
    ]);

    const refunded = await buyerOrder(buyer, orderNo);
    expect(refunded.payment_summary).toMatchObject({ status: 'REFUNDED' });
    expect(refunded.sub_orders[0]?.refund).toMatchObject({
      status: 'COMPLETED',
      amount: total,
      refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Done is done: later rounds ask PayPal nothing more.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 50));
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(0);
    expect(refundCalls.filter((c) => c.captureId === `CAPTURE-${orderNo}`)).toHaveLength(2);
  });

  it('marks a refund PayPal refuses for good FAILED, asks no more, and leaves the payment completed', async () => {
    const buyer = await w.person();
    const { orderNo, subOrderId } = await shippedPaypalOrder(buyer);
    refundMode = 'refuse';
    ok(
      await w.op('adminDeliveryCancel', {
        token: admin.token,
        body: { sub_order_id: subOrderId, reason: 'Never shipped.' },
      }),
    );
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(0);
    expect(await outboxRow(subOrderId)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      last_error: expect.stringContaining('REFUND_TIME_LIMIT_EXCEEDED'),
    });
    const order = await buyerOrder(buyer, orderNo);
    expect(order.payment_summary).toMatchObject({ status: 'COMPLETED' });
    expect(order.sub_orders[0]?.refund).toMatchObject({ status: 'FAILED', refunded_at: null });
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 50));
    refundMode = 'answer';
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(0);
    expect(refundCalls.filter((c) => c.captureId === `CAPTURE-${orderNo}`)).toHaveLength(1);
  });

  it('reads back a refund PayPal accepted as PENDING until PayPal reports it COMPLETED, without asking for it again', async () => {
    const buyer = await w.person();
    const { orderNo, subOrderId } = await shippedPaypalOrder(buyer);
    refundMode = 'pending';
    laterStatus = 'PENDING';
    ok(
      await w.op('adminDeliveryCancel', {
        token: admin.token,
        body: { sub_order_id: subOrderId, reason: 'Never shipped.' },
      }),
    );
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(0);
    const accepted = refundsByRequestId.get(`momento-refund-sub-order-${subOrderId}`);
    expect(
      await w.db
        .selectFrom('refund_outbox')
        .select(['status', 'provider_refund_id'])
        .where('sub_order_id', '=', subOrderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'PENDING', provider_refund_id: accepted?.id });
    expect((await buyerOrder(buyer, orderNo)).sub_orders[0]?.refund).toMatchObject({ status: 'PENDING' });

    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 50));
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(0);
    laterStatus = 'COMPLETED';
    await new Promise((resolve) => setTimeout(resolve, 2 * RETRY_MS + 50));
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(1);
    expect(refundCalls.filter((c) => c.captureId === `CAPTURE-${orderNo}`)).toHaveLength(1);
    expect(refundReads.filter((id) => id === accepted?.id)).toHaveLength(2);
    expect((await buyerOrder(buyer, orderNo)).sub_orders[0]?.refund).toMatchObject({ status: 'COMPLETED' });
    refundMode = 'answer';
  });
});
