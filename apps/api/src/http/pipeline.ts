import {
  describeIssue,
  REQUEST_REFUSALS,
  EMBED_REFUSALS,
  JSON_BODY_BYTES,
  bodyLimit,
  mayCall,
  normalizePath,
  routes,
  type OperationId,
  type Route,
} from '@momento/contract';
import type { Context } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { hasLiveAllowance } from '../auth/embedAllowances.ts';
import { verifyAccessToken, type AccessClaims } from '../auth/tokens.ts';
import { loadViewer } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Services, Viewer } from '../context.ts';
import { ApiError, badRequest, forbidden, fromDatabaseError, unauthorized } from '../errors.ts';

// The steps of the request pipeline, one function per concern. app.ts runs them for every operation in this order:
// read the body, find the operation, authenticate, authorise, validate, then run the handler. Identity comes
// before input, so an anonymous caller learns nothing about an operation's field rules (a malformed body without a
// token gets 401, a buyer's malformed body on a seller operation 403); only the body size limit comes first, so
// that an oversized body is refused while it arrives, before it is parsed or kept. A body allowed above
// JSON_BODY_BYTES (the ticket forms, the profile photo) is read only after the caller's access token has been checked
// (checkLargeBodyCaller: signed, unexpired, a user's), so an anonymous caller cannot make the server take in
// megabytes before its 401; the full authentication (the user, the session) stays at its own step.

/**
 * Headers of every JSON reply. The API serves data, never documents: nothing it answers may run as a page or in a
 * frame (CSP `default-src 'none'`, `frame-ancestors 'none'`), be sniffed into another type (nosniff), or leak the
 * caller's URL onward (referrer policy).
 */
export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

/** The error envelope `{ error: { code, message } }` with the error's status. */
export function errorResponse(
  error: ApiError,
  requestId: string,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error: { code: error.code, message: error.message } }), {
    status: error.status,
    headers: { ...JSON_HEADERS, 'x-request-id': requestId, ...error.headers, ...extra },
  });
}

/**
 * The one reply to anything a request throws: an ApiError as itself, a database error that bad input can cause as
 * its 4xx, anything else logged and answered 500 without details.
 */
export function errorReply(
  error: unknown,
  requestId: string,
  log: Logger,
  extra: Record<string, string> = {},
): Response {
  const known = error instanceof ApiError ? error : fromDatabaseError(error);
  if (known) return errorResponse(known, requestId, extra);
  log.error({ err: error, requestId }, 'request failed');
  return errorResponse(new ApiError('INTERNAL'), requestId, extra);
}

export function bearerOf(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Where a request comes from and whether its target takes a partner widget's embed token (`embed: true`). */
export type Caller = { origin: string | undefined; embed: boolean };

/**
 * A partner widget's embed token (docs/embed-sign-in.md) counts only when sent from the partner origin it was issued
 * for (a copied token is useless elsewhere: browsers set Origin, scripts on other pages cannot forge it) and that
 * origin is still an ACTIVE partner's (the partner registry, current on every process within seconds); then only for the operations it may call.
 */
function checkEmbedToken(services: Services, tokenOrigin: string, caller: Caller): void {
  const partner = services.partners.has(tokenOrigin);
  if (caller.origin !== tokenOrigin || !partner) throw unauthorized(EMBED_REFUSALS.otherSite);
  if (!caller.embed) throw forbidden(EMBED_REFUSALS.notEmbed);
}

/**
 * An embed token counts only while its user still allows its origin: revoking the site in the account area, or the
 * consent lapsing (EMBED_ALLOWANCE_DAYS), ends the site's tokens on their next request, not when they expire (401).
 */
async function checkEmbedAllowance(services: Services, userId: number, tokenOrigin: string): Promise<void> {
  if (!(await hasLiveAllowance(services.database.db, userId, tokenOrigin)))
    throw unauthorized(EMBED_REFUSALS.allowance);
}

/**
 * The signed-in user behind an access token, loaded per request; 401 (TOKEN_EXPIRED or UNAUTHORIZED) otherwise, and
 * for an embed token the checks of checkEmbedToken (401, 403) and checkEmbedAllowance (401). Without a caller, embed
 * tokens are refused.
 */
export async function authenticateUser(
  services: Services,
  bearer: string | null,
  caller: Caller = { origin: undefined, embed: false },
): Promise<Viewer> {
  if (!bearer) throw unauthorized();
  const claims = await verifyAccessToken(services.config, bearer);
  if (claims.scope === 'embed') checkEmbedToken(services, claims.origin ?? '', caller);
  if (claims.scope === 'embed') await checkEmbedAllowance(services, Number(claims.sub), claims.origin ?? '');
  // A site token's session is checked in the same query as its user (ended: TOKEN_EXPIRED).
  const viewer =
    claims.kind === 'user' ? await loadViewer(services.database.db, Number(claims.sub), claims.sid) : null;
  if (!viewer) throw unauthorized();
  // What the widget does is attributed to the partner of that origin (partners/attribution.ts).
  if (claims.scope === 'embed' && claims.origin !== undefined)
    return { ...viewer, embedOrigin: claims.origin };
  return viewer;
}

const USER_LEVELS: ReadonlySet<Route['auth']> = new Set(['user', 'seller', 'activeSeller', 'admin']);

/** Whether an operation can be called without any token (public, and not a refresh call that carries its token). */
export const isAnonymous = (route: Route): boolean => route.auth === 'public' && route.bearer !== 'refresh';

/**
 * Authentication: the viewer of an operation that needs a user (401 without one), a refresh call's token present
 * (its handler checks it), and on a public operation the viewer when a valid token came along (a stale token is
 * ignored there: the read is public anyway).
 */
export async function authenticate(
  services: Services,
  route: Route,
  bearer: string | null,
  origin: string | undefined,
): Promise<Viewer | null> {
  if (route.bearer === 'refresh') {
    if (!bearer) throw unauthorized(REQUEST_REFUSALS.refreshTokenMissing);
    return null;
  }
  if (USER_LEVELS.has(route.auth))
    return authenticateUser(services, bearer, { origin, embed: route.embed === true });
  if (route.auth === 'public' && bearer) {
    try {
      // A public operation answers anyone: a widget's token from its own origin only shapes the reply, like any token.
      return await authenticateUser(services, bearer, { origin, embed: true });
    } catch {
      return null;
    }
  }
  return null;
}

/** Authorisation: the route's auth level against the viewer's permissions (403). */
export function authorise(route: Route, viewer: Viewer | null): void {
  // The contract's rule and texts (mayCall), which the kit's mock server asks as well.
  const refusal = mayCall(route.auth, viewer ?? { isSeller: false, isActiveSeller: false, isAdmin: false });
  if (refusal) throw forbidden(refusal);
}

/** A request body as read: parsed JSON, or a note that it was not JSON (refused at validation, after identity). */
export type RequestBody = { value: unknown; notJson: boolean };

/**
 * What a request may send: `limit`, the largest body in bytes, and `signedIn`, whether only a signed-in user may call
 * it (checkLargeBodyCaller).
 */
export type BodyRule = { limit: number; signedIn: boolean };

/**
 * The body rule of each method, path and action, from the operations they may select (a body value tells some apart,
 * and the body is not read yet): the largest of their limits, signed in only when every one of them needs a user. One
 * lookup per request.
 */
const BODY_RULES: ReadonlyMap<string, BodyRule> = (() => {
  const rules = new Map<string, BodyRule>();
  for (const id of Object.keys(routes) as OperationId[]) {
    const route: Route = routes[id];
    const key = `${route.method} ${route.path} ${route.action ?? ''}`;
    const known = rules.get(key) ?? { limit: 0, signedIn: true };
    rules.set(key, {
      limit: Math.max(known.limit, bodyLimit(route)),
      signedIn: known.signedIn && USER_LEVELS.has(route.auth),
    });
  }
  return rules;
})();

/**
 * The body rule of a request from its method, path (relative to the API base) and `action`: its operations' `maxBody`
 * and whether they need a user; JSON_BODY_BYTES when it names no operation (it is answered 404 after the read).
 */
export function requestBodyRule(method: string, path: string, action: string | null): BodyRule {
  return (
    BODY_RULES.get(`${method.toUpperCase()} ${normalizePath(path)} ${action ?? ''}`) ?? {
      limit: JSON_BODY_BYTES,
      signedIn: false,
    }
  );
}

/** A 401 that closes the connection, as the 413 does (tooLarge): the body it refuses is never read. */
const refusedUnread = (error: ApiError): ApiError =>
  new ApiError(error.code, error.message, {
    status: error.status,
    headers: { ...error.headers, connection: 'close' },
  });

/**
 * Before reading a body allowed above JSON_BODY_BYTES on an operation that needs a user: the bearer token must be a
 * user's access token, signed by this server and unexpired (verifyAccessToken, cached per token, no database). Any
 * other caller is answered 401 (TOKEN_EXPIRED for an expired token, so the client refreshes) at once, unread.
 */
export async function checkLargeBodyCaller(
  config: Config,
  bearer: string | null,
  rule: BodyRule,
): Promise<void> {
  if (rule.limit <= JSON_BODY_BYTES || !rule.signedIn) return;
  if (!bearer) throw refusedUnread(unauthorized());
  let claims: AccessClaims;
  try {
    claims = await verifyAccessToken(config, bearer);
  } catch (error) {
    throw error instanceof ApiError ? refusedUnread(error) : error;
  }
  if (claims.kind !== 'user') throw refusedUnread(unauthorized());
}

/**
 * 413 for a body above `limit`. The reply closes the connection: the rest of the body is never read, and a client
 * still sending it learns at once that it is refused.
 */
export const tooLarge = (limit: number): ApiError =>
  new ApiError('PAYLOAD_TOO_LARGE', REQUEST_REFUSALS.tooLarge(limit), { headers: { connection: 'close' } });

/**
 * A request's body as bytes, at most `limit` of them, through Hono's body limit: a declared Content-Length above it is
 * refused before reading, and a body without one (chunked) is counted as it arrives and refused as soon as it passes
 * the limit, so that an oversized body never sits in memory. Reading stops there; the 413 closes the connection
 * (tooLarge).
 */
export async function readLimited(c: Context, limit: number): Promise<Uint8Array> {
  let body = new Uint8Array(0);
  const limited = honoBodyLimit({
    maxSize: limit,
    onError: () => {
      throw tooLarge(limit);
    },
  });
  await limited(c, async () => {
    // Hono's body limit hands on the request as it came (a declared length within the limit) or its counted copy.
    if (c.req.raw.body) body = new Uint8Array(await c.req.raw.arrayBuffer());
  });
  return body;
}

/** Reads a writing request's JSON body within `limit` bytes (readLimited: 413 beyond, counted as it arrives). */
export async function readBody(c: Context, limit: number): Promise<RequestBody> {
  const method = c.req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return { value: undefined, notJson: false };
  const raw = await readLimited(c, limit);
  const text = raw.byteLength > 0 ? new TextDecoder().decode(raw) : '';
  if (text.trim() === '') return { value: undefined, notJson: false };
  try {
    return { value: JSON.parse(text), notJson: false };
  } catch {
    return { value: undefined, notJson: true };
  }
}

/** Query parameters as a plain object for zod (`action` is part of the route, not of the query schema). */
function queryObject(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) if (key !== 'action') out[key] = value;
  return out;
}

/** Validation: the query and body against the operation's contract schemas (400 with the first issue). */
export function validate(
  operation: { query: z.ZodType; body: z.ZodType },
  search: URLSearchParams,
  body: RequestBody,
): { query: unknown; body: unknown } {
  if (body.notJson) throw badRequest(REQUEST_REFUSALS.notJson);
  const query = operation.query.safeParse(queryObject(search));
  if (!query.success) throw badRequest(describeIssue(query.error, 'query'));
  const parsedBody = operation.body.safeParse(body.value);
  if (!parsedBody.success) throw badRequest(describeIssue(parsedBody.error, 'body'));
  return { query: query.data, body: parsedBody.data };
}
