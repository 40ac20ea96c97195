import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, BUYER, SELLER, startTestApi, type TestApi } from './harness.ts';
import { openStream, waitUntil, type OpenStream } from './liveStream.ts';
import { publishLive } from '../src/live/hub.ts';

// The live stream (src/live/hub.ts) on one process: authentication, who gets which event, resuming with
// Last-Event-ID, heartbeats, and the release of closed streams.

let api: TestApi;
let buyer: { token: string; id: number };
let seller: { token: string; id: number };
let admin: { token: string; id: number };
let roomId: number;
const opened: OpenStream[] = [];

async function stream(token: string | null, options: { lastEventId?: string } = {}) {
  const s = await openStream(api.url, token, options);
  opened.push(s);
  return s;
}

beforeAll(async () => {
  api = await startTestApi();
  const b = await api.login(BUYER.email, BUYER.password);
  const s = await api.login(SELLER.email, SELLER.password);
  const a = await api.login(ADMIN.email, ADMIN.password);
  buyer = { token: b.token, id: b.user_data.id };
  seller = { token: s.token, id: s.user_data.id };
  admin = { token: a.token, id: a.user_data.id };
  const room = await api.op('roomCreate', { token: buyer.token, body: { receiver_id: seller.id } });
  roomId = room.body.data.room_id;
}, 120_000);
afterAll(async () => {
  for (const s of opened) s.close();
  await api?.close();
});

const send = (token: string, message: string) =>
  api.op('messageSend', { token, body: { room_id: roomId, message } });

describe('the live stream', () => {
  it('refuses a missing, a forged and an expired token with 401 and the envelope', async () => {
    const missing = await api.call('GET', '/user/events.php');
    expect(missing.status).toBe(401);
    expect(missing.body.error.message).toBeTruthy();
    const forged = await api.call('GET', '/user/events.php', { token: 'not.a.token' });
    expect(forged.status).toBe(401);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(buyer.id))
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(api.config.jwtSecret);
    const refused = await api.call('GET', '/user/events.php', { token: expired });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('TOKEN_EXPIRED');
    expect(api.server.services.live.openStreams).toBe(0);
  });

  it('answers an event stream that proxies pass on unbuffered and uncached, opening with the reconnect delay', async () => {
    const controller = new AbortController();
    const reply = await fetch(`${api.url}/user/events.php`, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${buyer.token}`,
        'x-request-id': 'live-1',
      },
      signal: controller.signal,
    });
    try {
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('x-accel-buffering')).toBe('no');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-request-id')).toBe('live-1');
      const first = await reply.body!.getReader().read();
      expect(new TextDecoder().decode(first.value)).toBe('retry: 2000\n\n');
    } finally {
      controller.abort();
    }
    await waitUntil(() => api.server.services.live.openStreams === 0);
  });

  it('ends the stream when its access token expires, so that the client reconnects with a fresh one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { sid } = JSON.parse(Buffer.from(buyer.token.split('.')[1]!, 'base64url').toString()) as {
      sid?: string;
    };
    const shortLived = await new SignJWT({ kind: 'user', ...(sid === undefined ? {} : { sid }) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(buyer.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(api.config.jwtSecret);
    const expiring = await stream(shortLived);
    expect(expiring.status).toBe(200);
    await waitUntil(() => api.server.services.live.openStreams === 1);
    await expiring.ended;
    expect(api.server.services.live.openStreams).toBe(0);
  });

  it('sends a new message to both participants and never to anyone else', async () => {
    const toBuyer = await stream(buyer.token);
    const toSeller = await stream(seller.token);
    const toAdmin = await stream(admin.token);
    expect([toBuyer.status, toSeller.status, toAdmin.status]).toEqual([200, 200, 200]);
    await waitUntil(() => api.server.services.live.openStreams === 3);
    const sent = await send(buyer.token, 'Is it still available?');
    expect(sent.status).toBe(200);
    const event = {
      type: 'message',
      room_id: roomId,
      message_id: sent.body.data.message_id,
      sender_id: buyer.id,
    };
    expect((await toSeller.next((e) => (e.data as { type: string }).type === 'message')).data).toEqual(event);
    expect((await toBuyer.next((e) => (e.data as { type: string }).type === 'message')).data).toEqual(event);
    // The seller opens the room: their unread flag is cleared, and only their own streams hear of it.
    await api.op('messages', { query: { room_id: roomId, page: 1 }, token: seller.token });
    expect((await toSeller.next((e) => (e.data as { type: string }).type === 'read')).data).toEqual({
      type: 'read',
      room_id: roomId,
    });
    // A refused message (ERR0010) announces nothing: its transaction rolled back.
    expect((await send(buyer.token, 'Call me on 0171 555 0199')).status).toBe(400);
    const marker = await send(seller.token, 'Yes, it is.');
    await toBuyer.next((e) => (e.data as { message_id?: number }).message_id === marker.body.data.message_id);
    expect(toBuyer.events.filter((e) => (e.data as { type: string }).type === 'message')).toHaveLength(2);
    expect(toAdmin.events).toEqual([]);
    expect(toBuyer.events.some((e) => (e.data as { type: string }).type === 'read')).toBe(false);
    for (const s of [toBuyer, toSeller, toAdmin]) s.close();
  });

  it('releases a closed tab: open streams return to zero after the clients disconnect', async () => {
    const streams = await Promise.all([stream(buyer.token), stream(buyer.token), stream(seller.token)]);
    await waitUntil(() => api.server.services.live.openStreams === 3);
    for (const s of streams) s.close();
    await waitUntil(() => api.server.services.live.openStreams === 0);
  });

  it('resumes with Last-Event-ID: the events missed while disconnected come first', async () => {
    const first = await stream(seller.token);
    const sent = await send(buyer.token, 'First');
    const seen = await first.next(
      (e) => (e.data as { message_id?: number }).message_id === sent.body.data.message_id,
    );
    first.close();
    await waitUntil(() => api.server.services.live.openStreams === 0);
    const missed = await send(buyer.token, 'Sent while the seller was away');
    const resumed = await stream(seller.token, { lastEventId: seen.id ?? '' });
    const replayed = await resumed.next(
      (e) => (e.data as { message_id?: number }).message_id === missed.body.data.message_id,
    );
    expect(Number(replayed.id)).toBeGreaterThan(Number(seen.id));
    expect(
      resumed.events.some(
        (e) => (e.data as { message_id?: number }).message_id === sent.body.data.message_id,
      ),
    ).toBe(false);
    resumed.close();
  });

  it('delivers an event for more users than one notification can name (saved-search alerts) to each of them once', async () => {
    const toBuyer = await stream(buyer.token);
    const toSeller = await stream(seller.token);
    const toAdmin = await stream(admin.token);
    await waitUntil(() => api.server.services.live.openStreams === 3);
    // 1,500 ids of ten digits: one payload would be twice PostgreSQL's 8,000 bytes. The buyer is named first, the
    // seller last, so they are in different notifications.
    const others = Array.from({ length: 1_500 }, (_, k) => 1_000_000_000 + k);
    await publishLive(api.database.db, [buyer.id, ...others, seller.id], { type: 'notification' });
    const isNotification = (e: { data: unknown }) => (e.data as { type: string }).type === 'notification';
    const [toBuyerEvent, toSellerEvent] = await Promise.all([
      toBuyer.next(isNotification),
      toSeller.next(isNotification),
    ]);
    expect([toBuyerEvent.data, toSellerEvent.data]).toEqual([
      { type: 'notification' },
      { type: 'notification' },
    ]);
    expect(Number(toSellerEvent.id)).toBeGreaterThan(Number(toBuyerEvent.id));
    // A marker sent after them: by then every event of the publication has arrived.
    const marker = await send(buyer.token, 'After the alerts');
    await toSeller.next(
      (e) => (e.data as { message_id?: number }).message_id === marker.body.data.message_id,
    );
    expect(
      [toBuyer.events.filter(isNotification), toSeller.events.filter(isNotification)].map(
        (events) => events.length,
      ),
    ).toEqual([1, 1]);
    expect(toAdmin.events).toEqual([]);
    for (const s of [toBuyer, toSeller, toAdmin]) s.close();
  });

  it('sends heartbeats to keep an idle stream open', async () => {
    const live = api.server.services.live;
    const before = live.heartbeatMs;
    live.heartbeatMs = 100;
    try {
      const idle = await stream(buyer.token);
      await waitUntil(() => idle.comments.includes('heartbeat'), 3000);
      idle.close();
    } finally {
      live.heartbeatMs = before;
    }
  });

  it('sends a report reply to the reporter', async () => {
    const types = await api.op('reportTypes', { token: buyer.token });
    const created = await api.op('reportCreate', {
      token: buyer.token,
      body: { reportType: types.body.data.items[0]!.id, title: 'Late', description: 'Not arrived.' },
    });
    const report = created.body.data;
    const toBuyer = await stream(buyer.token);
    const reply = await api.op('reportReply', {
      token: admin.token,
      body: { room_id: report.room_id, message: 'We are on it.' },
    });
    expect(reply.status).toBe(200);
    expect((await toBuyer.next((e) => (e.data as { type: string }).type === 'report')).data).toEqual({
      type: 'report',
      room_id: report.room_id,
      message_id: reply.body.data.message_id,
    });
    toBuyer.close();
  });

  it('answers hostile input with 401 or a stream, never a 5xx', async () => {
    const tokens = [
      '',
      'Bearer',
      'x'.repeat(10_000),
      '\u0000\u0001',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwia2luZCI6InVzZXIifQ.',
      'a.b.c',
    ];
    for (const token of tokens) {
      const reply = await fetch(`${api.url}/user/events.php`, {
        headers: { authorization: `Bearer ${encodeURIComponent(token)}` },
      });
      expect(reply.status).toBe(401);
      expect(((await reply.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
    for (const resume of ['-1', 'NaN', '1e309', '99999999999999999999', "1' OR '1'='1", '%00', '']) {
      const s = await stream(buyer.token, { lastEventId: resume });
      expect(s.status).toBe(200);
      s.close();
      const q = await fetch(`${api.url}/user/events.php?last_event_id=${encodeURIComponent(resume)}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(q.status).toBe(200);
      await q.body?.cancel();
    }
    await waitUntil(() => api.server.services.live.openStreams === 0);
  });
});
