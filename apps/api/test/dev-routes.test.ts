// Production is the default mode, and the development helpers (the e-mail outbox, which shows every password reset
// link, and the test payment provider) exist only when asked for with DEV_ROUTES=1, which production refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApi, type TestApi } from './harness.ts';

const SECRET = 'a-production-secret-of-at-least-32-characters';
/** Production's other setting: the PayPal merchant account every capture is paid to. */
const PAYPAL = { PAYPAL_MERCHANT_ID: 'MERCHANT123' };
const noData = { dataDir: null } as const;

describe('the mode of a server', () => {
  it('is production without NODE_ENV, and then refuses to start without JWT_SECRET', () => {
    expect(() => loadConfig({ ...PAYPAL }, noData)).toThrow(
      /^JWT_SECRET \(at least 32 characters\) is required in production, the mode of a server whose NODE_ENV is unset/,
    );
    const config = loadConfig({ ...PAYPAL, JWT_SECRET: SECRET }, noData);
    expect(config.nodeEnv).toBe('production');
    expect(config.devRoutes).toBe(false);
    expect(config.payment.provider).toBe('paypal');
    expect(config.corsOrigins).toEqual([]);
  });

  it('is development or test only when NODE_ENV says so (anything else is production)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, noData).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }, noData).nodeEnv).toBe('test');
    expect(loadConfig({ ...PAYPAL, NODE_ENV: 'staging', JWT_SECRET: SECRET }, noData).nodeEnv).toBe(
      'production',
    );
    expect(() => loadConfig({ ...PAYPAL, NODE_ENV: 'dev' }, noData)).toThrow(/JWT_SECRET/);
  });

  it('serves the development routes only with DEV_ROUTES=1, outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, noData).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_ROUTES: '0' }, noData).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_ROUTES: '1' }, noData).devRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEV_ROUTES: 'true' }, noData).devRoutes).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'development', DEV_ROUTES: 'yes' }, noData)).toThrow(
      'DEV_ROUTES must be 1 or 0, got "yes"',
    );
  });

  it('refuses DEV_ROUTES in production, said or by default', () => {
    const refusal = /^DEV_ROUTES is not allowed in production/;
    expect(() =>
      loadConfig({ ...PAYPAL, NODE_ENV: 'production', JWT_SECRET: SECRET, DEV_ROUTES: '1' }, noData),
    ).toThrow(refusal);
    expect(() => loadConfig({ ...PAYPAL, JWT_SECRET: SECRET, DEV_ROUTES: '1' }, noData)).toThrow(refusal);
  });

  it('uses the test payment provider only with DEV_ROUTES=1 (its capture step is a development route), never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, noData).payment.provider).toBe('paypal');
    expect(loadConfig({ NODE_ENV: 'development', DEV_ROUTES: '1' }, noData).payment.provider).toBe('test');
    expect(
      loadConfig({ NODE_ENV: 'development', DEV_ROUTES: '1', PAYMENT_PROVIDER: 'paypal' }, noData).payment
        .provider,
    ).toBe('paypal');
    expect(() => loadConfig({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'test' }, noData)).toThrow(
      'PAYMENT_PROVIDER=test needs DEV_ROUTES=1',
    );
    expect(() =>
      loadConfig({ ...PAYPAL, NODE_ENV: 'production', JWT_SECRET: SECRET, PAYMENT_PROVIDER: 'test' }, noData),
    ).toThrow('not allowed in production');
  });
});

describe('a development server without DEV_ROUTES', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { NODE_ENV: 'development', DEV_ROUTES: '0' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has no e-mail outbox (404), so nobody can read another account’s reset link there', async () => {
    const reset = await api.op('resetMail', {
      body: { email: 'buyer@momento.test' },
    });
    expect(reset.status).toBe(200);
    const outbox = await api.call('GET', '/dev/outbox?to=buyer%40momento.test');
    expect(outbox.status).toBe(404);
    expect(outbox.body.error.code).toBe('NOT_FOUND');
    expect((await api.call('GET', '/dev/outbox/1/html')).status).toBe(404);
  });

  it('has no test payments: the capture route is absent and the site is told to use PayPal', async () => {
    expect(
      (await api.call('POST', '/dev/test-payments', { body: { order_no: 'MO-2026-000001' } })).status,
    ).toBe(404);
    const payment = await api.op('masterPaymentData');
    expect(payment.status).toBe(200);
    expect(payment.body.data.test_payments).toBe(false);
  });
});

describe('a test server with DEV_ROUTES=1 (as the quick start runs)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: false, env: { NODE_ENV: 'test', DEV_ROUTES: '1' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves the outbox and the test payment provider’s capture step', async () => {
    const outbox = await api.op('devOutbox');
    expect(outbox.status).toBe(200);
    expect(outbox.body.data.items).toEqual([]);
    // Present: it asks for the order's buyer.
    expect(
      (await api.call('POST', '/dev/test-payments', { body: { order_no: 'MO-2026-000001' } })).status,
    ).toBe(401);
    expect((await api.op('masterPaymentData')).body.data.test_payments).toBe(true);
  });
});
