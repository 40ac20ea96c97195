import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { API_BASE_PATH, type OperationId, type Route } from '@momento/contract';
import type { ErrorHandler, MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';
import { requestId as honoRequestId } from 'hono/request-id';
import type { z } from 'zod';
import { withCatalogOrigin } from '../db/catalogOrigin.ts';
import type { Queryable } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { CATALOGUE_NEUTRAL_WRITES } from '../catalogue/cache.ts';
import { forwardedHttps } from './clientAddress.ts';
import type { Services, Viewer } from '../context.ts';
import { ApiError } from '../errors.ts';
import {
  authenticateUser,
  bearerOf,
  errorReply,
  readBody,
  requestBodyRule,
  type RequestBody,
} from './pipeline.ts';

// The server's cross-cutting concerns as Hono middleware, one function each; app.ts puts them in order. The steps of
// a contract operation (find it, authenticate, validate, limit, run) are in operations.ts.

/** The operation a request was matched to (set by operations.ts's findOperation). */
export type FoundOperation = {
  id: OperationId;
  route: Route;
  schemas: { query: z.ZodType; body: z.ZodType; noContent?: boolean };
  url: URL;
  /** The request path relative to the API base. */
  path: string;
};

/** What the middleware of a request hands on to the next (each set by the step that knows it). */
export type AppEnv = {
  /** The Node response (@hono/node-server's bindings), absent when the app is called without a server (app.request). */
  Bindings: { outgoing?: ServerResponse };
  Variables: {
    requestId: string;
    /** The reply carries x-request-id already (adding a header to a finished reply is costly, see http/reply.ts). */
    requestIdSent?: boolean;
    /** Headers every reply of the request carries, error replies too (CORS, HSTS), as the steps learn them. */
    replyHeaders?: Record<string, string>;
    /** The Authorization header's bearer token, read once for every route. */
    bearer: string | null;
    viewer: Viewer | null;
    body: RequestBody;
    operation: FoundOperation;
    input: { query: unknown; body: unknown };
    /** The reply cache's key for the request, once answerFromCache has worked it out (null: not cacheable). */
    replyCacheKey?: string | null;
    ip: string;
    /** The request's transaction for a writing operation; the shared query builder for a read. */
    db: Queryable;
  };
};

/** Adds headers to every later reply of the request (the success reply and any error reply). */
export function addReplyHeaders(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  headers: Record<string, string>,
): void {
  c.set('replyHeaders', { ...c.get('replyHeaders'), ...headers });
}

// ---------------------------------------------------------------------------------------------------------------
// Request id and logging
// ---------------------------------------------------------------------------------------------------------------

/** The caller's own request id is kept when it is a sane one (letters, digits, `_` and `-`, at most 64 of them). */
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Gives each request its id with Hono's request id middleware: the caller's `x-request-id` when it is a sane one
 * (SANE_REQUEST_ID), a random UUID otherwise. Hono's own check of the incoming header is looser (it also takes `=`,
 * and up to 255 characters), so the header is read by the generator, which holds this rule; and the reply's
 * `x-request-id` is written by requestLog below, not by Hono (`headerName: ''`), because most replies carry it
 * already (`requestIdSent`: adding a header to a finished reply is costly, see http/reply.ts).
 */
export const requestId: MiddlewareHandler<AppEnv> = honoRequestId({
  headerName: '',
  generator: (c) => {
    const incoming = c.req.header('x-request-id');
    return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
});

/** Answers the request's id (unless its reply carries it already) and logs the request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.get('requestId');
    const started = performance.now();
    await next();
    if (!c.get('requestIdSent')) c.res.headers.set('x-request-id', requestId);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Security headers
// ---------------------------------------------------------------------------------------------------------------

/**
 * Every JSON reply carries JSON_HEADERS (pipeline.ts: no sniffing, no framing, no scripts, no referrer). Behind a TLS
 * front (a trusted proxy that says the request came over https), browsers are also told to stay on https. Not Hono's
 * secure-headers middleware: its HSTS is fixed when the app is built (this one depends on the request's trusted
 * X-Forwarded-Proto), and it sets its headers on the reply after the route answered, which a reply written straight
 * to the socket never sees (http/reply.ts) and which rebuilds every other reply.
 */
export function securityHeaders(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (forwardedHttps(c.req.header('x-forwarded-proto'), services.config.trustProxyHops)) {
      addReplyHeaders(c, { 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
    }
    await next();
  };
}

// ---------------------------------------------------------------------------------------------------------------
// CORS
// ---------------------------------------------------------------------------------------------------------------

/** What a site or partner origin may send and read (the request id both ways, Retry-After of a 429). */
const CORS_ALLOW_HEADERS = ['authorization', 'content-type', 'x-request-id'];
const CORS_EXPOSE_HEADERS = ['x-request-id', 'retry-after'];
const SITE_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
const CORS_MAX_AGE = 600;

/** `partnerMethod`'s allowed methods: a read's GET, or the one method a partner may use, with the preflight's OPTIONS. */
const partnerMethods = (partnerMethod: string): string[] =>
  partnerMethod === 'GET' ? ['GET', 'OPTIONS'] : [partnerMethod, 'OPTIONS'];

/**
 * The CORS headers for an origin: the site's origins (CORS_ORIGINS) may call everything with credentials; partner
 * origins (the ACTIVE partners' exact origins, services.partners: docs/rules/partners.md) may make `partnerMethod` calls, never with credentials:
 * public reads, and the operations a partner widget's embed token may call (`embed: true`, and the live events
 * stream), with the `authorization` header (docs/embed-sign-in.md). `partnerMethod` is null for anything else.
 *
 * These are the headers of the actual replies, added to the reply as it is built (replyHeaders), not Hono's cors
 * middleware (which answers the preflights below): Hono's sets its headers on `c.res` after the route has answered,
 * which a reply written straight to the socket never sees (http/reply.ts) and which rebuilds every other reply; and
 * a partner's headers are known only once the operation is found from the body (findOperation widens them).
 */
export function corsHeaders(
  services: Services,
  origin: string | undefined,
  partnerMethod: string | null,
): Record<string, string> {
  if (!origin) return {};
  const { corsOrigins } = services.config;
  if (corsOrigins.includes(origin)) {
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': SITE_METHODS.join(', '),
      'access-control-allow-headers': CORS_ALLOW_HEADERS.join(', '),
      'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(', '),
      'access-control-max-age': String(CORS_MAX_AGE),
      vary: 'origin',
    };
  }
  if (partnerMethod && services.partners.has(origin)) {
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': partnerMethods(partnerMethod).join(', '),
      'access-control-allow-headers': CORS_ALLOW_HEADERS.join(', '),
      'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(', '),
      'access-control-max-age': String(CORS_MAX_AGE),
      vary: 'origin',
    };
  }
  return { vary: 'origin' };
}

/**
 * Which calls partner origins may make on a route: every one ('always', the live events stream), none ('never'), or
 * those the function says (the contract operations, by method and URL: the body is not read yet).
 */
export type PartnerCalls = 'always' | 'never' | ((method: string, url: URL) => boolean);

/** The method a preflight asks about (GET when it names none). */
const preflightMethod = (c: Parameters<MiddlewareHandler<AppEnv>>[0]): string =>
  (c.req.header('access-control-request-method') ?? 'GET').toUpperCase();

/**
 * The preflight answers, by Hono's cors middleware: one for the site's origins (with credentials), one for partner
 * origins (without), whose origin is a function of the partner registry at request time and of the call asked about.
 */
function preflights(
  services: Services,
  partners: PartnerCalls,
): {
  site: MiddlewareHandler;
  partner: MiddlewareHandler;
  partnerMay: (method: string, url: URL) => boolean;
} {
  const partnerMay = (method: string, url: URL): boolean =>
    partners === 'always' || (typeof partners === 'function' && partners(method, url));
  const shared = {
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: CORS_MAX_AGE,
  };
  return {
    partnerMay,
    site: honoCors({
      ...shared,
      origin: (origin) => (services.config.corsOrigins.includes(origin) ? origin : null),
      allowMethods: SITE_METHODS,
      credentials: true,
    }),
    partner: honoCors({
      ...shared,
      origin: (origin, c) =>
        services.partners.has(origin) && partnerMay(preflightMethod(c), new URL(c.req.url)) ? origin : null,
      allowMethods: (_origin, c) => partnerMethods(preflightMethod(c)),
    }),
  };
}

/**
 * The request's CORS headers. A preflight is answered here, for the method the browser asks about: by Hono's cors
 * middleware for a site origin or a partner origin that may make the call; an origin that may not gets no CORS
 * headers at all (Hono's would still send its allowed headers, methods and max age), so that one is answered here. A
 * contract operation's request gets the headers of a call partners may not make; findOperation widens them once it
 * knows the operation is one they may.
 */
export function cors(services: Services, partners: PartnerCalls = 'never'): MiddlewareHandler<AppEnv> {
  const answer = preflights(services, partners);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method.toUpperCase() === 'OPTIONS') {
      c.set('requestIdSent', true);
      c.header('x-request-id', c.get('requestId'));
      if (origin && services.config.corsOrigins.includes(origin)) return answer.site(c, next);
      if (
        origin &&
        services.partners.has(origin) &&
        answer.partnerMay(preflightMethod(c), new URL(c.req.url))
      )
        return answer.partner(c, next);
      return new Response(null, {
        status: 204,
        headers: { 'x-request-id': c.get('requestId'), ...corsHeaders(services, origin, null) },
      });
    }
    addReplyHeaders(
      c,
      corsHeaders(services, origin, partners === 'always' ? c.req.method.toUpperCase() : null),
    );
    await next();
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Authentication
// ---------------------------------------------------------------------------------------------------------------

/** Reads the bearer token once, for every route (verified only by the routes that need a user). */
export const readBearer: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('bearer', bearerOf(c));
  await next();
};

/**
 * A route for signed-in users only: the viewer behind the bearer token, 401 without a valid one. `embed`: a partner
 * widget's embed token may use it too, from its own origin.
 */
export function signedIn(
  services: Services,
  { embed = false }: { embed?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      'viewer',
      await authenticateUser(services, c.get('bearer'), { origin: c.req.header('origin'), embed }),
    );
    await next();
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Body parsing
// ---------------------------------------------------------------------------------------------------------------

/**
 * Reads a writing request's JSON body within its operation's limit (the route's `maxBody`: 413 beyond, counted as the
 * body arrives); not-JSON is refused later, at validation.
 */
export const parseBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const { limit } = requestBodyRule(
    c.req.method,
    url.pathname.slice(API_BASE_PATH.length) || '/',
    url.searchParams.get('action'),
  );
  c.set('body', await readBody(c, limit));
  await next();
};

// ---------------------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------------------

/**
 * The one place that answers what a request throws (Hono calls it for a throw at any step): an ApiError as itself, a
 * database error that bad input can cause as its 4xx, anything else logged and answered 500, with the request's
 * reply headers (CORS, HSTS).
 */
export function replyError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    c.set('requestIdSent', true);
    return errorReply(error, c.get('requestId') ?? randomUUID(), logger, c.get('replyHeaders'));
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The write transaction
// ---------------------------------------------------------------------------------------------------------------

/**
 * The cart's writes that run without the request's transaction (runWrite below): each of their writes is one
 * statement, atomic by itself, or a transaction they open (inTransaction), so a request costs no BEGIN and COMMIT
 * round trips and holds no transaction while it waits its turns on the server's thread. Their statements that write
 * the catalogue outside a transaction set the write's catalogue origin themselves.
 */
export const CART_OWN_TRANSACTIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'cartAdd',
  'cartRemove',
]);

/**
 * Runs `run` in one transaction (an ApiError with `commit` keeps its work and is thrown after the commit; the
 * operations of CART_OWN_TRANSACTIONS without one: their writes are atomic statements or transactions of their own),
 * then has the catalogue caches read what it changed from the change log unless the operation cannot touch them
 * (CATALOGUE_NEUTRAL_WRITES). On PostgreSQL the catalogue triggers notify every server; this one reads the log at
 * commit, so it tags its write with its origin and its listener skips that notification (migration 0004).
 */
/**
 * Writes that change the partners: this process's partner registry reads them at commit, before the reply, so the
 * admin's next request (and everyone's on this process) already sees the change; other processes follow within
 * PARTNER_REFRESH_MS (partners/registry.ts).
 */
const PARTNER_WRITES: ReadonlySet<OperationId> = new Set<OperationId>([
  'adminPartnerCreate',
  'adminPartnerUpdate',
  'adminPartnerDelete',
]);

async function runWrite(
  services: Services,
  id: OperationId,
  run: (db: Queryable) => Promise<void>,
): Promise<void> {
  const clears = !CATALOGUE_NEUTRAL_WRITES.has(id);
  const tagged = clears && services.database.kind === 'postgres';
  if (CART_OWN_TRANSACTIONS.has(id)) {
    // Its writes are single statements or transactions of its own (handlers/cart.ts); a transaction it opens takes
    // the origin with its BEGIN.
    const db = services.database.db;
    try {
      await (tagged ? withCatalogOrigin(services.catalog.origin, () => run(db)) : run(db));
    } catch (error) {
      // A refusal wrote nothing; anything else may have come after a committed statement.
      if (clears && !(error instanceof ApiError)) services.catalog.written();
      throw error;
    }
    if (clears) services.catalog.written();
    return;
  }
  let deferred: ApiError | null = null;
  const transaction = () =>
    services.database.db.transaction().execute(async (trx) => {
      try {
        await run(trx);
      } catch (error) {
        if (!(error instanceof ApiError && error.commit)) throw error;
        deferred = error;
      }
    });
  try {
    // The origin is set with the transaction's BEGIN, in the same round trip (db/catalogOrigin.ts).
    await (tagged ? withCatalogOrigin(services.catalog.origin, transaction) : transaction());
  } catch (error) {
    // Not the handler's refusal (rolled back): the commit itself may have failed after the fact, and its
    // notification is skipped, so read the change log to be safe.
    if (tagged && !(error instanceof ApiError)) services.catalog.written();
    throw error;
  }
  // Whatever this write changed reaches the catalogue caches before any read that follows this reply (unless it
  // cannot touch them).
  if (clears) services.catalog.written();
  if (PARTNER_WRITES.has(id)) {
    // Committed: a failed read here leaves the change to the next periodic check rather than failing the reply.
    await services.partners
      .refresh()
      .catch((error: unknown) =>
        services.logger.warn({ err: error }, 'reading the partners after a change failed'),
      );
  }
  if (deferred) throw deferred;
}

/**
 * A read runs on the shared query builder; a write runs the rest of the request in one transaction (but for
 * CART_OWN_TRANSACTIONS). Hono answers a later step's throw (replyError) before `next()` returns here, and leaves the
 * error in `c.error`: throwing it again inside the transaction rolls the transaction back (or commits it, for an
 * ApiError with `commit`). Its reply stands; only a failure of the transaction itself is answered anew.
 */
export function writeTransaction(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method.toUpperCase() === 'GET') {
      c.set('db', services.database.db);
      await next();
      return;
    }
    try {
      await runWrite(services, c.get('operation').id, async (db) => {
        c.set('db', db);
        await next();
        if (c.error) throw c.error;
      });
    } catch (error) {
      if (error !== c.error) throw error;
    }
  };
}
