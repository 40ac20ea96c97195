// The shape of a route table entry: what routes.ts and the admin area's and the embed's tables are made of.

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an operation.
 * - public: anyone (browsing reads stay public: the embed needs them).
 * - siteGate: the site-login gate's own refresh (bearer = the gate's refresh token).
 * - user: any signed-in user (bearer access token).
 * - seller: a user with a seller permission entry (any status).
 * - activeSeller: a seller whose permission status is ACTIVE.
 * - admin: `is_admin` = 1.
 */
export const AUTH_LEVELS = ['public', 'siteGate', 'user', 'seller', 'activeSeller', 'admin'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

/**
 * How a router tells apart operations that share method, path and action (zod-free, plain data):
 * the operation applies when `key` is present in the query or body (and, with `value`, equal to it).
 */
export type Discriminator = { readonly in: 'query' | 'body'; readonly key: string; readonly value?: string };

export type Route = {
  readonly method: HttpMethod;
  /** The spec's path verbatim (leading slash added where the spec omits it), relative to the API base. */
  readonly path: string;
  /** Sent as the `action` query parameter. */
  readonly action?: string;
  readonly auth: AuthLevel;
  /** Paged list: reply `{ items, next? }`, query takes `page`. */
  readonly list?: boolean;
  /** Path or split not shown in the spec: our choice (README.md). */
  readonly ours?: boolean;
  /** Set for operations that share method + path + action with another one. */
  readonly when?: Discriminator;
  /** The bearer token is the refresh token, not the access token (token refresh calls). */
  readonly bearer?: 'refresh';
  /** Answers 204 with no body (the kit reads it as `null`). */
  readonly noContent?: boolean;
  /**
   * Answers a file, not the envelope: the reply is CSV text (`text/csv`, as an attachment); a refusal still answers
   * `{ error }` in JSON. The kit reads it as a string.
   */
  readonly csv?: boolean;
  /**
   * A development helper: it exists only when the server runs with DEV_ROUTES=1, which production refuses. The server
   * answers 404 otherwise.
   */
  readonly devOnly?: boolean;
  /**
   * The largest request body it takes, in bytes (`bodyLimit`: JSON_BODY_BYTES when absent). A larger body answers 413
   * PAYLOAD_TOO_LARGE as soon as the server has counted that many bytes, before it parses anything.
   */
  readonly maxBody?: number;
  /**
   * An embed token (the partner widget's session, scope 'embed') may call it, from its own partner origin; partner
   * origins get CORS with the `authorization` header for it. Every other operation answers an embed token 403.
   */
  readonly embed?: boolean;
};

/**
 * A route's request target with its query, relative to the API base: the path, then `action` and each given query
 * value (arrays joined with commas; undefined, null and '' left out). The kit's client and the API's tests build
 * requests with it.
 */
export function routeTarget(
  route: { readonly path: string; readonly action?: string | undefined },
  query?: object,
): string {
  const params = new URLSearchParams();
  if (route.action !== undefined) params.set('action', route.action);
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${route.path}${search ? `?${search}` : ''}`;
}
