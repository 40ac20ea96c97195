import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, LIVE_EVENTS_PATH } from '@momento/contract';
import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import type { Services } from './context.ts';
import { notFound } from './errors.ts';
import { serveDocument, serveImage } from './http/files.ts';
import {
  cors,
  parseBody,
  readBearer,
  replyError,
  requestId,
  requestLog,
  securityHeaders,
  signedIn,
  writeTransaction,
  type AppEnv,
} from './http/middleware.ts';
import {
  abuseLimit,
  answerFromCache,
  authenticateOperation,
  findOperation,
  isPartnerCall,
  largeBodyCaller,
  runOperation,
  validateInput,
} from './http/operations.ts';
import { errorResponse } from './http/pipeline.ts';
import { outboxHtml } from './notifications/outboxHtml.ts';
import { oneClickUnsubscribe } from './http/oneClick.ts';
import { testPaymentRoutes } from './http/testPayments.ts';

/**
 * Builds the HTTP application: the API under /api/v1. Every request gets an id and a log line; a few routes serve
 * files and streams; everything else is a contract operation, dispatched through the contract's route table by the
 * pipeline at the end. What any step throws is answered in one place (replyError).
 */
export function createApp(services: Services) {
  const { config, database, logger } = services;
  const app = new Hono<AppEnv>();
  const api = new Hono<AppEnv>();

  app.use('*', requestId, requestLog(logger));
  api.use('*', readBearer);

  api.get('/health', (c) => c.json({ data: { status: 'ok' } }));
  api.get('/images/:file', serveImage(services));
  api.get('/documents/:file', serveDocument(services));

  // Live updates: one server-sent events stream per signed-in tab (src/live/hub.ts), open until the client leaves,
  // its access token expires or the session (or partner consent) it rests on ends. Not a JSON operation of the route
  // table. Partner widgets follow it with their embed token (their offers and messages, live).
  api.options(LIVE_EVENTS_PATH, cors(services, 'always'));
  api.get(LIVE_EVENTS_PATH, cors(services, 'always'), signedIn(services, { embed: true }), (c) => {
    // Verified by signedIn: a site token's stream is tagged with its session and a partner widget's with its origin,
    // so that ending the session or revoking the site closes it (publishStreamEnd).
    const { exp, scope, origin } = decodeJwt(c.get('bearer') as string);
    const resume = Number(c.req.header('last-event-id') ?? c.req.query('last_event_id') ?? Number.NaN);
    c.set('requestIdSent', true);
    const viewer = c.get('viewer')!;
    return services.live.open(
      c,
      viewer.id,
      Number.isSafeInteger(resume) ? resume : null,
      exp ? exp * 1000 - Date.now() : 15 * 60_000,
      { 'x-request-id': c.get('requestId'), ...c.get('replyHeaders') },
      {
        admin: viewer.isAdmin,
        ...(viewer.session === undefined ? {} : { sid: viewer.session }),
        ...(scope === 'embed' && typeof origin === 'string' ? { origin } : {}),
      },
    );
  });

  // One-click unsubscribe as mail clients send it (RFC 8058: a form body `List-Unsubscribe=One-Click`, which the JSON
  // pipeline would refuse); a JSON or empty POST (the site's page) goes on to the contract operation `unsubscribe`.
  api.post('/notifications/unsubscribe.php', async (c, next) => {
    const reply = await oneClickUnsubscribe(c, services, c.get('requestId'));
    if (reply) return reply;
    await next();
  });

  // The development helpers exist only with DEV_ROUTES=1 (config.ts; never in production): the outbox's rendered HTML
  // mails as pages, to see them as a reader would, and the test payment provider's capture step (not a contract
  // operation; the test provider needs DEV_ROUTES).
  if (config.devRoutes) {
    api.get('/dev/outbox/:id/html', (c) => outboxHtml(database.db, c.req.param('id')));
    if (config.payment.provider === 'test') api.route('/dev/test-payments', testPaymentRoutes(services));
  }

  // Every contract operation: identity before input (http/pipeline.ts), a write in one transaction.
  api.all(
    '*',
    securityHeaders(services),
    cors(services, isPartnerCall),
    largeBodyCaller(services),
    parseBody,
    findOperation(services),
    answerFromCache(services),
    authenticateOperation(services),
    validateInput,
    abuseLimit(services),
    writeTransaction(services),
    runOperation(services),
  );

  app.route(API_BASE_PATH, api);
  app.notFound((c) => errorResponse(notFound(), c.get('requestId') ?? randomUUID()));
  app.onError(replyError(logger));
  return app;
}
