import type { LoginReply, Permission, User } from '@momento/contract';
import { sellerFacts } from '@momento/contract/routes';
import { createHandlerSet, createObservable } from './observable.ts';
import { defaultStorage, safeStorage, type KeyValueStorage } from './storage.ts';
import { storageKey, systemClock, TokenKeeper, type Clock, type TokenReply } from './tokens.ts';

/** The session's status: unknown (not checked yet), logged in, logged out. */
export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  permissions: readonly Permission[];
  /** The access token, whether or not it is still valid (the client checks `exp`). */
  accessToken: string | null;
  /** Access token expiry in seconds since epoch (the JWT's `exp`, else the reply's `expiry`). */
  expiresAt: number | null;
  /** True once a refresh token is stored (it survives reloads in localStorage). */
  hasRefreshToken: boolean;
  /** Set when a token refresh failed ("raises a refresh error state"; see docs/rules/statuses.md); cleared by the next sign-in. */
  refreshError: boolean;
  /** Set when an authenticated call found neither a valid access token nor a refresh token. */
  unauthorized: boolean;
}

export interface SessionStoreOptions {
  /** The API base; the refresh token's storage key is namespaced by it. */
  apiBase: string;
  /** Where the refresh token is kept; `null` keeps it in memory only. @default localStorage */
  storage?: KeyValueStorage | null;
  /** Time source and timers (tests pass fake ones). @default the real clock */
  clock?: Clock;
}

export interface SessionStore {
  readonly apiBase: string;
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Login success: stores user, permissions and tokens and schedules the refresh. */
  signIn(reply: LoginReply): void;
  /** New tokens from a refresh (the refresh token rotates). */
  setTokens(tokens: TokenReply): void;
  /** The user's data changed (profile edit, become a seller, restore after reload). */
  setUser(user: User): void;
  /** Logout, refresh failure, account deletion: forget everything and mark logged out. */
  clear(options?: { refreshError?: boolean }): void;
  /** No valid access token and no refresh token for a call that needs one. */
  markUnauthorized(): void;
  /** The access token when it exists and its expiry is in the future. */
  validAccessToken(): string | null;
  refreshToken(): string | null;
  /** Called when the scheduled refresh is due (5 s before expiry); the client registers its refresh here. */
  onRefreshDue(handler: () => void): () => void;
  /** Stops the refresh timer (provider unmount). */
  dispose(): void;
}

/**
 * The user session as a small observable store for `useSyncExternalStore`. Each provider creates its own (two embeds
 * on one page never share a session unless they are given the same store).
 */
export function createSessionStore({
  apiBase,
  storage,
  clock = systemClock,
}: SessionStoreOptions): SessionStore {
  const dueHandlers = createHandlerSet();
  const keeper = new TokenKeeper(
    safeStorage(storage === undefined ? defaultStorage() : storage),
    storageKey(apiBase, 'refresh_token'),
    clock,
    dueHandlers.emit,
  );

  const store = createObservable<SessionState>({
    status: keeper.refreshToken ? 'unknown' : 'loggedOut',
    user: null,
    permissions: [],
    ...keeper.snapshot(),
    refreshError: false,
    unauthorized: false,
  });

  // Every change also copies the keeper's token fields, so the snapshot never disagrees with the tokens.
  const update = (patch: Partial<SessionState>) =>
    store.set({ ...store.getSnapshot(), ...patch, ...keeper.snapshot() });

  return {
    apiBase,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    signIn(reply) {
      keeper.set(reply);
      const user = reply.user_data;
      update({
        status: 'loggedIn',
        user,
        permissions: user.permissions,
        refreshError: false,
        unauthorized: false,
      });
    },
    setTokens(tokens) {
      keeper.set(tokens);
      update({ refreshError: false, unauthorized: false });
    },
    setUser(user) {
      update({ status: 'loggedIn', user, permissions: user.permissions });
    },
    clear({ refreshError = false } = {}) {
      keeper.clear();
      update({ status: 'loggedOut', user: null, permissions: [], refreshError });
    },
    markUnauthorized() {
      const { status } = store.getSnapshot();
      update({ unauthorized: true, status: status === 'unknown' ? 'loggedOut' : status });
    },
    validAccessToken: () => keeper.validAccessToken(),
    refreshToken: () => keeper.refreshToken,
    onRefreshDue: dueHandlers.add,
    dispose: () => keeper.dispose(),
  };
}

/** A registered seller: any permission entry of the seller kind (it hides 'Become a seller'; see docs/rules/permissions.md). */
export function isSeller(permissions: readonly Permission[] | null | undefined): boolean {
  return sellerFacts(permissions ?? []).isSeller;
}

/** An active seller: a seller entry whose status is ACTIVE (see docs/rules/statuses.md). */
export function isActiveSeller(permissions: readonly Permission[] | null | undefined): boolean {
  return sellerFacts(permissions ?? []).isActiveSeller;
}
