import { defaultStorage, safeStorage, type KeyValueStorage } from './storage.ts';
import { storageKey, systemClock, TokenKeeper, type Clock, type TokenReply } from './tokens.ts';

/** public-site.md section 4: the site login gate's states. */
export type SiteGateStatus = 'idle' | 'inProgress' | 'success' | 'error';

export interface SiteGateState {
  status: SiteGateStatus;
  /** The server's message of the last failed gate login. */
  error: string | null;
  accessToken: string | null;
  expiresAt: number | null;
  hasRefreshToken: boolean;
}

export interface SiteGateStoreOptions {
  apiBase: string;
  /** @default localStorage */
  storage?: KeyValueStorage | null;
  clock?: Clock;
}

export interface SiteGateStore {
  readonly apiBase: string;
  getSnapshot(): SiteGateState;
  subscribe(listener: () => void): () => void;
  start(): void;
  succeed(tokens: TokenReply): void;
  fail(message: string): void;
  /** Forget the gate tokens (refresh failure) and go back to idle. */
  reset(): void;
  validAccessToken(): string | null;
  refreshToken(): string | null;
  onRefreshDue(handler: () => void): () => void;
  dispose(): void;
}

/** The site-level login gate: its own tokens, its own refresh 5 s before expiry, separate from the user session. */
export function createSiteGateStore({ apiBase, storage, clock = systemClock }: SiteGateStoreOptions): SiteGateStore {
  const listeners = new Set<() => void>();
  const dueHandlers = new Set<() => void>();
  const keeper = new TokenKeeper(
    safeStorage(storage === undefined ? defaultStorage() : storage),
    storageKey(apiBase, 'site_refresh_token'),
    clock,
    () => {
      for (const handler of dueHandlers) handler();
    },
  );
  let state: SiteGateState = {
    status: 'idle',
    error: null,
    accessToken: null,
    expiresAt: null,
    hasRefreshToken: !!keeper.refreshToken,
  };

  function update(patch: Partial<SiteGateState>) {
    state = {
      ...state,
      ...patch,
      accessToken: keeper.accessToken,
      expiresAt: keeper.expiresAt,
      hasRefreshToken: !!keeper.refreshToken,
    };
    for (const listener of listeners) listener();
  }

  return {
    apiBase,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => update({ status: 'inProgress', error: null }),
    succeed(tokens) {
      keeper.set(tokens);
      update({ status: 'success', error: null });
    },
    fail(message) {
      keeper.clear();
      update({ status: 'error', error: message });
    },
    reset() {
      keeper.clear();
      update({ status: 'idle', error: null });
    },
    validAccessToken: () => keeper.validAccessToken(),
    refreshToken: () => keeper.refreshToken,
    onRefreshDue(handler) {
      dueHandlers.add(handler);
      return () => dueHandlers.delete(handler);
    },
    dispose: () => keeper.dispose(),
  };
}
