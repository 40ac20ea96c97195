import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, startTestApi, type CallResult, type TestApi } from './harness.ts';

// Failed logins per account across every address: after ACCOUNT_FAILURE_THRESHOLD of them within the hour, each
// further attempt waits a delay that doubles per failure, at most 15 minutes; the owner gets one mail an hour with a
// link that lets them sign in at once (a password reset, which clears the failures). The server trusts one proxy, so
// each request's X-Forwarded-For is its client address, one per request: the attempts come from everywhere.

const ACCOUNT_REFUSAL =
  'There have been too many failed logins for this account. If it is yours, use the link we have e-mailed you to choose a new password and log in at once.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await api?.close();
});

let addresses = 0;
const freshAddress = () => `198.51.100.${(addresses += 1)}`;
const loginFrom = (address: string, email: string, password: string) =>
  api.op('login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

async function mailsTo(email: string) {
  const res = await api.op('devOutbox', { query: { to: email } });
  expect(res.status).toBe(200);
  return res.body.data.items as { subject: string; text: string; links: string[] }[];
}

async function failTimes(email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1)
    expect((await loginFrom(freshAddress(), email, `wrong-${i}`)).status).toBe(401);
}

function expectAccountBackoff(res: CallResult, atMost: number): number {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('RATE_LIMITED');
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry) && retry >= 1 && retry <= atMost).toBe(true);
  expect(res.body.error.message).toBe(
    `${ACCOUNT_REFUSAL} Please try again in ${retry} ${retry === 1 ? 'second' : 'seconds'}.`,
  );
  return retry;
}

describe('failed logins of one account from many addresses', () => {
  it('makes every attempt wait after 10 failures, the right password too, and mails the owner a link that lets them in at once', async () => {
    const email = 'stubs@momento.test';
    await failTimes(email, 10);
    expectAccountBackoff(await loginFrom(freshAddress(), email, 'wrong-again'), 5);
    // The password is not even tried while the account waits: a right one would tell a guesser it is right.
    expectAccountBackoff(await loginFrom(freshAddress(), email, 'momento-seller'), 5);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Failed logins to your Momento account');
    const link = new URL(mails[0]!.links[0]!);
    expect(link.pathname).toBe('/reset');
    const reset = await api.op('resetPassword', {
      body: {
        reset_key: link.searchParams.get('reset_key') ?? '',
        password: 'new-stubs-pass',
        confirm_password: 'new-stubs-pass',
      },
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom(freshAddress(), email, 'new-stubs-pass')).status).toBe(200);
  });

  it('doubles the wait with each further failure and mails the owner once an hour however long it goes on', async () => {
    const email = 'rita@momento.test';
    await failTimes(email, 10);
    const first = expectAccountBackoff(await loginFrom(freshAddress(), email, 'wrong'), 5);
    expect(first).toBeGreaterThanOrEqual(4);
    // As if the wait were over: the failures an instant older.
    const age = async (seconds: number) =>
      sql`UPDATE login_failures SET failed_at = failed_at - make_interval(secs => ${seconds}) WHERE account = ${email}`.execute(
        api.database.db,
      );
    await age(6);
    expect((await loginFrom(freshAddress(), email, 'wrong')).status).toBe(401);
    const second = expectAccountBackoff(await loginFrom(freshAddress(), email, 'wrong'), 10);
    expect(second).toBeGreaterThanOrEqual(9);
    await age(11);
    expect((await loginFrom(freshAddress(), email, 'wrong')).status).toBe(401);
    expect(expectAccountBackoff(await loginFrom(freshAddress(), email, 'wrong'), 20)).toBeGreaterThanOrEqual(
      19,
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('tries attempts sent at once one after another: of 30 from 30 addresses, 10 are tried and 20 wait', async () => {
    const email = 'burst@momento.test';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(freshAddress(), email, `guess-${i}`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(20).fill(429)]);
  });

  it('never makes the owner wait more than 15 minutes', async () => {
    const email = 'ada@momento.test';
    await api.database.db
      .insertInto('login_failures')
      .values(Array.from({ length: 40 }, (_, i) => ({ account: email, ip: `203.0.113.${i + 1}` })))
      .execute();
    expect(expectAccountBackoff(await loginFrom(freshAddress(), email, 'wrong'), 900)).toBeGreaterThan(890);
  });

  it('answers an unknown account with the same wait and mails nobody', async () => {
    const email = 'ghost-of-many@momento.test';
    await failTimes(email, 10);
    expectAccountBackoff(await loginFrom(freshAddress(), email, 'wrong'), 5);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('forgets the failures of an account once its owner logs in', async () => {
    const email = BUYER.email;
    await failTimes(email, 9);
    expect((await loginFrom(freshAddress(), email, BUYER.password)).status).toBe(200);
    await failTimes(email, 1);
    expect((await loginFrom(freshAddress(), email, BUYER.password)).status).toBe(200);
  });

  it('still counts failures per account and address: ten a minute from one address, then 429 there only', async () => {
    const email = 'seller@momento.test';
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) expect((await loginFrom(address, email, `wrong-${i}`)).status).toBe(401);
    const refused = await loginFrom(address, email, 'momento-seller');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(
      /^Too many failed logins from your address\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});
