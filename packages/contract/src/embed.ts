// The embed's sign-in (ours): a partner page's widget opens a window on the Momento site, which hands it a one-time
// code bound to the partner's origin and to the widget's challenge (PKCE, RFC 7636 S256); the widget trades the code
// for a short embed token. Zod-free: the window, the widget, the server and the mocks share these names and rules.
// docs/embed-sign-in.md describes the whole exchange.

/** The sign-in window's path on the site (its own page, not a route of the site's app): `?origin=<P>&nonce=<n>`. */
export const EMBED_SIGNIN_PATH = '/embed/signin/';

/** The `type` of each message between the widget (on origin P) and the sign-in window (on the site's origin). */
export const EMBED_SIGNIN_MESSAGE_TYPES = {
  /** window -> opener, repeated until the request arrives: `{ type, nonce }`. */
  ready: 'momento:signin:ready',
  /** widget -> window: `{ type, nonce, challenge }`. */
  request: 'momento:signin:request',
  /** window -> opener: `{ type, nonce, code }`. */
  result: 'momento:signin:result',
  /** window -> opener: `{ type, nonce }`. */
  cancel: 'momento:signin:cancel',
} as const;

/** A grant's code is single use and lives this long. */
export const EMBED_CODE_SECONDS = 60;
/** An embed token (no refresh token) lives this long; then the widget asks the visitor to sign in again. */
export const EMBED_TOKEN_MINUTES = 30;
/**
 * A user's consent to a partner origin (the window's "Continue as ...") lasts this many days from the moment it was
 * given; then the window asks again. Signing in again meanwhile does not extend it. The user can revoke it sooner in
 * the account area, which ends that partner's embed tokens at once.
 */
export const EMBED_ALLOWANCE_DAYS = 90;

/** When an allowance given at `grantedAt` (ms since epoch) lapses, in ms since epoch. */
export const embedAllowanceExpiry = (grantedAt: number): number =>
  grantedAt + EMBED_ALLOWANCE_DAYS * 24 * 60 * 60 * 1000;

/** An allowance counts while its expiry is in the future (both in ms since epoch). */
export const isEmbedAllowanceLive = (expiresAt: number, now: number): boolean => expiresAt > now;

/** The server's refusals of the sign-in and of embed tokens (the widget shows `error.message`). */
export const EMBED_REFUSALS = {
  /** embedToken, 400: no such code. */
  unknown: 'This sign-in link is not valid. Sign in again.',
  /** embedToken, 400: the code was spent by an earlier attempt. */
  used: 'This sign-in link was already used. Sign in again.',
  /** embedToken, 400: the code's minute is over. */
  expired: 'This sign-in link has expired. Sign in again.',
  /** embedToken, 400: SHA-256 of the verifier is not the challenge. */
  verifier: 'This sign-in could not be confirmed. Sign in again.',
  /** embedToken, 403: sent from another origin than the grant's. */
  origin: 'This sign-in was started on another site. Sign in again.',
  /** embedGrant / embedToken, 403: the origin is not among the server's partner origins. */
  partner: 'This site is not a Momento partner, so you cannot sign in on it.',
  /** embedToken, 403: the account was deleted (or is not verified) meanwhile. */
  account: 'This account can no longer sign in. Sign in again.',
  /** 401: an embed token sent from another origin than its own. */
  otherSite: 'This sign-in belongs to another site. Please sign in again.',
  /** embedToken 403, and 401 on an embed token: the user revoked this site in their account, or the consent lapsed. */
  allowance: 'You no longer allow this site to use your Momento account. Sign in again to allow it.',
  /** 403: an embed token on an operation not marked `embed`. */
  notEmbed: 'Partner sites cannot do this: use the Momento site for it.',
} as const;

/** A PKCE challenge or verifier: base64url of 32 bytes (SHA-256 digest, or 32 random bytes), 43 characters. */
export const PKCE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether `value` is exactly an http(s) origin (scheme, host and port only: no path, query, user or trailing slash),
 * as browsers send it in the Origin header and as `event.origin` reports it.
 */
export function isExactOrigin(value: string): boolean {
  if (value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** @deprecated use EMBED_SIGNIN_MESSAGE_TYPES (the postMessage types, not texts). */
export const EMBED_SIGNIN_MESSAGES = EMBED_SIGNIN_MESSAGE_TYPES;
