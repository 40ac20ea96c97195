import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUYER, SELLER, startTestApi, type TestApi } from './harness.ts';

// Password-reset mails are limited per hour: 3 per recipient (beyond, the answer is the same as when a mail goes out,
// and none does, so that nobody learns anything about the account) and 10 per client address (beyond, 429 with
// Retry-After). The server trusts one proxy: each request's X-Forwarded-For is its client address.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await api?.close();
});

let addresses = 0;
const freshAddress = () => `198.51.100.${(addresses += 1)}`;
const resetMail = (email: string, address: string) =>
  api.op('resetMail', { body: { email }, headers: { 'x-forwarded-for': address } });

async function mailsTo(email: string) {
  const res = await api.op('devOutbox', { query: { to: email } });
  expect(res.status).toBe(200);
  return res.body.data.items as { subject: string }[];
}

/** Waits while the hour's window ends within a few seconds, so that a test's requests fall into one window. */
async function awayFromWindowEdge(): Promise<void> {
  const left = 3600 - ((Date.now() / 1000) % 3600);
  if (left < 10) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

describe('password-reset mails', () => {
  beforeEach(awayFromWindowEdge);

  it('sends at most 3 an hour to one recipient, and answers the fourth exactly as the others', async () => {
    const sent = [];
    for (let i = 0; i < 4; i += 1) sent.push(await resetMail(BUYER.email, freshAddress()));
    for (const res of sent) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(sent[0]!.body);
    }
    const mails = await mailsTo(BUYER.email);
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.subject === 'Reset your password')).toBe(true);
  });

  it('answers 429 with Retry-After after 10 requests an hour from one address, whoever they are for', async () => {
    const address = freshAddress();
    for (let i = 0; i < 9; i += 1)
      expect((await resetMail(`nobody-${i}@momento.test`, address)).status).toBe(200);
    expect((await resetMail(SELLER.email, address)).status).toBe(200);
    const refused = await resetMail(SELLER.email, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    const retry = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retry) && retry >= 1 && retry <= 3600).toBe(true);
    expect(refused.body.error.message).toBe(
      `Too many password reset e-mails were requested from your address. Please try again in ${retry} ${retry === 1 ? 'second' : 'seconds'}.`,
    );
    expect(await mailsTo(SELLER.email)).toHaveLength(1);
    // Another address is not affected.
    expect((await resetMail(SELLER.email, freshAddress())).status).toBe(200);
    expect(await mailsTo(SELLER.email)).toHaveLength(2);
  });
});
