// The API client: one per provider. It imports only the zod-free route table as values and contract TYPES
// (`import type`), so browser bundles carry no schema code (checked by scripts/bundle-check.mjs).
import type {
  LoginReply,
  OperationBody,
  OperationId,
  OperationQuery,
  OperationReply,
  User,
} from '@momento/contract';
import {
  refreshRoute,
  routeTarget,
  siteRefreshRoute,
  userGetRoute,
  type Route,
} from '@momento/contract/routes';
import { errorTexts } from '../texts.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { SiteGateStore } from '../session/siteGateStore.ts';
import type { TokenReply } from '../session/tokens.ts';
import { ApiError, isAbortError } from './ApiError.ts';

/** An object type with no keys; `NoKeys extends T` holds when T has no required keys. */
type NoKeys = Record<never, never>;

/** Query and body of an operation; each is optional when its type allows `undefined` or has no required keys. */
type Part<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: undefined }
  : undefined extends T
    ? { [K in Key]?: T }
    : NoKeys extends T
      ? { [K in Key]?: T }
      : { [K in Key]: T };

export type CallInput<Id extends OperationId> = Part<'query', OperationQuery<Id>> &
  Part<'body', OperationBody<Id>>;

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /**
   * The operation's route (`<operation>Route` from `@momento/contract/routes`, e.g. `productRoute`, or the admin area's
   * `adminRoutes[id]`). Each call brings its own, so that a bundle carries the routes it calls and not the whole
   * table; without it the client looks the operation up in its `routes` option.
   */
  route?: Route | undefined;
}

/** `call(id)` may omit the input when neither query nor body is required. */
export type CallArgs<Id extends OperationId> =
  NoKeys extends CallInput<Id>
    ? [input?: CallInput<Id>, options?: CallOptions]
    : [input: CallInput<Id>, options?: CallOptions];

export interface ClientOptions {
  /** Ends in `/api/v1`; relative (`/api/v1`) in a browser, absolute in Node. */
  apiBase: string;
  session: SessionStore;
  /** The site-login gate, when the app has one. */
  siteGate?: SiteGateStore | undefined;
  /** @default globalThis.fetch, looked up per call (so MSW's interception applies) */
  fetch?: typeof fetch | undefined;
  /**
   * Whether requests carry cookies. The site sends them to its own API; the embed passes 'omit' because partner
   * origins get CORS without credentials.
   * @default 'include'
   */
  credentials?: RequestCredentials | undefined;
  /**
   * Routes by operation for calls that bring no `route` (`client.call('venues')`): pass `siteRoutes` to call any of
   * the site's operations by id alone (tests, scripts). The kit's own requests pass their routes and need none.
   */
  routes?: Partial<Record<OperationId, Route>> | undefined;
}

export interface Client {
  readonly apiBase: string;
  readonly session: SessionStore;
  readonly siteGate: SiteGateStore | undefined;
  /** Whether its requests carry cookies (the live stream follows it). Absent: 'include'. */
  readonly credentials?: RequestCredentials;
  /** Calls an operation and resolves with the envelope's `data` (null for 204), or rejects with an ApiError. */
  call<Id extends OperationId>(id: Id, ...args: CallArgs<Id>): Promise<OperationReply<Id>>;
  /** Refreshes the user tokens; concurrent callers share one request. Resolves false when it failed. */
  refresh(): Promise<boolean>;
  /** Refreshes the site gate's tokens; concurrent callers share one request. */
  refreshSiteGate(): Promise<boolean>;
  /** After a reload: a stored refresh token gets fresh tokens and the user's data, else the session is logged out. */
  restoreSession(options?: CallOptions): Promise<void>;
  /** Stores a login reply in the session (user, permissions, tokens; schedules the refresh). */
  signIn(reply: LoginReply): void;
  /**
   * Lets the session's and the gate's refresh timers (5 s before expiry) call this client. Returns the stop
   * function; the provider runs it in an effect so React's strict-mode remounts keep exactly one subscription.
   */
  startAutoRefresh(): () => void;
}

/** `action` first (the route fixes it), then the query; arrays as comma lists (`status=APPROVED,INQUEUE`). */
export function buildUrl(
  apiBase: string,
  route: { path: string; action?: string | undefined },
  query?: object,
): string {
  return `${apiBase.replace(/\/+$/, '')}${routeTarget(route, query)}`;
}

/** Codes for replies that carry no envelope (a proxy's 502, an HTML error page). */
function codeForStatus(status: number): string {
  if (status === 400) return 'VALIDATION';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

async function readReply(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  // A file reply (a route with `csv`): the text itself; a refusal still comes as the JSON envelope.
  if (response.ok && response.headers.get('content-type')?.startsWith('text/csv')) return response.text();
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const envelope = (json && typeof json === 'object' ? json : {}) as {
    data?: unknown;
    error?: { code?: unknown; message?: unknown };
  };
  if (!response.ok || envelope.error) {
    const code =
      typeof envelope.error?.code === 'string' ? envelope.error.code : codeForStatus(response.status);
    const message =
      typeof envelope.error?.message === 'string' && envelope.error.message
        ? envelope.error.message
        : `Request failed with status ${response.status}.`;
    // Retry-After in seconds (the API sends no HTTP dates); read on 429 only, where the kit shows the wait.
    const retryAfter =
      response.status === 429 ? Number(response.headers.get('retry-after') ?? Number.NaN) : Number.NaN;
    throw new ApiError(response.status, code, message, {
      retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null,
    });
  }
  if (!('data' in envelope))
    throw new ApiError(response.status, 'INTERNAL', 'The server sent a reply without data.');
  return envelope.data;
}

/** Creates a client bound to one API base and one session (and optionally one site gate). */
export function createClient({
  apiBase,
  session,
  siteGate,
  fetch: fetchOption,
  credentials = 'include',
  routes,
}: ClientOptions): Client {
  let refreshing: Promise<boolean> | null = null;
  let refreshingGate: Promise<boolean> | null = null;

  async function send(
    route: Route,
    input: { query?: object; body?: unknown } | undefined,
    bearer: string | null,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (bearer) headers['Authorization'] = `Bearer ${bearer}`;
    const hasBody = input?.body !== undefined && route.method !== 'GET';
    if (hasBody) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await (fetchOption ?? globalThis.fetch)(buildUrl(apiBase, route, input?.query), {
        method: route.method,
        headers,
        body: hasBody ? JSON.stringify(input?.body) : null,
        credentials,
        signal: signal ?? null,
      });
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', errorTexts.network);
    }
    return readReply(response);
  }

  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const token = session.refreshToken();
      if (!token) return false;
      try {
        session.setTokens((await send(refreshRoute, undefined, token, undefined)) as TokenReply);
        return true;
      } catch (error) {
        // Section 4: a refresh failure is only logged and raises the refresh error state; the session is cleared.
        console.warn('Momento: token refresh failed', error);
        session.clear({ refreshError: true });
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function refreshSiteGate(): Promise<boolean> {
    if (!siteGate) return Promise.resolve(false);
    const gate = siteGate;
    refreshingGate ??= (async () => {
      const token = gate.refreshToken();
      if (!token) return false;
      try {
        gate.succeed((await send(siteRefreshRoute, undefined, token, undefined)) as TokenReply);
        return true;
      } catch (error) {
        console.warn('Momento: site gate refresh failed', error);
        gate.reset();
        return false;
      }
    })().finally(() => {
      refreshingGate = null;
    });
    return refreshingGate;
  }

  function unauthorized(): never {
    session.markUnauthorized();
    throw new ApiError(401, 'UNAUTHORIZED', errorTexts.unauthorized);
  }

  /** The bearer for an operation, refreshing first when the access token has expired (see docs/rules/permissions.md). */
  async function bearerFor(route: Route): Promise<string | null> {
    if (route.bearer === 'refresh') {
      return route.auth === 'siteGate' ? (siteGate?.refreshToken() ?? null) : session.refreshToken();
    }
    const valid = session.validAccessToken();
    // Public reads carry a valid token when there is one, but never trigger a refresh.
    if (valid || route.auth === 'public') return valid;
    if (session.refreshToken() && (await refresh())) return session.validAccessToken() ?? unauthorized();
    return unauthorized();
  }

  async function call(
    id: OperationId,
    input?: { query?: object; body?: unknown },
    options: CallOptions = {},
  ) {
    const route: Route | undefined = options.route ?? routes?.[id];
    if (!route)
      throw new Error(
        `No route for the operation ${id}: pass it as the call's \`route\` option (\`${id}Route\`)`,
      );
    const bearer = await bearerFor(route);
    try {
      return await send(route, input, bearer, options.signal);
    } catch (error) {
      // A session that cannot refresh (a partner widget's embed session: its site was revoked, or is no partner any
      // more) ends when the server refuses its token; the caller still gets the server's words.
      if (
        error instanceof ApiError &&
        error.status === 401 &&
        error.code === 'UNAUTHORIZED' &&
        bearer !== null &&
        route.auth !== 'public' &&
        !session.refreshToken()
      ) {
        session.markUnauthorized();
        throw error;
      }
      // An access token the server finds expired (clock skew): refresh once and retry.
      const retry =
        error instanceof ApiError &&
        error.status === 401 &&
        error.code === 'TOKEN_EXPIRED' &&
        route.auth !== 'public' &&
        route.bearer !== 'refresh' &&
        session.refreshToken() !== null;
      if (!retry) throw error;
      if (!(await refresh())) unauthorized();
      return send(route, input, session.validAccessToken(), options.signal);
    }
  }

  return {
    apiBase,
    session,
    siteGate,
    credentials,
    call: call as Client['call'],
    refresh,
    refreshSiteGate,
    async restoreSession(options = {}) {
      if (session.getSnapshot().status !== 'unknown') return;
      if (!(await refresh())) {
        session.clear();
        return;
      }
      try {
        session.setUser((await call('userGet', undefined, { ...options, route: userGetRoute })) as User);
      } catch (error) {
        if (isAbortError(error)) throw error;
        session.clear();
      }
    },
    signIn: (reply) => session.signIn(reply),
    startAutoRefresh() {
      const stopSession = session.onRefreshDue(() => void refresh());
      const stopGate = siteGate?.onRefreshDue(() => void refreshSiteGate());
      return () => {
        stopSession();
        stopGate?.();
      };
    },
  };
}
