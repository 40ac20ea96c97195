import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  API_BASE_PATH,
  ERROR_MESSAGES,
  LIVE_EVENTS_PATH,
  matchRoute,
  operations,
  routes,
  type OperationId,
  type Route,
} from '@momento/contract';
import { Hono, type Context } from 'hono';
import { decodeJwt } from 'jose';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from './db/schema.ts';
import { handlers } from './handlers/index.ts';
import type { HandlerContext, Services } from './http/context.ts';
import { CACHEABLE_OPERATIONS, CATALOGUE_NEUTRAL_WRITES, gzipOfReply, type CachedReply } from './http/cache.ts';
import { ApiError, notFound } from './http/errors.ts';
import { JsonText, replyBytes } from './http/json.ts';
import { enforceAbuseLimit } from './http/abuseLimits.ts';
import { authenticate, authenticateUser, authorise, bearerOf, errorReply, errorResponse, JSON_HEADERS, readBody, validate, type RequestBody } from './http/pipeline.ts';
import { IMAGE_CACHE_CONTROL, STORED_WIDTHS } from './images/images.ts';
import { oneClickUnsubscribe } from './notifications/oneClick.ts';
import { outboxHtml } from './mail/outboxHtml.ts';
import { testPaymentRoutes } from './payments/testRoutes.ts';

type Env = { Variables: { requestId: string; requestIdSent?: boolean } };

const gzipAsync = promisify(gzip);

/** Replies smaller than this go uncompressed (gzip would save little and cost a round trip to the thread pool). */
const GZIP_MIN_BYTES = 1024;

/** Whether an Accept-Encoding header allows gzip (RFC 9110: `gzip` or `*` with a q above 0, and `gzip` not refused). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

/**
 * A JSON reply, gzip'd for clients that accept it (a page of 20 listings is ~28 KB raw, a few KB compressed). Built with
 * a plain header object and a finished body, so that @hono/node-server writes it straight to the socket (touching a
 * Response's headers or body afterwards would turn it into a streamed WHATWG Response: most of a search's cost).
 * A cached reply keeps its gzip, so each cached page is compressed once.
 */
async function jsonResponse(
  body: string | Buffer | CachedReply,
  acceptEncoding: string | undefined,
  headers: Record<string, string>,
): Promise<Response> {
  const entry = typeof body === 'object' && !Buffer.isBuffer(body) ? body : null;
  const raw = entry ? entry.body : (body as string | Buffer);
  const vary = headers['vary'] ? `${headers['vary']}, accept-encoding` : 'accept-encoding';
  const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
  if (size >= GZIP_MIN_BYTES && acceptsGzip(acceptEncoding)) {
    const zipped = entry ? gzipOfReply(entry, gzipAsync) : gzipAsync(raw);
    return new Response((await zipped) as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...JSON_HEADERS, ...headers, vary, 'content-encoding': 'gzip' } });
  }
  return new Response(typeof raw === 'string' ? raw : (raw as Uint8Array<ArrayBuffer>), { status: 200, headers: { ...JSON_HEADERS, ...headers, vary } });
}

/**
 * Runs a writing request in one transaction (an ApiError with `commit` keeps its work and is thrown after the
 * commit), then has the catalogue caches read what it changed from the change log unless the operation cannot touch
 * them (CATALOGUE_NEUTRAL_WRITES). On PostgreSQL the catalogue triggers notify every server; this one reads the log
 * at commit, so it tags its write with its origin and its listener skips that notification (migration 0004).
 */
async function writeTransaction(services: Services, id: OperationId, run: (trx: Transaction<DB>) => Promise<unknown>): Promise<unknown> {
  const clears = !CATALOGUE_NEUTRAL_WRITES.has(id);
  const tagged = clears && services.database.kind === 'postgres';
  let deferred: ApiError | null = null;
  let data: unknown;
  try {
    data = await services.database.db.transaction().execute(async (trx) => {
      if (tagged) await sql`SELECT set_config('momento.catalog_origin', ${services.catalog.origin}, true)`.execute(trx);
      try {
        return await run(trx);
      } catch (error) {
        if (!(error instanceof ApiError && error.commit)) throw error;
        deferred = error;
        return undefined;
      }
    });
  } catch (error) {
    // Not the handler's refusal (rolled back): the commit itself may have failed after the fact, and its
    // notification is skipped, so read the change log to be safe.
    if (tagged && !(error instanceof ApiError)) await services.catalog.changed();
    throw error;
  }
  // Whatever this write changed must reach the catalogue caches before this reply (unless it cannot touch them).
  if (clears) await services.catalog.changed();
  if (deferred) throw deferred;
  return data;
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * CORS (ARCHITECTURE.md): the site's origins (CORS_ORIGINS) may call everything with credentials; partner origins
 * (PARTNER_ORIGINS, '*' by default) may only read public operations, without credentials.
 */
function corsHeaders(services: Services, origin: string | undefined, publicRead: boolean): Record<string, string> {
  if (!origin) return {};
  const { corsOrigins, partnerOrigins } = services.config;
  if (corsOrigins.includes(origin)) {
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type, x-request-id',
      'access-control-expose-headers': 'x-request-id, retry-after',
      'access-control-max-age': '600',
      vary: 'origin',
    };
  }
  if (publicRead && (partnerOrigins.includes('*') || partnerOrigins.includes(origin))) {
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'content-type, x-request-id',
      'access-control-expose-headers': 'x-request-id',
      'access-control-max-age': '600',
      vary: 'origin',
    };
  }
  return { vary: 'origin' };
}

/** Builds the HTTP application: the API under /api/v1, dispatched through the contract's route table. */
export function createApp(services: Services) {
  const { config, database, storage, logger } = services;
  const app = new Hono<Env>();
  const replyCache = services.catalog.replies;

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    // The API's replies carry it already (adding a header to a finished reply is costly, see jsonResponse).
    if (!c.get('requestIdSent')) c.res.headers.set('x-request-id', requestId);
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
      'request',
    );
  });

  const api = new Hono<Env>();

  api.get('/health', (c) => c.json({ data: { status: 'ok' } }));

  // Images are immutable (content hash in the name): cache for a year.
  api.get('/images/:file', async (c) => {
    const file = c.req.param('file');
    const match = /^([0-9a-f]{16,64})-(\d{2,4})\.jpg$/.exec(file);
    if (!match || !STORED_WIDTHS.includes(Number(match[2]) as (typeof STORED_WIDTHS)[number])) {
      return errorResponse(notFound('No such image.'), c.get('requestId'));
    }
    const etag = `"${file}"`;
    // The same headers whichever store holds the image (disk or object storage): the key never changes meaning.
    const headers: Record<string, string> = {
      'content-type': 'image/jpeg',
      'cache-control': IMAGE_CACHE_CONTROL,
      etag,
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    };
    const blob = await storage.open(file);
    if (!blob) return errorResponse(notFound('No such image.'), c.get('requestId'));
    if (c.req.header('if-none-match') === etag) {
      await blob.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    if (blob.size !== null) headers['content-length'] = String(blob.size);
    return new Response(blob.body, { status: 200, headers });
  });

  // A ticket's supporting document, for its seller (and admins) only. Whatever its type, it is a download: never
  // shown inline, never sniffed into something runnable, never framed or scripted (a PDF with JavaScript, an HTML
  // page named .txt).
  api.get('/documents/:file', async (c) => {
    const requestId = c.get('requestId');
    try {
      const file = c.req.param('file');
      if (!/^doc-[0-9a-f]{40}\.(pdf|png|jpg|jpeg|txt|xls|xlsx|doc|docx)$/.test(file)) throw notFound('No such document.');
      const viewer = await authenticateUser(services, bearerOf(c));
      const document = await database.db
        .selectFrom('ticket_documents as d')
        .innerJoin('tickets as t', 't.id', 'd.ticket_id')
        .select(['d.name', 'd.mime', 't.seller_id'])
        .where('d.storage_key', '=', file)
        .where('d.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!document || (document.seller_id !== viewer.id && !viewer.isAdmin)) throw notFound('No such document.');
      // Streamed from the store (documents go up to 5 MB): the process never holds a whole one.
      const blob = await storage.open(file);
      if (!blob) throw notFound('No such document.');
      const filename = document.name.replace(/[^\w.\- ]+/g, '_');
      return new Response(blob.body, {
        status: 200,
        headers: {
          ...(blob.size !== null ? { 'content-length': String(blob.size) } : {}),
          'content-type': document.mime,
          'content-disposition': `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
          'cache-control': 'private, no-store',
          'x-request-id': requestId,
        },
      });
    } catch (error) {
      return errorReply(error, requestId, logger);
    }
  });

  // Live updates: one server-sent events stream per signed-in tab (src/live/hub.ts). Not a JSON operation of the
  // route table: it answers text/event-stream until the client leaves or its access token expires.
  api.get(LIVE_EVENTS_PATH, async (c) => {
    const requestId = c.get('requestId');
    const cors = corsHeaders(services, c.req.header('origin'), false);
    try {
      const bearer = bearerOf(c);
      const viewer = await authenticateUser(services, bearer);
      const exp = decodeJwt(bearer as string).exp;
      const resume = Number(c.req.header('last-event-id') ?? c.req.query('last_event_id') ?? Number.NaN);
      return services.live.open(viewer.id, Number.isSafeInteger(resume) ? resume : null, exp ? exp * 1000 - Date.now() : 15 * 60_000, {
        'x-request-id': requestId,
        ...cors,
      });
    } catch (error) {
      return errorReply(error, requestId, logger, cors);
    }
  });

  // One-click unsubscribe as mail clients send it (RFC 8058: a form body `List-Unsubscribe=One-Click`, which the JSON
  // pipeline would refuse); a JSON or empty POST (the site's page) goes on to the contract operation `unsubscribe`.
  api.post('/notifications/unsubscribe.php', async (c, next) => {
    const reply = await oneClickUnsubscribe(c.req.raw, services, c.get('requestId'));
    if (reply) return reply;
    await next();
  });

  // The development outbox's rendered HTML mails as pages (absent in production), to see them as a reader would.
  if (config.nodeEnv !== 'production') api.get('/dev/outbox/:id/html', (c) => outboxHtml(database.db, c.req.param('id')));

  // The test payment provider's capture step (part 2; not a contract operation, absent with PayPal or in production).
  if (config.payment.provider === 'test' && config.nodeEnv !== 'production') api.route('/dev/test-payments', testPaymentRoutes(services));

  api.all('*', async (c) => {
    const requestId = c.get('requestId');
    const url = new URL(c.req.url);
    const path = url.pathname.slice(API_BASE_PATH.length) || '/';
    const method = c.req.method.toUpperCase();
    const origin = c.req.header('origin');
    c.set('requestIdSent', true);

    // Preflight: answer for the method the browser asks about.
    if (method === 'OPTIONS') {
      const wanted = c.req.header('access-control-request-method') ?? 'GET';
      const id = matchRoute(wanted, path, url.searchParams);
      const publicRead = wanted.toUpperCase() === 'GET' && id !== undefined && (routes[id] as Route).auth === 'public';
      return new Response(null, { status: 204, headers: { 'x-request-id': requestId, ...corsHeaders(services, origin, publicRead) } });
    }

    // Behind a TLS front (a trusted proxy that says the request came over https), browsers are told to stay on https.
    const hsts: Record<string, string> =
      config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
    const cors = (id: OperationId | undefined): Record<string, string> => ({
      ...corsHeaders(services, origin, method === 'GET' && id !== undefined && (routes[id] as Route).auth === 'public'),
      ...hsts,
    });

    let id: OperationId | undefined;
    try {
      const body: RequestBody = await readBody(c);
      const found = matchRoute(method, path, url.searchParams, body.value);
      const route: Route | undefined = found ? routes[found] : undefined;
      if (!found || !route || (route.devOnly && config.nodeEnv === 'production')) throw notFound(ERROR_MESSAGES.NOT_FOUND);
      id = found;
      const handler = handlers[id] as ((ctx: HandlerContext<OperationId>) => Promise<unknown>) | undefined;
      if (!handler) throw new ApiError('NOT_FOUND', 'This operation is not available yet.');
      const operation = operations[id] as { query: z.ZodType; body: z.ZodType; noContent?: boolean };

      const bearer = bearerOf(c);
      const viewer = await authenticate(services, route, bearer);
      authorise(route, viewer);
      const input = validate(operation, url.searchParams, body);
      const ip = clientIp(c, config.trustProxy);
      await enforceAbuseLimit(services, id, viewer, ip);

      const base = {
        operationId: id,
        query: input.query as never,
        body: input.body as never,
        viewer,
        bearer,
        ip,
        search: new URLSearchParams(url.searchParams),
        path: route.path,
        services,
        log: logger.child({ requestId, operation: id }),
      };

      let data: unknown;
      const cacheKey = method === 'GET' && !bearer && CACHEABLE_OPERATIONS.has(id) ? `${path}?${url.searchParams.toString()}` : null;
      const generation = replyCache.generation;
      if (cacheKey) {
        const cached = replyCache.get(cacheKey);
        if (cached) return await jsonResponse(cached, c.req.header('accept-encoding'), { 'x-request-id': requestId, 'x-cache': 'hit', ...cors(id) });
      }
      if (method === 'GET') {
        data = await handler({ ...base, db: database.db });
      } else {
        data = await writeTransaction(services, id, (trx) => handler({ ...base, db: trx }));
      }

      if (operation.noContent) return new Response(null, { status: 204, headers: { 'x-request-id': requestId, ...cors(id) } });
      const text = data instanceof JsonText ? replyBytes(data) : JSON.stringify({ data });
      return await jsonResponse(cacheKey ? replyCache.set(cacheKey, typeof text === 'string' ? Buffer.from(text) : text, generation) : text, c.req.header('accept-encoding'), {
        'x-request-id': requestId,
        ...cors(id),
      });
    } catch (error) {
      return errorReply(error, requestId, logger, cors(id));
    }
  });

  app.route(API_BASE_PATH, api);
  app.notFound((c) => errorResponse(notFound(), c.get('requestId') ?? randomUUID()));
  app.onError((error, c) => {
    logger.error({ err: error }, 'unhandled error');
    return errorResponse(new ApiError('INTERNAL'), c.get('requestId') ?? randomUUID());
  });
  return app;
}
