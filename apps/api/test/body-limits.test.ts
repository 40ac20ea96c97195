// Request body limits: each operation takes a body of at most its route's `maxBody` (the contract's route table),
// counted as the body arrives, so that a large body (chunked, with no Content-Length to refuse up front) is refused
// once it passes the limit instead of being held in memory whole.
import {
  IMAGE_BODY_BYTES,
  JSON_BODY_BYTES,
  MAX_IMAGE_BYTES,
  bodyLimit,
  routes,
  type OperationId,
  type Route,
} from '@momento/contract';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, GATE, SELLER, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Streamed = {
  status: number;
  body: string;
  sentWhenAnswered: number;
  sent: number;
  connection: string | undefined;
};

/**
 * POSTs `total` bytes in 64 KB chunks with chunked transfer encoding (no Content-Length), writing as fast as the
 * connection takes them, until everything is sent or the server closes the connection. Resolves once the reply has
 * been read and the writing has stopped: how much was sent before the reply came, and in all.
 */
function streamPost(url: string, total: number, headers: Record<string, string> = {}): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let sentWhenAnswered = -1;
    let reply: { status: number; body: string; connection: string | undefined } | null = null;
    let writing = true;
    const finish = () => {
      if (reply && !writing) resolve({ ...reply, sentWhenAnswered, sent });
    };
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
    });
    request.on('response', (response) => {
      sentWhenAnswered = sent;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        reply = {
          status: response.statusCode ?? 0,
          body: Buffer.concat(parts).toString(),
          connection: response.headers.connection,
        };
        finish();
      });
    });
    const stop = () => {
      if (!writing) return;
      writing = false;
      finish();
    };
    // The server closing the connection while the client still writes is the expected end here.
    request.on('error', stop);
    request.on('close', stop);
    const write = () => {
      while (writing && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (writing && sent >= total) request.end();
    };
    write();
    setTimeout(() => reject(new Error(`no end after 60 s (sent ${sent} bytes)`)), 60_000).unref();
  });
}

describe('request body limits', () => {
  it('the route table gives every operation a limit: 16 KB for JSON forms, more only for the upload and long forms', () => {
    expect(bodyLimit(routes.login)).toBe(JSON_BODY_BYTES);
    expect(JSON_BODY_BYTES).toBe(16 * 1024);
    expect(bodyLimit(routes.register)).toBe(JSON_BODY_BYTES);
    expect(bodyLimit(routes.uploadProfilePhoto)).toBe(IMAGE_BODY_BYTES);
    // A picture at the file limit, in base64, fits the profile photo's limit.
    expect(Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024).toBeLessThan(IMAGE_BODY_BYTES);
  });

  it('answers a chunked 50 MB login 413 once the body passes 16 KB, and stops reading it', async () => {
    const total = 50 * 1024 * 1024;
    const before = process.memoryUsage();
    const result = await streamPost(`${api.url}/user/user_settings.php?action=login`, total);
    const after = process.memoryUsage();
    // The reply came while the client was still sending, and the server read no more: the client could only fill
    // the connection's buffers (a few MB on loopback), far from the 50 MB it meant to send.
    expect(result.sentWhenAnswered).toBeGreaterThan(0);
    expect(result.sentWhenAnswered).toBeLessThan(16 * 1024 * 1024);
    expect(result.sent).toBeLessThan(total / 2);
    // Nothing of the body was kept (the test and the server share this process).
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(20 * 1024 * 1024);
    expect(result.status).toBe(413);
    const error = JSON.parse(result.body).error;
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe('The request body is larger than 16 KB, the most this call takes.');
    expect(result.connection).toBe('close');
  });

  it('refuses a 1 MB body to an anonymous JSON operation with 413 before reading it', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(1024 * 1024) });
    const reply = await api.call('POST', '/user/user_settings.php?action=register', {
      rawBody: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(reply.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 16 KB, the most this call takes.',
    });
    // A path that names no operation takes no more.
    const nowhere = await api.call('POST', '/no/such/operation.php', {
      rawBody: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(nowhere.status).toBe(413);
  });

  it('refuses a large one-click unsubscribe form with 413', async () => {
    const reply = await api.call('POST', '/notifications/unsubscribe.php?token=abc', {
      rawBody: `List-Unsubscribe=One-Click&pad=${'x'.repeat(1024 * 1024)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a large body to the test payment provider’s capture step with 413', async () => {
    const { token } = await api.login(BUYER.email, BUYER.password);
    const reply = await api.call('POST', '/dev/test-payments', {
      token,
      body: { order_no: 'MO-2026-000001', pad: 'x'.repeat(1024 * 1024) },
    });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('still takes a large picture on the profile photo upload (4 MB, over 5 MB in base64)', async () => {
    const { token } = await api.login(BUYER.email, BUYER.password);
    const [width, height] = [1200, 1150];
    // Random pixels, stored without compression: a PNG of about 4 MB.
    const file = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(file.length).toBeGreaterThan(4 * 1000 * 1000);
    expect(file.length).toBeLessThan(MAX_IMAGE_BYTES);
    const reply = await api.call('POST', '/user/account/user.php?action=upload_profile', {
      token,
      body: { image_file: file.toString('base64'), image_name: 'big.png' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.profile_url).toBeTruthy();
  });
});

describe('large bodies only from a signed-in caller', () => {
  it('every operation that takes more than 16 KB needs a signed-in user, so its caller is checked before the read', () => {
    const large = (Object.keys(routes) as OperationId[]).filter(
      (id) => bodyLimit(routes[id] as Route) > JSON_BODY_BYTES,
    );
    expect(large).toContain('ticketCreate');
    for (const id of large)
      expect(['user', 'seller', 'activeSeller', 'admin'], id).toContain((routes[id] as Route).auth);
  });

  it('answers an anonymous chunked 30 MB ticket form 401 at once, without reading it, and closes the connection', async () => {
    const total = 30 * 1024 * 1024;
    const result = await streamPost(`${api.url}/seller/products.php`, total);
    // The ticket form takes 40 MB from a seller; an anonymous caller gets its 401 before the body is read, so the
    // client could only fill the connection's buffers.
    expect(result.status).toBe(401);
    expect(JSON.parse(result.body).error).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in.' });
    expect(result.connection).toBe('close');
    expect(result.sentWhenAnswered).toBeLessThan(16 * 1024 * 1024);
    expect(result.sent).toBeLessThan(total / 2);
  });

  it('answers a 30 MB ticket form with a forged or a site gate token 401 without reading it', async () => {
    const total = 30 * 1024 * 1024;
    const forged = await streamPost(`${api.url}/seller/products.php`, total, {
      authorization: 'Bearer not.a.token',
    });
    expect(forged.status).toBe(401);
    expect(forged.connection).toBe('close');
    expect(forged.sent).toBeLessThan(total / 2);
    const gate = await api.call('POST', '/sitelogin.php', { body: GATE });
    expect(gate.status, JSON.stringify(gate.body)).toBe(200);
    const withGate = await streamPost(`${api.url}/seller/products.php`, total, {
      authorization: `Bearer ${gate.body.data.token}`,
    });
    expect(withGate.status).toBe(401);
    expect(withGate.sent).toBeLessThan(total / 2);
  });

  it('answers a partner widget whose token is refused on an offer (64 KB) 401 that its page can read (CORS)', async () => {
    // The embed demo's origin, a partner outside production: its widget learns that its token is refused and ends
    // its session with the server's message, which it can read only with the partner's CORS headers.
    const partner = 'http://localhost:5174';
    const reply = await api.call('POST', '/user/offers/offers.php', {
      token: 'not.a.token',
      body: { product_id: 1 },
      headers: { origin: partner },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('UNAUTHORIZED');
    expect(reply.headers.get('access-control-allow-origin')).toBe(partner);
  });

  it('still reads a large ticket form from a signed-in seller (validated after the read)', async () => {
    const { token } = await api.login(SELLER.email, SELLER.password);
    const reply = await api.call('POST', '/seller/products.php', {
      token,
      body: { pad: 'x'.repeat(20 * 1024 * 1024) },
    });
    // Read whole and judged by its fields: 400, not 401 or 413.
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION');
  });
});
