import { useState, type ReactNode } from 'react';
import { MarketplaceProvider, type MarketplaceProviderProps } from '../provider/MarketplaceProvider.tsx';
import { createSessionStore } from '../session/sessionStore.ts';
import type { MockApi } from './createMockApi.ts';
import { mockLogin } from './login.ts';

export interface MockMarketplaceProviderProps extends Omit<
  MarketplaceProviderProps,
  'apiBase' | 'session' | 'storage'
> {
  children?: ReactNode;
  /** The mock whose handlers are installed (`msw.use(...api.handlers)` or `server.use(...)`). */
  api: MockApi;
  /** Must match the base the mock was created with. @default '/api/v1' */
  apiBase?: string;
  /** Start signed in as this seeded account (e.g. MOCK_BUYER_EMAIL). @default signed out */
  signedInAs?: string;
}

/**
 * A MarketplaceProvider wired to a mock API for stories and tests: in-memory token storage (nothing leaks into
 * localStorage between stories) and, optionally, a signed-in session whose tokens the mock accepts.
 */
export function MockMarketplaceProvider({
  api,
  apiBase = '/api/v1',
  signedInAs,
  children,
  ...props
}: MockMarketplaceProviderProps) {
  const [session] = useState(() => {
    const store = createSessionStore({ apiBase, storage: null });
    if (signedInAs) store.signIn(mockLogin(api.db, signedInAs));
    return store;
  });
  return (
    <MarketplaceProvider {...props} apiBase={apiBase} session={session} storage={null}>
      {children}
    </MarketplaceProvider>
  );
}
