import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ApiError } from '../../src/http/errors.ts';
import { PaypalProvider } from '../../src/payments/paypal.ts';
import { TestProvider } from '../../src/payments/test.ts';

// The PayPal adapter against a fake PayPal (a fetch stand-in that answers like the Orders API v2): PayPal itself is
// never called in tests. The HTTP flow with the test provider is in purchase.test.ts and race.test.ts.

type Seen = { url: string; method: string; headers: Record<string, string>; body?: string };

function fakePaypal(order: unknown, options: { status?: number; tokenStatus?: number } = {}) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()), ...(typeof init?.body === 'string' ? { body: init.body } : {}) });
    if (url.endsWith('/v1/oauth2/token')) {
      return new Response(JSON.stringify({ access_token: 'A21AAF', expires_in: 32400 }), { status: options.tokenStatus ?? 200 });
    }
    return new Response(JSON.stringify(order), { status: options.status ?? 200 });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const payment = { ...loadConfig({ NODE_ENV: 'test' }, { dataDir: null }).payment, paypalClientId: 'client', paypalClientSecret: 'secret', paypalApiBase: 'https://api-m.sandbox.paypal.com' };

const completed = (overrides: { reference?: string; value?: string; currency?: string; status?: string; captureStatus?: string } = {}) => ({
  id: '5O190127TN364715T',
  status: overrides.status ?? 'COMPLETED',
  purchase_units: [
    {
      reference_id: overrides.reference ?? 'MO-2026-000042',
      invoice_id: overrides.reference ?? 'MO-2026-000042',
      payments: { captures: [{ id: '3C679366HH908993F', status: overrides.captureStatus ?? 'COMPLETED', amount: { currency_code: overrides.currency ?? 'USD', value: overrides.value ?? '108.00' } }] },
    },
  ],
});

const expected = { orderNo: 'MO-2026-000042', amountCents: 10800 };

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('PayPal adapter (Orders API v2)', () => {
  it('confirms a completed capture of the right amount for the order number, reading the order back from PayPal', async () => {
    const { seen, fetchImpl } = fakePaypal(completed());
    const provider = new PaypalProvider(payment, fetchImpl);
    const capture = await provider.verifyCapture('5O190127TN364715T', expected);
    expect(capture).toMatchObject({ captureId: '3C679366HH908993F', providerOrderId: '5O190127TN364715T', amountCents: 10800, currency: 'USD' });
    expect(seen[0]).toMatchObject({ url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token', method: 'POST', body: 'grant_type=client_credentials' });
    expect(seen[0]?.headers['authorization']).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(seen[1]).toMatchObject({ url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T', method: 'GET' });
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
    ['an order without captures', { id: 'X', status: 'COMPLETED', purchase_units: [{ reference_id: 'MO-2026-000042' }] }],
  ])('refuses %s', async (_, order) => {
    const { fetchImpl } = fakePaypal(order);
    const error = await refusal(new PaypalProvider(payment, fetchImpl).verifyCapture('5O190127TN364715T', expected));
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
    expect((await refusal(new PaypalProvider(payment, down).verifyCapture('5O190127TN364715T', expected))).status).toBe(502);
    const { fetchImpl } = fakePaypal(completed(), { tokenStatus: 401 });
    expect((await refusal(new PaypalProvider(payment, fetchImpl).verifyCapture('5O190127TN364715T', expected))).status).toBe(502);
    expect((await refusal(new PaypalProvider({ ...payment, paypalClientSecret: '' }, fetchImpl).verifyCapture('5O190127TN364715T', expected))).status).toBe(503);
    const html = (async (input: string | URL | Request) =>
      String(input).endsWith('/v1/oauth2/token') ? new Response(JSON.stringify({ access_token: 'T' })) : new Response('<html>oops</html>')) as typeof fetch;
    expect((await refusal(new PaypalProvider(payment, html).verifyCapture('5O190127TN364715T', expected))).status).toBe(400);
  });

  it('creates an order with one purchase unit referencing the order number, in USD, without shipping', async () => {
    const { seen, fetchImpl } = fakePaypal({ id: '8AB12345CD678901E', status: 'CREATED' });
    const id = await new PaypalProvider(payment, fetchImpl).createOrder({ ...expected, description: 'Momento order MO-2026-000042' });
    expect(id).toBe('8AB12345CD678901E');
    const body = JSON.parse(seen[1]?.body ?? '{}');
    expect(body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'MO-2026-000042', invoice_id: 'MO-2026-000042', description: 'Momento order MO-2026-000042', amount: { currency_code: 'USD', value: '108.00' } }],
      payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
    });
  });

  it('refunds part of a capture through the Payments API with a request id, and answers 502 when PayPal refuses', async () => {
    const { seen, fetchImpl } = fakePaypal({ id: '1JU08902781691411', status: 'COMPLETED' }, { status: 201 });
    const refund = await new PaypalProvider(payment, fetchImpl).refundCapture('3C679366HH908993F', 5400, 'momento-refund-sub-order-301');
    expect(refund).toMatchObject({ refundId: '1JU08902781691411', status: 'COMPLETED' });
    expect(seen[1]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v2/payments/captures/3C679366HH908993F/refund',
      method: 'POST',
      headers: { 'paypal-request-id': 'momento-refund-sub-order-301', authorization: 'Bearer A21AAF' },
    });
    expect(JSON.parse(seen[1]?.body ?? '{}')).toEqual({ amount: { value: '54.00', currency_code: 'USD' } });
    const refused = fakePaypal({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] }, { status: 422 });
    expect((await refusal(new PaypalProvider(payment, refused.fetchImpl).refundCapture('3C679366HH908993F', 5400, 'r'))).status).toBe(502);
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
    expect((await refusal(provider.verifyCapture(token, { ...expected, orderNo: 'MO-2026-000043' }))).status).toBe(400);
    expect((await refusal(provider.verifyCapture(token, { ...expected, amountCents: 10799 }))).status).toBe(400);
    expect((await refusal(provider.verifyCapture('test_e30.AAAA', expected))).status).toBe(400);
  });
});
