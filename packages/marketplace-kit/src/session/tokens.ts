import { TOKEN_REFRESH_LEAD_SECONDS } from '@momento/contract/routes';
import { tokenExpiry } from './jwt.ts';
import type { KeyValueStorage } from './storage.ts';

/** A token reply: `expiry` in seconds since epoch. */
export interface TokenReply {
  token: string;
  expiry: number;
  refresh_token: string;
}

/** Milliseconds before the access token's expiry at which the refresh fires (5 seconds; see docs/rules/permissions.md). */
export const REFRESH_LEAD_MS = TOKEN_REFRESH_LEAD_SECONDS * 1000;
/** setTimeout's largest delay; longer delays would fire at once. */
const MAX_TIMEOUT = 2_147_483_647;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock. Looked up at call time so that fake timers installed later are honoured. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The token fields both stores copy into every snapshot. */
export interface TokenSnapshot {
  accessToken: string | null;
  expiresAt: number | null;
  hasRefreshToken: boolean;
}

/**
 * The token half shared by the user session and the site gate: the access token and its expiry in memory, the
 * refresh token in storage under `storageKey`, and a refresh timer that fires REFRESH_LEAD_MS before expiry.
 */
export class TokenKeeper {
  accessToken: string | null = null;
  /** Seconds since epoch. */
  expiresAt: number | null = null;
  refreshToken: string | null;
  readonly #storage: KeyValueStorage;
  readonly #storageKey: string;
  readonly #clock: Clock;
  readonly #onDue: () => void;
  #timer: unknown = null;

  constructor(storage: KeyValueStorage, storageKey: string, clock: Clock, onDue: () => void) {
    this.#storage = storage;
    this.#storageKey = storageKey;
    this.#clock = clock;
    this.#onDue = onDue;
    this.refreshToken = storage.getItem(storageKey);
  }

  set(reply: TokenReply): void {
    this.accessToken = reply.token;
    this.expiresAt = tokenExpiry(reply.token, reply.expiry);
    this.refreshToken = reply.refresh_token;
    this.#storage.setItem(this.#storageKey, reply.refresh_token);
    this.#schedule();
  }

  clear(): void {
    this.accessToken = null;
    this.expiresAt = null;
    this.refreshToken = null;
    this.#storage.removeItem(this.#storageKey);
    this.#cancel();
  }

  /** The access token when present and its expiry is still in the future. */
  validAccessToken(): string | null {
    if (!this.accessToken || this.expiresAt === null) return null;
    return this.expiresAt * 1000 > this.#clock.now() ? this.accessToken : null;
  }

  /** The token fields for a store snapshot (the refresh token itself stays out of React state). */
  snapshot(): TokenSnapshot {
    return { accessToken: this.accessToken, expiresAt: this.expiresAt, hasRefreshToken: !!this.refreshToken };
  }

  dispose(): void {
    this.#cancel();
  }

  #schedule(): void {
    this.#cancel();
    if (this.expiresAt === null) return;
    const delay = Math.min(
      MAX_TIMEOUT,
      Math.max(0, this.expiresAt * 1000 - REFRESH_LEAD_MS - this.#clock.now()),
    );
    this.#timer = this.#clock.setTimeout(() => {
      this.#timer = null;
      this.#onDue();
    }, delay);
  }

  #cancel(): void {
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/** Storage keys are namespaced by API base so two marketplaces (or two embeds of different APIs) never mix tokens. */
export function storageKey(apiBase: string, name: string): string {
  return `momento:${apiBase}:${name}`;
}
