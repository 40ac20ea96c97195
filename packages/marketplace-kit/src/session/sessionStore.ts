import type { LoginReply, Permission, User } from '@momento/contract';
import { defaultStorage, safeStorage, type KeyValueStorage } from './storage.ts';
import { storageKey, systemClock, TokenKeeper, type Clock, type TokenReply } from './tokens.ts';

/** public-site.md section 4: user status unknown, logged in, logged out. */
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
  /** Set when a token refresh failed (section 4: "raises a refresh error state"); cleared by the next sign-in. */
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
export function createSessionStore({ apiBase, storage, clock = systemClock }: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();
  const dueHandlers = new Set<() => void>();
  const keeper = new TokenKeeper(
    safeStorage(storage === undefined ? defaultStorage() : storage),
    storageKey(apiBase, 'refresh_token'),
    clock,
    () => {
      for (const handler of dueHandlers) handler();
    },
  );

  let state: SessionState = {
    status: keeper.refreshToken ? 'unknown' : 'loggedOut',
    user: null,
    permissions: [],
    accessToken: null,
    expiresAt: null,
    hasRefreshToken: !!keeper.refreshToken,
    refreshError: false,
    unauthorized: false,
  };

  function update(patch: Partial<SessionState>) {
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
    signIn(reply) {
      keeper.set(reply);
      const user = reply.user_data;
      update({ status: 'loggedIn', user, permissions: user.permissions, refreshError: false, unauthorized: false });
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
      update({ unauthorized: true, status: state.status === 'unknown' ? 'loggedOut' : state.status });
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

/** A registered seller: any permission entry of the seller kind (section 6: it hides 'Become a seller'). */
export function isSeller(permissions: readonly Permission[] | null | undefined): boolean {
  return (permissions ?? []).some((entry) => entry.permission === 'SELLER');
}

/** An active seller: a seller entry whose status is ACTIVE (account-area.md section 4). */
export function isActiveSeller(permissions: readonly Permission[] | null | undefined): boolean {
  return (permissions ?? []).some((entry) => entry.permission === 'SELLER' && entry.status === 'ACTIVE');
}
