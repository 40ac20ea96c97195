import { getConnInfo } from '@hono/node-server/conninfo';
import {
  API_BASE_PATH,
  ERROR_TEXTS,
  matchRoute,
  operations,
  routes,
  type OperationId,
  type Route,
} from '@momento/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { handlers } from '../handlers/index.ts';
import { enforceAbuseLimit } from '../auth/abuseLimits.ts';
import { CACHEABLE_OPERATIONS, scopeOf, type ReplyHints } from '../catalogue/cache.ts';
import { clientAddress } from './clientAddress.ts';
import type { HandlerContext, Services } from '../context.ts';
import { notFound } from '../errors.ts';
import { JsonText, replyParts } from '../views/json.ts';
import { addReplyHeaders, corsHeaders, type AppEnv, type FoundOperation } from './middleware.ts';
import { authenticate, authorise, checkLargeBodyCaller, requestBodyRule, validate } from './pipeline.ts';
import { jsonResponse } from './reply.ts';

// The steps of a contract operation, in the order app.ts runs them: check the caller of a large body (before it is
// read), then, after the body is read, find the operation, authenticate and authorise, validate, apply the abuse
// limits, then run its handler (a write inside the transaction middleware). Identity comes before input (pipeline.ts
// says why).

/** The request path relative to the API base. */
const apiPath = (url: URL) => url.pathname.slice(API_BASE_PATH.length) || '/';

/** Whether partner origins may make a call: a public read, or an operation a partner widget's embed token may call. */
const partnersMay = (method: string, route: Route): boolean =>
  route.embed === true || (method === 'GET' && route.auth === 'public');

/** Whether partner origins may make the call of a method and URL; for the CORS preflight (the body is not known yet). */
export function isPartnerCall(method: string, url: URL): boolean {
  const id = matchRoute(method, apiPath(url), url.searchParams);
  return id !== undefined && partnersMay(method.toUpperCase(), routes[id] as Route);
}

/**
 * Before the body is read: a body allowed above JSON_BODY_BYTES only from a caller with a user's access token
 * (pipeline.ts checkLargeBodyCaller: 401 unread otherwise). Its 401 carries a partner's CORS headers where partners may
 * make the call, as the authentication step's would, so a widget whose token is refused can read why.
 */
export function largeBodyCaller(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const method = c.req.method.toUpperCase();
    try {
      await checkLargeBodyCaller(
        services.config,
        c.get('bearer'),
        requestBodyRule(method, apiPath(url), url.searchParams.get('action')),
      );
    } catch (error) {
      if (isPartnerCall(method, url))
        addReplyHeaders(c, corsHeaders(services, c.req.header('origin'), method));
      throw error;
    }
    await next();
  };
}

/** Finds the contract operation of the method, path and discriminator (query or body); 404 when there is none. */
export function findOperation(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = apiPath(url);
    const method = c.req.method.toUpperCase();
    const id = matchRoute(method, path, url.searchParams, c.get('body').value);
    const route: Route | undefined = id ? routes[id] : undefined;
    // A development helper exists only with DEV_ROUTES=1 (config.ts).
    if (!id || !route || (route.devOnly && !services.config.devRoutes)) throw notFound(ERROR_TEXTS.NOT_FOUND);
    c.set('operation', { id, route, schemas: operations[id] as FoundOperation['schemas'], url, path });
    if (partnersMay(method, route)) addReplyHeaders(c, corsHeaders(services, c.req.header('origin'), method));
    await next();
  };
}

/** Who is calling (401 where the operation needs a user) and whether they may (403). */
export function authenticateOperation(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { route } = c.get('operation');
    const viewer = await authenticate(services, route, c.get('bearer'), c.req.header('origin'));
    authorise(route, viewer);
    c.set('viewer', viewer);
    await next();
  };
}

/** The query and body against the operation's contract schemas (400 with the first issue). */
export const validateInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { schemas, url } = c.get('operation');
  c.set('input', validate(schemas, url.searchParams, c.get('body')));
  await next();
};

/** The client's address: the socket's, or the one the trusted proxies report (clientAddress.ts). */
function clientIp(c: Context, hops: number): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Called without a server (app.request): no socket.
  }
  return clientAddress(c.req.header('x-forwarded-for'), socket, hops);
}

/** The per-user and per-address limits of the operations that send things to other people (429 beyond). */
export function abuseLimit(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = clientIp(c, services.config.trustProxyHops);
    await enforceAbuseLimit(services, c.get('operation').id, c.get('viewer'), ip);
    c.set('ip', ip);
    await next();
  };
}

/** The reply cache's key for an anonymous read of a cacheable operation (null for any other request), worked out once. */
function replyCacheKey(c: Context<AppEnv>): string | null {
  const known = c.get('replyCacheKey');
  if (known !== undefined) return known;
  const { id, route, path, url } = c.get('operation');
  const anonymousRead = c.req.method.toUpperCase() === 'GET' && !c.get('bearer') && route.auth === 'public';
  const key = anonymousRead && CACHEABLE_OPERATIONS.has(id) ? `${path}?${url.searchParams.toString()}` : null;
  c.set('replyCacheKey', key);
  return key;
}

/**
 * Answers an anonymous read of a cacheable (public) operation from the catalogue's reply cache, before the identity
 * and input steps: a kept reply's query was valid when the reply was made, and such a read has no identity to check.
 */
export function answerFromCache(services: Services): MiddlewareHandler<AppEnv> {
  const replyCache = services.catalog.replies;
  return async (c, next) => {
    const key = replyCacheKey(c);
    // Not before the change-log read of this process's latest writes has run (CatalogCaches#written).
    const writes = key ? services.catalog.writesRead() : null;
    if (writes) await writes;
    const cached = key ? replyCache.get(key) : null;
    if (!cached) {
      await next();
      return;
    }
    c.set('requestIdSent', true);
    return jsonResponse(
      cached,
      c.req.header('accept-encoding'),
      { 'x-request-id': c.get('requestId'), ...c.get('replyHeaders'), 'x-cache': 'hit' },
      c.env?.outgoing,
    );
  };
}

/** A file reply (a route with `csv`): the text as a `text/csv` attachment, named as its handler said, never cached. */
function csvResponse(text: string, filename: string, headers: Record<string, string>): Response {
  return new Response(text, {
    status: 200,
    headers: {
      ...headers,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}

/**
 * Runs the operation's handler and answers `{ data }` (204 for a no-content operation). An anonymous read of a
 * cacheable operation fills the catalogue's reply cache (answerFromCache answers from it).
 */
export function runOperation(services: Services): MiddlewareHandler<AppEnv> {
  const replyCache = services.catalog.replies;
  return async (c) => {
    const { id, route, schemas, url } = c.get('operation');
    const requestId = c.get('requestId');
    const bearer = c.get('bearer');
    const headers = { 'x-request-id': requestId, ...c.get('replyHeaders') };
    c.set('requestIdSent', true);

    const cacheKey = replyCacheKey(c);
    const generation = replyCache.generation;

    const handler = handlers[id] as (ctx: HandlerContext<OperationId>) => Promise<unknown>;
    const input = c.get('input');
    const replyHints: ReplyHints = {};
    const data = await handler({
      operationId: id,
      query: input.query as never,
      body: input.body as never,
      viewer: c.get('viewer'),
      bearer,
      ip: c.get('ip'),
      origin: c.req.header('origin'),
      search: new URLSearchParams(url.searchParams),
      path: route.path,
      services,
      log: services.logger.child({ requestId, operation: id }),
      db: c.get('db'),
      replyHints,
    });

    if (schemas.noContent) return new Response(null, { status: 204, headers });
    if (route.csv) return csvResponse(String(data), replyHints.filename ?? `${id}.csv`, headers);
    const text = data instanceof JsonText ? replyParts(data) : JSON.stringify({ data });
    const body = cacheKey
      ? replyCache.set(
          cacheKey,
          typeof text === 'string' ? Buffer.from(text) : text,
          generation,
          scopeOf(id, input.query, replyHints),
        )
      : text;
    return jsonResponse(body, c.req.header('accept-encoding'), headers, c.env?.outgoing);
  };
}
