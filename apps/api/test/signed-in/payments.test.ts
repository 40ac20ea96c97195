import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ApiError } from '../../src/errors.ts';
import { PaypalProvider } from '../../src/payments/paypal.ts';
import { TestProvider } from '../../src/payments/test.ts';
import { RefundRefused } from '../../src/payments/types.ts';
import { ok, placeOrder, startWorld, type Person, type World } from '../world.ts';

// The PayPal adapter against a fake PayPal (a fetch stand-in, or a local HTTP server, answering like the Orders API
// v2): PayPal itself is never called in tests. The HTTP flow with the test provider is in purchase.test.ts and
// race.test.ts.

type Seen = { url: string; method: string; headers: Record<string, string>; body?: string };

function fakePaypal(order: unknown, options: { status?: number; tokenStatus?: number } = {}) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    seen.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    if (url.endsWith('/v1/oauth2/token')) {
      return new Response(JSON.stringify({ access_token: 'A21AAF', expires_in: 32400 }), {
        status: options.tokenStatus ?? 200,
      });
    }
    return new Response(JSON.stringify(order), { status: options.status ?? 200 });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

/** The site's PayPal merchant account: every capture must have been paid to it. */
const SITE_MERCHANT = '7E7MGXCWTTKK2';

const payment = {
  ...loadConfig({ NODE_ENV: 'test' }, { dataDir: null }).payment,
  paypalClientId: 'client',
  paypalClientSecret: 'secret',
  paypalMerchantId: SITE_MERCHANT,
  paypalApiBase: 'https://api-m.sandbox.paypal.com',
};

type CompletedOverrides = {
  reference?: string;
  value?: string;
  currency?: string;
  status?: string;
  captureStatus?: string;
  payee?: { merchant_id?: string; email_address?: string } | null;
};

const completed = (overrides: CompletedOverrides = {}) => ({
  id: '5O190127TN364715T',
  status: overrides.status ?? 'COMPLETED',
  purchase_units: [
    {
      reference_id: overrides.reference ?? 'MO-2026-000042',
      invoice_id: overrides.reference ?? 'MO-2026-000042',
      ...(overrides.payee === null
        ? {}
        : { payee: overrides.payee ?? { merchant_id: SITE_MERCHANT, email_address: 'sales@momento.test' } }),
      payments: {
        captures: [
          {
            id: '3C679366HH908993F',
            status: overrides.captureStatus ?? 'COMPLETED',
            amount: { currency_code: overrides.currency ?? 'USD', value: overrides.value ?? '108.00' },
          },
        ],
      },
    },
  ],
});

const expected = { orderNo: 'MO-2026-000042', amountCents: 10800 };

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('PayPal adapter (Orders API v2)', () => {
  it('confirms a completed capture of the right amount for the order number, reading the order back from PayPal', async () => {
    const { seen, fetchImpl } = fakePaypal(completed());
    const provider = new PaypalProvider(payment, fetchImpl);
    const capture = await provider.verifyCapture('5O190127TN364715T', expected);
    expect(capture).toMatchObject({
      captureId: '3C679366HH908993F',
      providerOrderId: '5O190127TN364715T',
      amountCents: 10800,
      currency: 'USD',
    });
    expect(seen[0]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token',
      method: 'POST',
      body: 'grant_type=client_credentials',
    });
    expect(seen[0]?.headers['authorization']).toBe(
      `Basic ${Buffer.from('client:secret').toString('base64')}`,
    );
    expect(seen[1]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T',
      method: 'GET',
    });
    expect(seen[1]?.headers['authorization']).toBe('Bearer A21AAF');
    // The access token is reused.
    await provider.verifyCapture('5O190127TN364715T', expected);
    expect(seen.filter((s) => s.url.endsWith('/v1/oauth2/token'))).toHaveLength(1);
  });

  it.each([
    ['another order number', completed({ reference: 'MO-2026-000041' })],
    ['a smaller amount', completed({ value: '1.00' })],
    ['another currency', completed({ currency: 'EUR' })],
    ['an order not completed', completed({ status: 'APPROVED' })],
    ['a capture not completed', completed({ captureStatus: 'PENDING' })],
    [
      'an order without captures',
      {
        id: 'X',
        status: 'COMPLETED',
        purchase_units: [{ reference_id: 'MO-2026-000042', payee: { merchant_id: SITE_MERCHANT } }],
      },
    ],
    [
      'a capture paid to another merchant account (a buyer paying themselves)',
      completed({ payee: { merchant_id: 'BUYERSOWN1234', email_address: 'me@example.com' } }),
    ],
    [
      'a capture whose payee has no merchant id',
      completed({ payee: { email_address: 'sales@momento.test' } }),
    ],
    ['a capture without a payee', completed({ payee: null })],
  ])('refuses %s', async (_, order) => {
    const { fetchImpl } = fakePaypal(order);
    const error = await refusal(
      new PaypalProvider(payment, fetchImpl).verifyCapture('5O190127TN364715T', expected),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('The payment could not be verified.');
  });

  it('never puts a malformed token into the URL, and reports an unknown PayPal order as unverified', async () => {
    const { seen, fetchImpl } = fakePaypal({}, { status: 404 });
    const provider = new PaypalProvider(payment, fetchImpl);
    expect((await refusal(provider.verifyCapture('../v1/identity', expected))).status).toBe(400);
    expect(seen).toHaveLength(0);
    expect((await refusal(provider.verifyCapture('NOSUCHORDER1', expected))).status).toBe(400);
  });

  it('answers 502 when PayPal is down or refuses the credentials, 503 without credentials', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(
      (await refusal(new PaypalProvider(payment, down).verifyCapture('5O190127TN364715T', expected))).status,
    ).toBe(502);
    const { fetchImpl } = fakePaypal(completed(), { tokenStatus: 401 });
    expect(
      (await refusal(new PaypalProvider(payment, fetchImpl).verifyCapture('5O190127TN364715T', expected)))
        .status,
    ).toBe(502);
    expect(
      (
        await refusal(
          new PaypalProvider({ ...payment, paypalClientSecret: '' }, fetchImpl).verifyCapture(
            '5O190127TN364715T',
            expected,
          ),
        )
      ).status,
    ).toBe(503);
    // Without the site's merchant id no capture can be checked for its payee: nothing is asked of PayPal.
    const unasked = fakePaypal(completed());
    expect(
      (
        await refusal(
          new PaypalProvider({ ...payment, paypalMerchantId: '' }, unasked.fetchImpl).verifyCapture(
            '5O190127TN364715T',
            expected,
          ),
        )
      ).status,
    ).toBe(503);
    expect(unasked.seen).toHaveLength(0);
    const html = (async (input: string | URL | Request) =>
      String(input).endsWith('/v1/oauth2/token')
        ? new Response(JSON.stringify({ access_token: 'T' }))
        : new Response('<html>oops</html>')) as typeof fetch;
    expect(
      (await refusal(new PaypalProvider(payment, html).verifyCapture('5O190127TN364715T', expected))).status,
    ).toBe(400);
  });

  it('creates an order with one purchase unit referencing the order number, paid to the site, in USD, without shipping', async () => {
    const { seen, fetchImpl } = fakePaypal({ id: '8AB12345CD678901E', status: 'CREATED' });
    const id = await new PaypalProvider(payment, fetchImpl).createOrder({
      ...expected,
      description: 'Momento order MO-2026-000042',
    });
    expect(id).toBe('8AB12345CD678901E');
    const body = JSON.parse(seen[1]?.body ?? '{}');
    expect(body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'MO-2026-000042',
          invoice_id: 'MO-2026-000042',
          description: 'Momento order MO-2026-000042',
          amount: { currency_code: 'USD', value: '108.00' },
          payee: { merchant_id: SITE_MERCHANT },
        },
      ],
      payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
    });
  });

  it('refunds part of a capture through the Payments API with a request id; a 4xx is a refusal for good, a 5xx worth retrying', async () => {
    const { seen, fetchImpl } = fakePaypal({ id: '1JU08902781691411', status: 'COMPLETED' }, { status: 201 });
    const refund = await new PaypalProvider(payment, fetchImpl).refundCapture(
      '3C679366HH908993F',
      5400,
      'momento-refund-sub-order-301',
    );
    expect(refund).toMatchObject({ refundId: '1JU08902781691411', status: 'COMPLETED' });
    expect(seen[1]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v2/payments/captures/3C679366HH908993F/refund',
      method: 'POST',
      headers: { 'paypal-request-id': 'momento-refund-sub-order-301', authorization: 'Bearer A21AAF' },
    });
    expect(JSON.parse(seen[1]?.body ?? '{}')).toEqual({ amount: { value: '54.00', currency_code: 'USD' } });
    const refused = fakePaypal(
      { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
      { status: 422 },
    );
    const final = await new PaypalProvider(payment, refused.fetchImpl)
      .refundCapture('3C679366HH908993F', 5400, 'r')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(final).toBeInstanceOf(RefundRefused);
    expect(String(final)).toContain('CAPTURE_FULLY_REFUNDED');
    const down = fakePaypal({ name: 'INTERNAL_SERVER_ERROR' }, { status: 503 });
    expect(
      (
        await refusal(
          new PaypalProvider(payment, down.fetchImpl).refundCapture('3C679366HH908993F', 5400, 'r'),
        )
      ).status,
    ).toBe(502);
  });
});

describe('test provider', () => {
  const provider = new TestProvider(new TextEncoder().encode('x'.repeat(32)));

  it('confirms its own token for the same order and amount, with a capture id stable per token', async () => {
    const token = provider.issueToken(expected);
    const one = await provider.verifyCapture(token, expected);
    const two = await provider.verifyCapture(token, expected);
    expect(one.captureId).toBe(two.captureId);
    expect(one.amountCents).toBe(10800);
  });

  it('refunds offline under an id stable per capture and request, so a retried refund is the same refund', async () => {
    const one = await provider.refundCapture('TEST-CAPTURE-1', 5400, 'momento-refund-sub-order-301');
    const two = await provider.refundCapture('TEST-CAPTURE-1', 5400, 'momento-refund-sub-order-301');
    const other = await provider.refundCapture('TEST-CAPTURE-1', 5400, 'momento-refund-sub-order-302');
    expect(one.refundId).toBe(two.refundId);
    expect(one.refundId).not.toBe(other.refundId);
    expect(one.status).toBe('COMPLETED');
  });

  it("refuses another server's token, another order and another amount", async () => {
    const token = provider.issueToken(expected);
    const other = new TestProvider(new TextEncoder().encode('y'.repeat(32)));
    expect((await refusal(other.verifyCapture(token, expected))).status).toBe(400);
    expect(
      (await refusal(provider.verifyCapture(token, { ...expected, orderNo: 'MO-2026-000043' }))).status,
    ).toBe(400);
    expect((await refusal(provider.verifyCapture(token, { ...expected, amountCents: 10799 }))).status).toBe(
      400,
    );
    expect((await refusal(provider.verifyCapture('test_e30.AAAA', expected))).status).toBe(400);
  });
});

describe('paying an order with PayPal, through the API', () => {
  // A local stand-in for PayPal's API: an access token, and the PayPal order the buyer says they paid with, as
  // PayPal would answer GET /v2/checkout/orders/{id} after the capture. Each test says who the capture paid.
  let paypal: Server;
  let w: World;
  let seller: Person;
  let paidTo = SITE_MERCHANT;
  let amount = '0.00';
  let orderNo = '';

  beforeAll(async () => {
    paypal = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/oauth2/token')
        return res.end(JSON.stringify({ access_token: 'A21AAF', expires_in: 32400 }));
      res.end(
        JSON.stringify({
          id: '5O190127TN364715T',
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: orderNo,
              invoice_id: orderNo,
              payee: { merchant_id: paidTo, email_address: 'someone@example.com' },
              payments: {
                captures: [
                  {
                    id: `CAPTURE-${orderNo}-${paidTo}`,
                    status: 'COMPLETED',
                    amount: { currency_code: 'USD', value: amount },
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
      },
    });
    seller = await w.person({ seller: true });
  });
  afterAll(async () => {
    await w?.close();
    await new Promise((resolve) => paypal?.close(resolve));
  });

  async function orderToPay(buyer: Person) {
    orderNo = await placeOrder(w, buyer, [await w.ticket(seller.id)]);
    amount = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token })).pricing_summary
      .total.value;
    return orderNo;
  }

  const payWithPaypal = (buyer: Person, order: string) =>
    w.op('orderPaymentUpdate', {
      token: buyer.token,
      body: { order_no: order, payment_result: { is_paid: true, token: '5O190127TN364715T' } },
    });

  it('refuses a completed capture of the right amount paid to another merchant account: the order stays unpaid', async () => {
    const buyer = await w.person();
    const order = await orderToPay(buyer);
    paidTo = 'BUYERSOWN1234';
    const refused = await payWithPaypal(buyer, order);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('The payment could not be verified.');
    const after = ok(await w.op('orderGet', { query: { order_no: order }, token: buyer.token }));
    expect(after.status).toBe('PENDING_PAYMENT');
    expect(after.payment_summary).toBeNull();
  });

  it("books a completed capture of the right amount paid to the site's merchant account", async () => {
    const buyer = await w.person();
    const order = await orderToPay(buyer);
    paidTo = SITE_MERCHANT;
    const paid = ok(await payWithPaypal(buyer, order));
    expect(paid).toMatchObject({
      status: 'PAID',
      payment_summary: { method: 'PAYPAL', is_paid: true, status: 'COMPLETED' },
    });
  });
});

describe('PayPal configuration', () => {
  it('refuses to start in production with PayPal payments but without the merchant id captures must be paid to', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      PAYMENT_PROVIDER: 'paypal',
    };
    expect(() => loadConfig(production, { dataDir: null })).toThrow(/PAYPAL_MERCHANT_ID/);
    expect(
      loadConfig({ ...production, PAYPAL_MERCHANT_ID: SITE_MERCHANT }, { dataDir: null }).payment
        .paypalMerchantId,
    ).toBe(SITE_MERCHANT);
  });
});
