import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, startTestApi, type TestApi } from './harness.ts';
import { startSiteServer, type SiteServer } from './siteServer.ts';

// The limits that count client addresses, through the site's production server (apps/site/server.ts) in front of
// the real API, as `pnpm start` runs them: the site server is the one proxy the API trusts (TRUST_PROXY=1). Clients
// connect from their own loopback addresses (127.0.0.2, 127.0.0.3, ...), and the attacker writes whatever
// X-Forwarded-For it likes.

const LOGIN = '/api/v1/user/user_settings.php?action=login';
const REGISTER = '/api/v1/user/user_settings.php?action=register';
const RESET_PASSWORD = '/api/v1/user/user_settings.php?action=resetpassword';

let api: TestApi;
let site: SiteServer | undefined;

// Replies are asserted field by field, as harness.ts's are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: any };

/** One request to the site server from the loopback address `from`, with the headers the client chooses. */
function send(
  from: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: site!.port,
        localAddress: from,
        method,
        path: urlPath,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  // Registrations are counted per hour, so that the 35 below fall into one window.
  api = await startTestApi({ env: { TRUST_PROXY: '1', LIMIT_WINDOW_SECONDS: '3600' } });
  site = await startSiteServer(api);
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await api?.close();
});

describe('behind the site server', () => {
  it('refuses wrong passwords with 429 after ten from one client, whatever X-Forwarded-For it sends', async () => {
    const attacker = '127.0.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const reply = await send(attacker, 'POST', LOGIN, {
        body: { email: BUYER.email, password: `guess-${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)]);
  });

  it('lets the owner in from another address after a short wait at most, and at once through the link mailed to them', async () => {
    // The guesser's ten failures put the account into its wait: the owner's right password waits too, a few seconds.
    const owner = '127.0.0.3';
    const first = await send(owner, 'POST', LOGIN, { body: BUYER });
    if (first.status === 429) {
      const retry = Number(first.headers['retry-after']);
      expect(retry).toBeLessThanOrEqual(5);
      expect(first.body.error.message).toMatch(/use the link we have e-mailed you/);
      await new Promise((resolve) => setTimeout(resolve, retry * 1000 + 100));
      expect((await send(owner, 'POST', LOGIN, { body: BUYER })).status).toBe(200);
    } else {
      expect(first.status).toBe(200);
    }

    const outbox = await send(owner, 'GET', `/api/v1/dev/outbox?to=${encodeURIComponent(BUYER.email)}`);
    const mails = outbox.body.data.items as { subject: string; links: string[] }[];
    expect(mails.map((mail) => mail.subject)).toEqual(['Failed logins to your Momento account']);
    const key = new URL(mails[0]!.links[0]!).searchParams.get('reset_key');
    const reset = await send(owner, 'POST', RESET_PASSWORD, {
      body: { reset_key: key, password: 'owner-again', confirm_password: 'owner-again' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await send(owner, 'POST', LOGIN, { body: { email: BUYER.email, password: 'owner-again' } })).status,
    ).toBe(200);
  });

  it('refuses the 31st registration from one client with 429, whatever X-Forwarded-For it sends', async () => {
    const left = 3600 - ((Date.now() / 1000) % 3600);
    if (left < 30) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
    const bot = '127.0.0.4';
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      const reply = await send(bot, 'POST', REGISTER, {
        body: {
          user_name: `Bot ${i}`,
          email: `bot-${i}@momento.test`,
          password: 'password-123',
          confirm_password: 'password-123',
        },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.${i + 1}` },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });
});
