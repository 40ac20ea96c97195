import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

// Property: bad input never yields a 5xx. Every generated request below is malformed by construction (a wrong
// type, a missing field, a broken body, a bad token, an unknown action), so the server must answer 4xx with
// `error.message`, and never 5xx.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Request = { method: string; path: string; body?: string; token?: string };

/**
 * Values that are never an id or a page: anything but decimal digits ('1e3', '0x10' and ' 7 ' included), zero, and
 * numbers above a PostgreSQL integer.
 */
const notAnId = fc
  .oneof(
    fc.integer({ max: 0 }).map(String),
    fc
      .double({ noNaN: false })
      .filter((n) => !Number.isInteger(n))
      .map(String),
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }).map(String),
    fc.constantFrom(
      '1e999',
      'NaN',
      'Infinity',
      '--1',
      '9'.repeat(400),
      '1.5',
      '-3',
      '1e3',
      '0x10',
      ' 7 ',
      '+5',
    ),
  )
  .filter((value) => !(/^[0-9]+$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647));

/** GET endpoints and a query key that takes an id or page there. */
const idKeys: [string, string][] = [
  ['/products.php', 'page'],
  ['/products.php', 'product_id'],
  ['/products.php', 'event'],
  ['/products.php', 'venue'],
  ['/products.php', 'team'],
  ['/products.php', 'artist'],
  ['/products.php', 'sub_genre'],
  ['/products.php', 'seller'],
  ['/search/products.php', 'page'],
  ['/search/products.php', 'collection_id'],
  ['/events.php', 'page'],
  ['/events.php', 'venue'],
  ['/events.php', 'genre'],
  ['/teams.php', 'genre'],
  ['/artist.php', 'sub_genre'],
  ['/sub_genre.php', 'genre'],
  ['/collections.php', 'page'],
  ['/collections.php', 'seller'],
  ['/dev/outbox', 'page'],
];
const badQuery: fc.Arbitrary<Request> = fc
  .tuple(
    fc.constantFrom(...idKeys),
    notAnId,
    fc.constantFrom('', '&full_result=1', '&q=final', '&status=APPROVED'),
  )
  .map(([[path, key], value, extra]) => ({
    method: 'GET',
    path: `${path}?${key}=${encodeURIComponent(value)}${extra}`,
  }));

/** Flags, dates, prices and statuses with values of the wrong shape. */
const badFilter: fc.Arbitrary<Request> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('full_collection', 'full_result', 'is_featured'),
      fc.string({ maxLength: 8 }).filter((s) => s !== '0' && s !== '1'),
    )
    .map(([key, value]) => ({ method: 'GET', path: `/products.php?${key}=${encodeURIComponent(value)}` })),
  fc
    .string({ minLength: 1, maxLength: 30 })
    .filter((s) => !/^\d{4}-\d{2}-\d{2}/.test(s))
    .map((value) => ({ method: 'GET', path: `/products.php?date=${encodeURIComponent(value)}` })),
  fc
    .oneof(
      fc.integer({ max: -1 }).map(String),
      fc.string({ minLength: 1, maxLength: 10 }).filter((s) => Number.isNaN(Number(s)) || s.trim() === ''),
    )
    .map((value) => ({ method: 'GET', path: `/products.php?price=${encodeURIComponent(value)}` })),
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => !/^[A-Z_]+(,[A-Z_]+)*$/.test(s))
    .map((value) => ({ method: 'GET', path: `/venues.php?status=${encodeURIComponent(value)}` })),
  fc
    .string({ minLength: 257, maxLength: 400 })
    .map((value) => ({ method: 'GET', path: `/products.php?q=${encodeURIComponent(value)}` })),
);

const postPaths = [
  '/sitelogin.php',
  '/user/user_settings.php?action=login',
  '/user/user_settings.php?action=register',
  '/user/user_settings.php?action=verify',
  '/user/user_settings.php?action=resetmail',
  '/user/user_settings.php?action=resetpassword',
];

/** JSON bodies of random shape: none of them carries a valid e-mail plus the other required fields. */
const junkJson = fc.oneof(
  fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'user_name',
      'confirm_password',
      'reset_key',
      'email_verification_key',
      'x',
    ),
    fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 5 }),
      fc.array(fc.string(), { maxLength: 2 }),
    ),
  ),
);
const badBody: fc.Arbitrary<Request> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...postPaths), junkJson)
    .map(([path, value]) => ({ method: 'POST', path, body: JSON.stringify(value) })),
  fc
    .tuple(fc.constantFrom(...postPaths), fc.string({ maxLength: 40 }))
    .map(([path, text]) => ({ method: 'POST', path, body: `{${text}` })),
  fc.tuple(fc.constantFrom(...postPaths), fc.string({ maxLength: 30 })).map(([path, text]) => ({
    method: 'POST',
    path,
    body: JSON.stringify({
      email: `${text.replace(/@/g, '')}`,
      password: text,
      user_name: text,
      confirm_password: `${text}!`,
    }),
  })),
);

/** Bearer tokens that are not valid for the operation. */
const badToken: fc.Arbitrary<Request> = fc
  .tuple(
    fc.constantFrom(
      { method: 'GET', path: '/masterData.php' },
      { method: 'GET', path: '/admin/sub_genre.php' },
      { method: 'POST', path: '/user/user_settings.php?action=logout', body: '{}' },
      { method: 'GET', path: '/user/user_settings.php?action=refresh_token' },
      { method: 'GET', path: '/sitelogin.php?action=refresh_token' },
    ),
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 300 }).filter((s) => /^\S+$/.test(s)),
      fc.base64String({ minLength: 4, maxLength: 200 }),
      fc.constant('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwia2luZCI6InVzZXIifQ.'),
    ),
  )
  .map(([request, token]) => ({ ...request, token }));

/** Unknown actions, methods and paths. */
const unknownRoute: fc.Arbitrary<Request> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('/popular.php', '/user/user_settings.php', '/masterPaymentData.php'),
      fc.string({ minLength: 1, maxLength: 12 }),
    )
    .filter(
      ([, a]) =>
        ![
          'searches',
          'events',
          'teams',
          'login',
          'refresh_token',
          'logout',
          'register',
          'verify',
          'resetmail',
          'resetpassword',
          'payment',
        ].includes(a),
    )
    .map(([path, action]) => ({ method: 'GET', path: `${path}?action=${encodeURIComponent(action)}` })),
  fc
    .tuple(
      fc.constantFrom('PUT', 'DELETE', 'PATCH'),
      fc.constantFrom('/genre.php', '/venues.php', '/events.php', '/products.php', '/sitelogin.php'),
    )
    .map(([method, path]) => ({ method, path })),
  fc
    .stringMatching(/^\/[a-z_]{1,12}\.php$/)
    .filter(
      (p) =>
        ![
          '/genre.php',
          '/venues.php',
          '/events.php',
          '/products.php',
          '/teams.php',
          '/artist.php',
          '/popular.php',
          '/sub_genre.php',
          '/collections.php',
          '/metaContents.php',
          '/masterData.php',
          '/sitelogin.php',
          '/masterPaymentData.php',
        ].includes(p),
    )
    .map((path) => ({ method: 'GET', path })),
);

async function send(request: Request) {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers['authorization'] = `Bearer ${request.token}`;
  const response = await fetch(`${api.url}${request.path}`, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const text = await response.text();
  return { status: response.status, text };
}

describe('malformed requests', () => {
  it('answers 2,000+ malformed requests with 4xx and an error message, never 5xx', async () => {
    let count = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(badQuery, badFilter, badBody, badToken, unknownRoute), async (request) => {
        const { status, text } = await send(request);
        count += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(
          status,
          `${request.method} ${request.path} ${request.body ?? ''} -> ${status} ${text.slice(0, 300)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(
          status,
          `${request.method} ${request.path} ${request.body ?? ''} -> ${status} ${text.slice(0, 300)}`,
        ).toBeLessThan(500);
        const body = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } };
        expect(typeof body.error?.message).toBe('string');
        expect((body.error?.message as string).length).toBeGreaterThan(0);
      }),
      { numRuns: 2200, seed: Number(process.env['FC_SEED'] ?? 20261122) },
    );
    expect(count).toBeGreaterThanOrEqual(2000);
    // All the families of 4xx appear: validation, unauthenticated, not found.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 401, 404]));
  }, 120_000);
});
