import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

// The client address the limits count (failed logins, registrations, reset mails): the socket's address, or, with
// TRUST_PROXY=<n>, the address n hops from the right of X-Forwarded-For followed by the socket's address. Each case
// makes a failed login and reads the address the server recorded for it.

let emails = 0;

async function addressSeen(api: TestApi, forwardedFor?: string): Promise<string> {
  const email = `address-${(emails += 1)}@momento.test`;
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  expect((await api.op('login', { body: { email, password: 'wrong' }, headers })).status).toBe(401);
  const row = await api.database.db
    .selectFrom('login_failures')
    .select('ip')
    .where('account', '=', email)
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('the client address', () => {
  const apis: Record<string, TestApi> = {};
  beforeAll(async () => {
    apis['0'] = await startTestApi({ seed: false });
    apis['1'] = await startTestApi({ seed: false, env: { TRUST_PROXY: '1' } });
    apis['2'] = await startTestApi({ seed: false, env: { TRUST_PROXY: '2' } });
    apis['true'] = await startTestApi({ seed: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await Promise.all(Object.values(apis).map((api) => api.close()));
  });

  it('is the socket address without trusted proxies, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen(apis['0']!, '203.0.113.9')).toBe('127.0.0.1');
    expect(await addressSeen(apis['0']!)).toBe('127.0.0.1');
  });

  it('is the rightmost X-Forwarded-For entry behind one proxy: entries a client wrote itself stand further left', async () => {
    expect(await addressSeen(apis['1']!, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(apis['1']!, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(apis['1']!, '10.0.0.1,203.0.113.8')).toBe('203.0.113.8');
  });

  it('is the second entry from the right behind two proxies', async () => {
    expect(await addressSeen(apis['2']!, '198.51.100.1, 203.0.113.7, 192.0.2.5')).toBe('203.0.113.7');
    expect(await addressSeen(apis['2']!, '203.0.113.7, 192.0.2.5')).toBe('203.0.113.7');
  });

  it('is the leftmost entry when the header has fewer entries than hops, and the socket address without the header', async () => {
    expect(await addressSeen(apis['2']!, '192.0.2.5')).toBe('192.0.2.5');
    expect(await addressSeen(apis['2']!)).toBe('127.0.0.1');
    expect(await addressSeen(apis['1']!)).toBe('127.0.0.1');
    expect(await addressSeen(apis['1']!, ' , ')).toBe('127.0.0.1');
  });

  it('takes TRUST_PROXY=true as one hop', async () => {
    expect(await addressSeen(apis['true']!, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('refuses a TRUST_PROXY that is no hop count', async () => {
    await expect(startTestApi({ seed: false, env: { TRUST_PROXY: 'yes' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});
