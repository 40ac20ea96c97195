// Hostile text and the security headers of the API (the hardening of the contract and the server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, startTestApi, type TestApi } from './harness.ts';

// Text that PostgreSQL cannot store (NUL), that no screen shows (other control characters) or that is not text at
// all (a lone UTF-16 surrogate) is refused by the contract's text rules with a 400 naming the field, before any
// query; it used to reach the database and fail there as a 500.

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = (await api.login(BUYER.email, BUYER.password)).token;
});
afterAll(async () => {
  await api?.close();
});

const address = {
  type: 'DELIVERY',
  first_name: 'Bailey',
  last_name: 'Buyer',
  mobile_no: '+1 555 0100',
  address_line_1: '12 Harbor Street',
  administrative_area: 'CA',
  city: 'Harbor City',
  postal_code: '90001',
  country: 'United States',
};

describe('hostile text', () => {
  it.each([
    ['GET /events.php?name=%00', 'GET', '/events.php?name=%00', undefined, 'name'],
    ['GET offers.php?offer_no=%00', 'GET', '/user/offers/offers.php?offer_no=%00', undefined, 'offer_no'],
    ['GET order.php?order_no=%00', 'GET', '/user/orders/order.php?order_no=%00', undefined, 'order_no'],
    [
      'PUT user.php with a NUL in user_name',
      'PUT',
      '/user/account/user.php',
      { user_name: 'Bai\u0000ley', mobile_no: '+1 555 0100' },
      'user_name',
    ],
    [
      'POST address.php with a NUL in first_name',
      'POST',
      '/user/account/address.php',
      { ...address, first_name: 'Bai\u0000ley' },
      'first_name',
    ],
  ])('%s answers 400 naming the field', async (_, method, path, body, field) => {
    const reply = await api.call(method, path, { token, body });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(field);
  });

  it('refuses other control characters in one-line text and a lone surrogate anywhere, and stores nothing', async () => {
    const before = await api.call('GET', '/user/account/address.php?type=DELIVERY', { token });
    for (const first_name of ['Bai\u001bley', 'Bai\u0007ley', 'Bai\nley', 'Bai\ud800ley', 'Bai\udc00ley']) {
      const reply = await api.call('POST', '/user/account/address.php', {
        token,
        body: { ...address, first_name },
      });
      expect(reply.status, JSON.stringify(first_name)).toBe(400);
      expect(reply.body.error.message).toContain('first_name');
    }
    const after = await api.call('GET', '/user/account/address.php?type=DELIVERY', { token });
    expect(after.body.data.items).toHaveLength(before.body.data.items.length);
  });

  it('keeps line breaks and tabs in multi-line text, emoji and right-to-left text everywhere', async () => {
    const saved = await api.call('POST', '/user/account/address.php', {
      token,
      body: { ...address, first_name: 'Bailey 🎟️ בייל' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.first_name).toBe('Bailey 🎟️ בייל');
    const reports = await api.call('GET', '/user/common_report/report.php?action=type', { token });
    const reportType = reports.body.data.items[0].id;
    const report = await api.call('POST', '/user/common_report/report.php', {
      token,
      body: { reportType, title: 'Two lines', description: 'First line\r\nSecond line\twith a tab' },
    });
    expect(report.status).toBe(200);
  });

  it('checks order and offer numbers by shape before any query', async () => {
    for (const number of ['x', 'MO-2026-12', "MO-2026-000001' OR 1=1", 'mo-2026-000001']) {
      const order = await api.call('GET', `/user/orders/order.php?order_no=${encodeURIComponent(number)}`, {
        token,
      });
      expect(order.status, number).toBe(400);
      expect(order.body.error.message).toContain('order_no');
      const offer = await api.call('GET', `/user/offers/offers.php?offer_no=${encodeURIComponent(number)}`, {
        token,
      });
      expect(offer.status, number).toBe(400);
    }
    const unknown = await api.call('GET', '/user/orders/order.php?order_no=MO-2026-999999', { token });
    expect(unknown.status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends every JSON reply, success or error, with nosniff, a CSP that forbids running and framing, and no referrer', async () => {
    for (const reply of [
      await api.call('GET', '/genre.php'),
      await api.call('GET', '/events.php?name=%00'),
      await api.call('GET', '/user/account/user.php'),
    ]) {
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('HSTS behind a TLS front', () => {
  it('is sent only when a trusted proxy says the request came over https', async () => {
    const behindTls = await startTestApi({ env: { TRUST_PROXY: '1' } });
    try {
      const https = await behindTls.call('GET', '/genre.php', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await behindTls.call('GET', '/genre.php', { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindTls.close();
    }
    // Without a trusted proxy the header is never believed.
    const spoofed = await api.call('GET', '/genre.php', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});
