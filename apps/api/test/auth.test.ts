import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, GATE, SELLER, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const LOGIN = '/user/user_settings.php?action=login';
const REGISTER = '/user/user_settings.php?action=register';

async function lastMailTo(email: string) {
  const res = await api.op('devOutbox', { query: { to: email } });
  expect(res.status).toBe(200);
  return res.body.data.items[0] as { subject: string; text: string; links: string[] };
}

describe('site gate', () => {
  it('answers gate tokens for the configured account and refreshes them with rotation', async () => {
    const login = await api.op('siteLogin', { body: GATE });
    expect(login.status).toBe(200);
    const { token, expiry, refresh_token } = login.body.data;
    expect(typeof token).toBe('string');
    expect(expiry).toBeGreaterThan(Date.now() / 1000);
    const refreshed = await api.op('siteRefresh', { token: refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refresh_token).not.toBe(refresh_token);
  });

  it('refuses a wrong gate password with 401 and an error message', async () => {
    const res = await api.op('siteLogin', { body: { email: GATE.email, password: 'wrong' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
  });

  it('refuses a gate refresh without a token, and a user refresh token on the gate', async () => {
    expect((await api.op('siteRefresh')).status).toBe(401);
    const user = await api.login(BUYER.email, BUYER.password);
    const res = await api.op('siteRefresh', { token: user.refresh_token });
    expect(res.status).toBe(401);
  });

  it('rejects an invalid gate e-mail with 400', async () => {
    const res = await api.op('siteLogin', { body: { email: 'nope', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.message).toMatch(/^email: /);
  });
});

describe('login', () => {
  it('answers tokens and user_data with seller permissions', async () => {
    const data = await api.login(SELLER.email, SELLER.password);
    expect(data.user_data).toMatchObject({
      mail: SELLER.email,
      is_email_verified: 1,
      is_admin: 0,
      permissions: [{ permission: 'SELLER', status: 'ACTIVE' }],
    });
    expect(data.expiry - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(data.expiry - Date.now() / 1000).toBeLessThanOrEqual(15 * 60 + 1);
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await api.op('login', {
      body: { email: BUYER.email.toUpperCase(), password: BUYER.password },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    const wrong = await api.op('login', { body: { email: BUYER.email, password: 'not-it' } });
    const unknown = await api.op('login', { body: { email: 'ghost@momento.test', password: 'not-it' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it.each([
    [{ password: 'x' }, /^email: /],
    [{ email: 'a@b.co' }, /^password: /],
    [{ email: 'not-an-email', password: 'x' }, /^email: /],
    [{ email: `${'a'.repeat(252)}@b.co`, password: 'x' }, /^email: /],
    [{ email: 'a@b.co', password: 'x'.repeat(257) }, /^password: /],
  ])('rejects %j with 400 and a message', async (body, message) => {
    const res = await api.call('POST', LOGIN, { body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await api.call('POST', LOGIN, {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('answers 429 after 10 failures a minute for one account and address, even with the right password', async () => {
    const email = 'rita@momento.test';
    for (let i = 0; i < 10; i += 1) {
      expect((await api.op('login', { body: { email, password: `wrong-${i}` } })).status).toBe(401);
    }
    const blocked = await api.op('login', { body: { email, password: 'momento-seller' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    // Other accounts from the same address are not affected.
    expect((await api.op('login', { body: SELLER })).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const first = await api.login(BUYER.email, BUYER.password);
    const res = await api.op('refresh', { token: first.refresh_token });
    expect(res.status).toBe(200);
    expect(res.body.data.refresh_token).not.toBe(first.refresh_token);
    expect(res.body.data.token).not.toBe(first.token);
    const me = await api.op('logout', { token: res.body.data.token, body: {} });
    expect(me.status).toBe(200);
  });

  it('revokes the whole family when a used refresh token is replayed', async () => {
    const first = await api.login(BUYER.email, BUYER.password);
    const second = (await api.op('refresh', { token: first.refresh_token })).body.data;
    const replay = await api.op('refresh', { token: first.refresh_token });
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toMatch(/already used/);
    // The successor dies with its family.
    expect((await api.op('refresh', { token: second.refresh_token })).status).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with the same token win', async () => {
    const first = await api.login(BUYER.email, BUYER.password);
    const results = await Promise.all([
      api.op('refresh', { token: first.refresh_token }),
      api.op('refresh', { token: first.refresh_token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses a missing, unknown or access token as refresh token', async () => {
    const session = await api.login(BUYER.email, BUYER.password);
    expect((await api.op('refresh')).status).toBe(401);
    expect((await api.op('refresh', { token: 'unknown-token' })).status).toBe(401);
    expect((await api.op('refresh', { token: session.token })).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token family it is given', async () => {
    const session = await api.login(BUYER.email, BUYER.password);
    const res = await api.op('logout', {
      token: session.token,
      body: { refresh_token: session.refresh_token },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await api.op('refresh', { token: session.refresh_token })).status).toBe(401);
  });

  it('answers 401 without an access token, with a forged one, and TOKEN_EXPIRED with an expired one', async () => {
    expect((await api.op('logout', { body: {} })).status).toBe(401);
    const forged = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const bad = await api.op('logout', { token: forged, body: {} });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('UNAUTHORIZED');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('2')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(api.config.jwtSecret);
    const res = await api.op('logout', { token: expired, body: {} });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('TOKEN_EXPIRED');
  });

  it('answers TOKEN_EXPIRED once a token it has accepted before expires', async () => {
    const session = await api.login(BUYER.email, BUYER.password);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const { sid } = decodeJwt(session.token);
    const shortLived = await new SignJWT({ kind: 'user', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user_data.id))
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(api.config.jwtSecret);
    expect((await api.op('cartGet', { token: shortLived })).status).toBe(200);
    expect((await api.op('cartGet', { token: shortLived })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const res = await api.op('cartGet', { token: shortLived });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('TOKEN_EXPIRED');
  });

  it('does not accept a site-gate access token as a user token', async () => {
    const gate = (await api.op('siteLogin', { body: GATE })).body.data;
    expect((await api.op('logout', { token: gate.token, body: {} })).status).toBe(401);
  });
});

describe('registration, verification and password reset', () => {
  it('registers, mails a verification link, refuses login until verified, then logs in', async () => {
    const email = 'new.collector@momento.test';
    const res = await api.op('register', {
      body: { user_name: 'New Collector', email, password: 'secret-1', confirm_password: 'secret-1' },
    });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Verify your email address');
    const link = new URL(mail.links[0] as string);
    expect(link.pathname).toBe('/verify');
    const early = await api.op('login', { body: { email, password: 'secret-1' } });
    expect(early.status).toBe(403);
    const wrongKey = await api.op('verifyEmail', { body: { email, email_verification_key: 'nope' } });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error.message).toBe('Email verification failed');
    const verify = await api.op('verifyEmail', {
      body: {
        email: link.searchParams.get('email') ?? '',
        email_verification_key: link.searchParams.get('verification_key') ?? '',
      },
    });
    expect(verify.status).toBe(200);
    const login = await api.login(email, 'secret-1');
    expect(login.user_data).toMatchObject({ name: 'New Collector', is_email_verified: 1, permissions: [] });
  });

  it('answers a second registration of an e-mail as a new one and creates no second account', async () => {
    const res = await api.op('register', {
      body: { user_name: 'Copy', email: BUYER.email.toUpperCase(), password: 'a', confirm_password: 'a' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await lastMailTo(BUYER.email)).subject).toBe('Someone tried to sign up with your email address');
    await api.login(BUYER.email, BUYER.password);
  });

  it.each([
    [{ email: 'x@y.co', password: 'a', confirm_password: 'a' }, /^user_name: /],
    [{ user_name: '', email: 'x@y.co', password: 'a', confirm_password: 'a' }, /^user_name: /],
    [{ user_name: 'n'.repeat(257), email: 'x@y.co', password: 'a', confirm_password: 'a' }, /^user_name: /],
    [{ user_name: 'N', email: 'bad', password: 'a', confirm_password: 'a' }, /^email: /],
    [{ user_name: 'N', email: 'x@y.co', confirm_password: 'a' }, /^password: /],
    [{ user_name: 'N', email: 'x@y.co', password: 'a' }, /^confirm_password: /],
    [{ user_name: 'N', email: 'x@y.co', password: 'a', confirm_password: 'b' }, /^confirm_password: /],
  ])('rejects registration %j with 400', async (body, message) => {
    const res = await api.call('POST', REGISTER, { body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('answers reset mail the same way for unknown accounts and sends nothing', async () => {
    const res = await api.op('resetMail', { body: { email: 'nobody@momento.test' } });
    expect(res.status).toBe(200);
    const outbox = await api.call('GET', '/dev/outbox?to=nobody%40momento.test');
    expect(outbox.body.data.items).toEqual([]);
  });

  it('resets a password with the mailed key once, and ends existing sessions', async () => {
    const email = 'stubs@momento.test';
    const session = await api.login(email, 'momento-seller');
    expect((await api.op('resetMail', { body: { email } })).status).toBe(200);
    const mail = await lastMailTo(email);
    const key = new URL(mail.links[0] as string).searchParams.get('reset_key') ?? '';
    const mismatch = await api.op('resetPassword', {
      body: { reset_key: key, password: 'n1', confirm_password: 'n2' },
    });
    expect(mismatch.status).toBe(400);
    const res = await api.op('resetPassword', {
      body: { reset_key: key, password: 'fresh-pass', confirm_password: 'fresh-pass' },
    });
    expect(res.status).toBe(200);
    expect(
      (
        await api.op('resetPassword', {
          body: { reset_key: key, password: 'again', confirm_password: 'again' },
        })
      ).status,
    ).toBe(400);
    expect((await api.op('refresh', { token: session.refresh_token })).status).toBe(401);
    expect((await api.op('login', { body: { email, password: 'momento-seller' } })).status).toBe(401);
    await api.login(email, 'fresh-pass');
  });
});
