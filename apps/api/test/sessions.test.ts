// Sessions end at once (docs/sessions.md): a site access token names its session (its refresh token family) and dies
// with it on logout, password reset or change and sign-out everywhere; e-mail keys are spent once; registration does
// not tell who has an account; a login brings an old password hash up to the configured cost.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { signAccessToken } from '../src/auth/tokens.ts';
import { openStream, waitUntil, type OpenStream } from './liveStream.ts';
import { PASSWORD, startWorld, type World } from './world.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
const opened: OpenStream[] = [];
afterAll(async () => {
  for (const stream of opened) stream.close();
  await w?.close();
});

/** The embed demo page, a partner origin outside production. */
const PARTNER = 'http://127.0.0.1:5174';

async function login(email: string, password = PASSWORD) {
  return w.api.login(email, password);
}

async function cartStatus(token: string, headers: Record<string, string> = {}) {
  const res = await w.op('cartGet', { token, headers });
  return { status: res.status, code: res.body?.error?.code as string | undefined };
}

async function mailsTo(email: string) {
  const res = await w.op('devOutbox', { query: { to: email } });
  expect(res.status).toBe(200);
  return res.body.data.items as { subject: string; text: string; links: string[] }[];
}

async function resetKey(email: string): Promise<string> {
  expect((await w.op('resetMail', { body: { email } })).status).toBe(200);
  const [mail] = await mailsTo(email);
  return new URL(mail?.links[0] as string).searchParams.get('reset_key') as string;
}

const resetWith = (key: string, password: string) =>
  w.op('resetPassword', { body: { reset_key: key, password, confirm_password: password } });

describe('sessions end at once', () => {
  it('refuses an access token as expired right after its session logs out, while another session of the user goes on', async () => {
    const person = await w.person();
    const here = await login(person.email);
    const there = await login(person.email);
    expect((await cartStatus(here.token)).status).toBe(200);
    expect(
      (await w.op('logout', { token: here.token, body: { refresh_token: here.refresh_token } })).status,
    ).toBe(200);
    expect(await cartStatus(here.token)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    expect((await w.op('refresh', { token: here.refresh_token })).status).toBe(401);
    expect((await cartStatus(there.token)).status).toBe(200);
    expect((await w.op('refresh', { token: there.refresh_token })).status).toBe(200);
  });

  it('ends the session of the access token on logout even without its refresh token', async () => {
    const person = await w.person();
    const session = await login(person.email);
    expect((await w.op('logout', { token: session.token })).status).toBe(200);
    expect((await cartStatus(session.token)).status).toBe(401);
    expect((await w.op('refresh', { token: session.refresh_token })).status).toBe(401);
  });

  it('refuses every access token of the user right after a password reset', async () => {
    const person = await w.person();
    const one = await login(person.email);
    const two = await login(person.email);
    expect((await resetWith(await resetKey(person.email), 'fresh-pass-1')).status).toBe(200);
    expect(await cartStatus(one.token)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(await cartStatus(two.token)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    expect((await cartStatus((await login(person.email, 'fresh-pass-1')).token)).status).toBe(200);
  });

  it('keeps the session that changes the password and ends the others at once', async () => {
    const person = await w.person();
    const here = await login(person.email);
    const there = await login(person.email);
    const body = {
      old_password: PASSWORD,
      new_password: 'changed-pass-1',
      confirm_password: 'changed-pass-1',
    };
    expect((await w.op('changePassword', { token: here.token, body })).status).toBe(200);
    expect((await cartStatus(here.token)).status).toBe(200);
    expect((await w.op('refresh', { token: here.refresh_token })).status).toBe(200);
    expect(await cartStatus(there.token)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
  });

  it("signs out everywhere: every site session and every partner site's embed token end at once", async () => {
    const person = await w.person();
    const here = await login(person.email);
    const there = await login(person.email);
    const other = await w.person();
    const bystander = await login(other.email);
    // A partner widget's session: the user's consent to the origin, and an embed token that rests on it.
    await w.db
      .insertInto('embed_allowances')
      .values({ user_id: person.id, origin: PARTNER, expires_at: sql<Date>`now() + interval '90 days'` })
      .execute();
    const embed = await signAccessToken(
      w.api.config,
      { sub: String(person.id), kind: 'user', scope: 'embed', origin: PARTNER },
      1800,
    );
    expect((await cartStatus(embed.token, { origin: PARTNER })).status).toBe(200);

    const res = await w.op('logoutEverywhere', { token: here.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect(await cartStatus(here.token)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(await cartStatus(there.token)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    expect((await w.op('refresh', { token: there.refresh_token })).status).toBe(401);
    expect((await cartStatus(embed.token, { origin: PARTNER })).status).toBe(401);
    expect(
      await w.db.selectFrom('embed_allowances').select('origin').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
    // Another user is not touched, and the user can log in again.
    expect((await cartStatus(bystander.token)).status).toBe(200);
    expect((await cartStatus((await login(person.email)).token)).status).toBe(200);
  });

  it('refuses sign-out everywhere without a session', async () => {
    expect((await w.op('logoutEverywhere')).status).toBe(401);
  });

  it('answers TOKEN_EXPIRED to a site token that names no session, so that the client refreshes into one', async () => {
    const person = await w.person();
    const session = await login(person.email);
    const bare = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(person.id))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(w.api.config.jwtSecret);
    expect(await cartStatus(bare)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    const refreshed = await w.op('refresh', { token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await cartStatus(refreshed.body.data.token)).status).toBe(200);
  });
});

describe('open live streams end with their session', () => {
  async function stream(token: string, origin?: string) {
    const opened_ = await openStream(w.api.url, token, origin ? { origin } : {});
    opened.push(opened_);
    expect(opened_.status).toBe(200);
    return opened_;
  }

  /** 'ended' once the server has closed the stream, 'still open' after `ms` without that. */
  const endOf = (stream: OpenStream, ms = 3000) =>
    Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
    ]);

  /** A message from someone else, which the user's open streams hear of: it shows a stream still delivers. */
  async function messageTo(userId: number) {
    const sender = await w.person();
    const room = await w.op('roomCreate', { token: sender.token, body: { receiver_id: userId } });
    const sent = await w.op('messageSend', {
      token: sender.token,
      body: { room_id: room.body.data.room_id, message: 'Still there?' },
    });
    expect(sent.status).toBe(200);
    return sent.body.data.message_id as number;
  }

  it("closes the logged-out session's open stream, and not another session's", async () => {
    const person = await w.person();
    const here = await login(person.email);
    const there = await login(person.email);
    const hereStream = await stream(here.token);
    const thereStream = await stream(there.token);
    await waitUntil(
      () => w.api.server.services.live.hasStream(person.id) && w.api.server.services.live.openStreams >= 2,
    );
    expect(
      (await w.op('logout', { token: here.token, body: { refresh_token: here.refresh_token } })).status,
    ).toBe(200);
    await expect(endOf(hereStream)).resolves.toBe('ended');
    const messageId = await messageTo(person.id);
    await thereStream.next((e) => (e.data as { message_id?: number }).message_id === messageId);
    expect(hereStream.events.some((e) => (e.data as { message_id?: number }).message_id === messageId)).toBe(
      false,
    );
  });

  it("closes every open stream of the user on sign-out everywhere, a partner widget's included, and no one else's", async () => {
    const person = await w.person();
    const here = await login(person.email);
    const there = await login(person.email);
    await w.db
      .insertInto('embed_allowances')
      .values({ user_id: person.id, origin: PARTNER, expires_at: sql<Date>`now() + interval '90 days'` })
      .execute();
    const embed = await signAccessToken(
      w.api.config,
      { sub: String(person.id), kind: 'user', scope: 'embed', origin: PARTNER },
      1800,
    );
    const other = await w.person();
    const streams = [await stream(here.token), await stream(there.token), await stream(embed.token, PARTNER)];
    const bystander = await stream(other.token);
    await waitUntil(
      () => w.api.server.services.live.hasStream(person.id) && w.api.server.services.live.hasStream(other.id),
    );
    expect((await w.op('logoutEverywhere', { token: here.token })).status).toBe(200);
    await expect(Promise.all(streams.map((s) => endOf(s)))).resolves.toEqual(['ended', 'ended', 'ended']);
    const messageId = await messageTo(other.id);
    await bystander.next((e) => (e.data as { message_id?: number }).message_id === messageId);
  });

  it("keeps the open stream of the session that changes the password and closes the other session's", async () => {
    const person = await w.person();
    const here = await login(person.email);
    const there = await login(person.email);
    const hereStream = await stream(here.token);
    const thereStream = await stream(there.token);
    await waitUntil(
      () => w.api.server.services.live.hasStream(person.id) && w.api.server.services.live.openStreams >= 2,
    );
    const body = {
      old_password: PASSWORD,
      new_password: 'changed-pass-2',
      confirm_password: 'changed-pass-2',
    };
    expect((await w.op('changePassword', { token: here.token, body })).status).toBe(200);
    await expect(endOf(thereStream)).resolves.toBe('ended');
    const messageId = await messageTo(person.id);
    await hereStream.next((e) => (e.data as { message_id?: number }).message_id === messageId);
  });

  it('closes every open stream of the user on a password reset', async () => {
    const person = await w.person();
    const session = await login(person.email);
    const open = await stream(session.token);
    await waitUntil(() => w.api.server.services.live.hasStream(person.id));
    expect((await resetWith(await resetKey(person.email), 'reset-pass-2')).status).toBe(200);
    await expect(endOf(open)).resolves.toBe('ended');
  });
});

describe('e-mail keys are spent once', () => {
  it('lets exactly one of two concurrent resets with the same key succeed', async () => {
    // A slower hash keeps each reset's transaction open long enough for the other to read the key meanwhile (on
    // PostgreSQL; PGlite runs one transaction at a time).
    const slow = await startWorld({ env: { SCRYPT_COST: '16384' } });
    try {
      const person = await slow.person();
      expect((await slow.op('resetMail', { body: { email: person.email } })).status).toBe(200);
      const mails = (await slow.op('devOutbox', { query: { to: person.email } })).body.data.items;
      const key = new URL(mails[0]!.links[0]!).searchParams.get('reset_key') as string;
      const reset = (password: string) =>
        slow.op('resetPassword', { body: { reset_key: key, password, confirm_password: password } });
      const [a, b] = await Promise.all([reset('racer-pass-a'), reset('racer-pass-b')]);
      expect([a.status, b.status].sort()).toEqual([200, 400]);
      const winner = a.status === 200 ? 'racer-pass-a' : 'racer-pass-b';
      const loser = a.status === 200 ? 'racer-pass-b' : 'racer-pass-a';
      expect((await slow.op('login', { body: { email: person.email, password: loser } })).status).toBe(401);
      await slow.api.login(person.email, winner);
    } finally {
      await slow.close();
    }
  });

  it("ends the user's other reset links when one is used", async () => {
    const person = await w.person();
    const first = await resetKey(person.email);
    const second = await resetKey(person.email);
    expect(second).not.toBe(first);
    expect((await resetWith(second, 'second-pass-1')).status).toBe(200);
    const again = await resetWith(first, 'first-pass-1');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    await login(person.email, 'second-pass-1');
  });
});

describe('registration does not tell who has an account', () => {
  it('answers a registration of an existing address exactly as a new one, and mails the owner instead', async () => {
    const person = await w.person();
    const fresh = await w.op('register', {
      body: {
        user_name: 'Someone New',
        email: `new-${randomUUID()}@momento.test`,
        password: 'pass-1',
        confirm_password: 'pass-1',
      },
    });
    const taken = await w.op('register', {
      body: {
        user_name: 'Impostor',
        email: person.email.toUpperCase(),
        password: 'pass-2',
        confirm_password: 'pass-2',
      },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.status).toBe(200);

    const [mail, ...older] = await mailsTo(person.email);
    expect(older).toEqual([]);
    expect(mail?.subject).toBe('Someone tried to sign up with your email address');
    expect(mail?.text).toContain(`Hello ${person.name},`);
    expect(mail?.links.map((link) => new URL(link).pathname)).toEqual(['/account', '/forgot-password']);
    // Nothing changed: one account, the owner's password, no verification key.
    const rows = await w.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where(sql<string>`lower(email)`, '=', person.email)
      .execute();
    expect(rows).toEqual([{ id: person.id, name: person.name }]);
    expect(
      await w.db.selectFrom('user_keys').select('id').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
    await login(person.email);
  });
});

describe('password hashes follow the configured cost', () => {
  it('hashes a password stored at a lower cost again at the configured cost on a successful login, and not on a failed one', async () => {
    const person = await w.person();
    const cheap = await hashPassword(PASSWORD, w.api.config.scryptCost / 2);
    await w.db.updateTable('users').set({ password_hash: cheap }).where('id', '=', person.id).execute();
    const stored = async () =>
      (
        await w.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', person.id)
          .executeTakeFirstOrThrow()
      ).password_hash;

    expect((await w.op('login', { body: { email: person.email, password: 'wrong-password' } })).status).toBe(
      401,
    );
    expect(await stored()).toBe(cheap);

    await login(person.email);
    const rehashed = await stored();
    expect(rehashed).not.toBe(cheap);
    // Stored as scrypt$N$r$p$salt$hash.
    expect(Number(rehashed.split('$')[1])).toBe(w.api.config.scryptCost);
    await login(person.email);
    expect(await stored()).toBe(rehashed);
  });
});
