import { createHandlerSet, createObservable } from './observable.ts';
import { defaultStorage, safeStorage, type KeyValueStorage } from './storage.ts';
import { storageKey, systemClock, TokenKeeper, type Clock, type TokenReply } from './tokens.ts';

/** The site login gate's states: idle, in progress, success, error. */
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
export function createSiteGateStore({
  apiBase,
  storage,
  clock = systemClock,
}: SiteGateStoreOptions): SiteGateStore {
  const dueHandlers = createHandlerSet();
  const keeper = new TokenKeeper(
    safeStorage(storage === undefined ? defaultStorage() : storage),
    storageKey(apiBase, 'site_refresh_token'),
    clock,
    dueHandlers.emit,
  );
  const store = createObservable<SiteGateState>({ status: 'idle', error: null, ...keeper.snapshot() });

  const update = (patch: Partial<SiteGateState>) =>
    store.set({ ...store.getSnapshot(), ...patch, ...keeper.snapshot() });

  return {
    apiBase,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
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
    onRefreshDue: dueHandlers.add,
    dispose: () => keeper.dispose(),
  };
}
