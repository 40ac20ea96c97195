import type { LoginReply, User } from '@momento/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, memoryStorage } from '../testing/jwt.ts';
import { decodeJwtPayload, tokenExpiry } from './jwt.ts';
import { createSessionStore, isActiveSeller, isSeller } from './sessionStore.ts';
import { createSiteGateStore } from './siteGateStore.ts';

const API = 'https://api.example/api/v1';
const user: User = {
  id: 7,
  name: 'Ada',
  mail: 'ada@example.com',
  mobile_no: null,
  is_email_verified: 1,
  is_admin: 0,
  profile_url: null,
  permissions: [{ permission: 'SELLER', status: 'ACTIVE' }],
};

function loginReply(expSeconds: number): LoginReply {
  return { token: fakeJwt(expSeconds), expiry: expSeconds, refresh_token: 'refresh-1', user_data: user };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('session store', () => {
  it('starts logged out without a stored refresh token, unknown with one', () => {
    expect(createSessionStore({ apiBase: API, storage: memoryStorage() }).getSnapshot().status).toBe(
      'loggedOut',
    );
    const storage = memoryStorage({ [`momento:${API}:refresh_token`]: 'stored' });
    const session = createSessionStore({ apiBase: API, storage });
    expect(session.getSnapshot()).toMatchObject({ status: 'unknown', hasRefreshToken: true });
    expect(session.refreshToken()).toBe('stored');
  });

  it('stores user, permissions and tokens on sign-in and keeps the refresh token in storage under the API base', () => {
    const storage = memoryStorage();
    const session = createSessionStore({ apiBase: API, storage });
    const listener = vi.fn();
    session.subscribe(listener);
    session.signIn(loginReply(nowSeconds() + 900));
    expect(listener).toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', user, permissions: user.permissions });
    expect(storage.data.get(`momento:${API}:refresh_token`)).toBe('refresh-1');
    expect(session.validAccessToken()).toBe(session.getSnapshot().accessToken);
  });

  it('keeps sessions of different API bases apart in one storage', () => {
    const storage = memoryStorage();
    createSessionStore({ apiBase: API, storage }).signIn(loginReply(nowSeconds() + 900));
    expect(
      createSessionStore({ apiBase: 'https://other.example/api/v1', storage }).getSnapshot().status,
    ).toBe('loggedOut');
  });

  it('treats the access token as expired once its exp claim has passed', () => {
    const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
    session.signIn(loginReply(nowSeconds() + 60));
    expect(session.validAccessToken()).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(session.validAccessToken()).toBeNull();
  });

  it('fires the refresh 5 seconds before the access token expires', () => {
    const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
    const due = vi.fn();
    session.onRefreshDue(due);
    session.signIn(loginReply(nowSeconds() + 60));
    vi.advanceTimersByTime(54_999);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('reschedules on new tokens and stops the timer when cleared', () => {
    const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
    const due = vi.fn();
    session.onRefreshDue(due);
    session.signIn(loginReply(nowSeconds() + 60));
    session.setTokens({
      token: fakeJwt(nowSeconds() + 120),
      expiry: nowSeconds() + 120,
      refresh_token: 'refresh-2',
    });
    vi.advanceTimersByTime(60_000);
    expect(due).not.toHaveBeenCalled();
    session.clear();
    vi.advanceTimersByTime(120_000);
    expect(due).not.toHaveBeenCalled();
  });

  it('clears everything and marks logged out, flagging a refresh error when asked', () => {
    const storage = memoryStorage();
    const session = createSessionStore({ apiBase: API, storage });
    session.signIn(loginReply(nowSeconds() + 900));
    session.clear({ refreshError: true });
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedOut',
      user: null,
      permissions: [],
      accessToken: null,
      hasRefreshToken: false,
      refreshError: true,
    });
    expect(storage.data.size).toBe(0);
  });

  it('keeps working in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const session = createSessionStore({ apiBase: API, storage: broken });
    session.signIn(loginReply(nowSeconds() + 900));
    expect(session.getSnapshot().status).toBe('loggedIn');
    expect(session.refreshToken()).toBe('refresh-1');
  });
});

describe('seller helpers', () => {
  it('tells registered and active sellers apart by the seller permission', () => {
    expect(isSeller([])).toBe(false);
    expect(isSeller([{ permission: 'SELLER', status: 'INACTIVE' }])).toBe(true);
    expect(isActiveSeller([{ permission: 'SELLER', status: 'INACTIVE' }])).toBe(false);
    expect(isActiveSeller([{ permission: 'SELLER', status: 'ACTIVE' }])).toBe(true);
    expect(isActiveSeller(undefined)).toBe(false);
  });
});

describe('site gate store', () => {
  it('moves idle -> inProgress -> success and refreshes 5 s before expiry', () => {
    const storage = memoryStorage();
    const gate = createSiteGateStore({ apiBase: API, storage });
    const due = vi.fn();
    gate.onRefreshDue(due);
    expect(gate.getSnapshot().status).toBe('idle');
    gate.start();
    expect(gate.getSnapshot().status).toBe('inProgress');
    gate.succeed({ token: fakeJwt(nowSeconds() + 30), expiry: nowSeconds() + 30, refresh_token: 'gate-r' });
    expect(gate.getSnapshot().status).toBe('success');
    expect(storage.data.get(`momento:${API}:site_refresh_token`)).toBe('gate-r');
    vi.advanceTimersByTime(25_000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('records the error message of a failed gate login', () => {
    const gate = createSiteGateStore({ apiBase: API, storage: memoryStorage() });
    gate.start();
    gate.fail('Invalid credentials');
    expect(gate.getSnapshot()).toMatchObject({
      status: 'error',
      error: 'Invalid credentials',
      accessToken: null,
    });
  });
});

describe('jwt', () => {
  it('reads exp from the payload and falls back to expiry', () => {
    const token = fakeJwt(1_800_000_000, { sub: '7' });
    expect(decodeJwtPayload(token)).toMatchObject({ exp: 1_800_000_000, sub: '7' });
    expect(tokenExpiry(token, 1)).toBe(1_800_000_000);
    expect(tokenExpiry('opaque-token', 1_700_000_000)).toBe(1_700_000_000);
    expect(tokenExpiry('a.!!!.c')).toBeNull();
  });
});
