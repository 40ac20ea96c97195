// The mock API's plumbing: one MSW handler per method + path of the contract, which finds the operation with the
// contract's own matchRoute, checks auth like the server (401 / 403), validates query and body with the contract's
// zod schemas (400), runs the operation against the per-instance db and answers with the envelope.
import {
  describeIssue,
  REQUEST_REFUSALS,
  EMBED_REFUSALS,
  ERROR_HTTP_STATUS,
  ERROR_TEXTS,
  PAGE_SIZE,
  isEmbedAllowanceLive,
  matchRoute,
  mayCall,
  operations,
  routes,
  sellerFacts,
  type ErrorCode,
  type OperationBody,
  type OperationId,
  type OperationQuery,
  type OperationReply,
  type Route,
  type User,
} from '@momento/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from './db.ts';
import { unsignedJwt } from './fixtures.ts';

export class MockError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Throws the envelope error for a code, with its honest HTTP status. */
export function fail(code: ErrorCode, message: string = ERROR_TEXTS[code]): never {
  throw new MockError(ERROR_HTTP_STATUS[code], code, message);
}

export interface MockContext<Id extends OperationId> {
  db: MockDb;
  query: OperationQuery<Id>;
  body: OperationBody<Id>;
  /** The signed-in caller (null on public routes without a token). */
  viewer: User | null;
  /** The bearer token as sent (refresh calls read their refresh token here). */
  bearer: string | null;
  url: URL;
  route: Route;
  /** The request's Origin header (absent on same-origin reads in a browser, and in Node tests unless set). */
  origin: string | null;
}

export type Implementation<Id extends OperationId> = (
  context: MockContext<Id>,
) => OperationReply<Id> | Promise<OperationReply<Id>>;

export type Implementations = { [Id in OperationId]: Implementation<Id> };

/** The caller, or 401 (handlers of 'user' routes get a viewer from the router already). */
export function viewerOf(context: { viewer: User | null }): User {
  return context.viewer ?? fail('UNAUTHORIZED');
}

/** One page of a list and the relative `next` link (with the other query parameters), absent on the last page. */
export function paginate<T>(
  items: readonly T[],
  context: { query: unknown; url: URL; route: Route },
): { items: T[]; next?: string } {
  const page = Number((context.query as { page?: number }).page ?? 1);
  const start = (page - 1) * PAGE_SIZE;
  const slice = items.slice(start, start + PAGE_SIZE);
  if (start + PAGE_SIZE >= items.length) return { items: slice };
  const params = new URLSearchParams(context.url.searchParams);
  params.set('page', String(page + 1));
  return { items: slice, next: `${context.route.path}?${params.toString()}` };
}

/** Issues a JWT-shaped access token with a real `exp` (15 minutes) and a rotating refresh token. */
export function issueTokens(db: MockDb, userId: number, { gate = false } = {}) {
  const exp = Math.floor(db.now() / 1000) + 15 * 60;
  const token = unsignedJwt({
    sub: String(userId),
    exp,
    iat: exp - 15 * 60,
    jti: db.nextId(),
    scope: gate ? 'site' : 'user',
  });
  const refreshToken = `${gate ? 'gate' : 'refresh'}-${userId}-${db.nextId()}-${Math.random().toString(36).slice(2)}`;
  db.accessTokens.set(token, userId);
  if (gate) db.gateRefreshTokens.add(refreshToken);
  else db.refreshTokens.set(refreshToken, userId);
  return { token, expiry: exp, refresh_token: refreshToken };
}

function tokenExpired(token: string, now: number): boolean {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= now;
  } catch {
    return true;
  }
}

function errorResponse(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status });
}

async function handle(
  request: Request,
  method: string,
  path: string,
  db: MockDb,
  implementations: Partial<Implementations>,
) {
  const url = new URL(request.url);
  let body: unknown;
  if (method !== 'GET') {
    const text = await request.text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return errorResponse(400, 'VALIDATION', REQUEST_REFUSALS.notJson);
    }
  }
  const id = matchRoute(method, path, url.searchParams, body);
  if (!id) return errorResponse(404, 'NOT_FOUND', ERROR_TEXTS.NOT_FOUND);
  const route: Route = routes[id];
  const header = request.headers.get('Authorization');
  const bearer = header?.startsWith('Bearer ') ? header.slice(7) : null;

  // Auth, as the server does it: refresh calls carry their refresh token and are checked by the operation itself.
  let viewer: User | null = null;
  if (route.bearer !== 'refresh' && bearer) {
    const userId = db.accessTokens.get(bearer);
    if (userId !== undefined && !tokenExpired(bearer, db.now())) {
      viewer = db.accounts.find((account) => account.user.id === userId)?.user ?? null;
    } else if (route.auth !== 'public') {
      return errorResponse(
        401,
        userId === undefined ? 'UNAUTHORIZED' : 'TOKEN_EXPIRED',
        userId === undefined ? ERROR_TEXTS.UNAUTHORIZED : ERROR_TEXTS.TOKEN_EXPIRED,
      );
    }
  }
  if (route.auth !== 'public' && route.auth !== 'siteGate' && !viewer) {
    return errorResponse(401, 'UNAUTHORIZED', ERROR_TEXTS.UNAUTHORIZED);
  }
  // A partner widget's token, as the server checks it: from its own origin (when the request names one), and only on
  // the operations marked `embed`.
  const origin = request.headers.get('Origin');
  const embedOrigin = bearer ? db.embedTokens.get(bearer) : undefined;
  if (viewer && embedOrigin !== undefined && route.auth !== 'public') {
    if (origin !== null && origin !== embedOrigin)
      return errorResponse(401, 'UNAUTHORIZED', EMBED_REFUSALS.otherSite);
    if (route.embed !== true) return errorResponse(403, 'FORBIDDEN', EMBED_REFUSALS.notEmbed);
    // Revoked in the account area, or lapsed: the site's tokens stop at once.
    const allowance = db.embedAllowances.get(`${viewer.id} ${embedOrigin}`);
    if (!allowance || !isEmbedAllowanceLive(allowance.expiresAt, db.now()))
      return errorResponse(401, 'UNAUTHORIZED', EMBED_REFUSALS.allowance);
  }
  // Who may call what is the contract's rule (mayCall), the server's too: same callers refused, same texts.
  const refusal = viewer
    ? mayCall(route.auth, { ...sellerFacts(viewer.permissions), isAdmin: viewer.is_admin === 1 })
    : null;
  if (refusal) return errorResponse(403, 'FORBIDDEN', refusal);

  const schemas = operations[id];
  const rawQuery = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'action'));
  const query = schemas.query.safeParse(rawQuery);
  if (!query.success) return errorResponse(400, 'VALIDATION', describeIssue(query.error, 'query'));
  const parsedBody = schemas.body.safeParse(body);
  if (!parsedBody.success) return errorResponse(400, 'VALIDATION', describeIssue(parsedBody.error, 'body'));

  const implementation = implementations[id] as Implementation<OperationId> | undefined;
  // A gap in the mock, not an answer of the server's: it fails loudly.
  if (!implementation) throw new Error(`The mock API has no implementation for ${id}.`);
  try {
    const data = await implementation({
      db,
      query: query.data as never,
      body: parsedBody.data as never,
      viewer,
      bearer,
      url,
      route,
      origin,
    });
    if (route.noContent) return new HttpResponse(null, { status: 204 });
    // A file reply (a CSV export), as the server sends it.
    if (route.csv)
      return new HttpResponse(String(data), {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment' },
      });
    return HttpResponse.json({ data });
  } catch (error) {
    if (error instanceof MockError) return errorResponse(error.status, error.code, error.message);
    throw error;
  }
}

/** One MSW handler per distinct method + path of the route table. */
export function buildHandlers(
  apiBase: string,
  db: MockDb,
  implementations: Partial<Implementations>,
): HttpHandler[] {
  const base = apiBase.replace(/\/+$/, '');
  const seen = new Set<string>();
  const handlers: HttpHandler[] = [];
  for (const id of Object.keys(routes) as OperationId[]) {
    const route: Route = routes[id];
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    handlers.push(
      http[method](`${base}${route.path}`, ({ request }) =>
        handle(request, route.method, route.path, db, implementations),
      ),
    );
  }
  return handlers;
}
