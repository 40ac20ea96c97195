// Test scaffolding shared by the browsing widgets' dom tests: a fresh mock API on MSW's node server per test,
// a MarketplaceProvider around the widget (optionally signed in) and a navigation spy.
import { render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { PartialTexts } from '../../locale/texts.ts';
import { createMockApi, mockLogin, type MockApi, type MockSeed } from '../../mocks/index.ts';
import { MarketplaceProvider } from '../../provider/MarketplaceProvider.tsx';
import { createSessionStore } from '../../session/sessionStore.ts';
import { memoryStorage } from '../../testing/jwt.ts';

export const TEST_API = 'http://mock.test/api/v1';

/** Renders `ui` against a fresh mock API registered with `server` (MSW's setupServer). */
export function renderWithApi(
  server: { use: (...handlers: HttpHandler[]) => void },
  ui: ReactElement,
  {
    seed,
    signedInAs,
    arrange,
    overrides = [],
    locale,
    messages,
  }: {
    seed?: MockSeed;
    signedInAs?: string;
    arrange?: (api: MockApi) => void;
    overrides?: HttpHandler[];
    /** The provider's `locale` and `messages` (English when left out). */
    locale?: string;
    messages?: PartialTexts;
  } = {},
) {
  const api = createMockApi({ apiBase: TEST_API, seed });
  arrange?.(api);
  server.use(...overrides, ...api.handlers);
  const session = createSessionStore({ apiBase: TEST_API, storage: memoryStorage() });
  if (signedInAs) session.signIn(mockLogin(api.db, signedInAs));
  const navigate = vi.fn();
  const navigation = { navigate };
  const wrap = (node: ReactElement) => (
    <MarketplaceProvider
      apiBase={TEST_API}
      session={session}
      storage={null}
      restoreSession={false}
      navigation={navigation}
      locale={locale}
      messages={messages}
    >
      {node}
    </MarketplaceProvider>
  );
  const view = render(wrap(ui));
  /** Renders another element inside the same provider (a new query after back/forward). */
  const rerender = (next: ReactElement) => view.rerender(wrap(next));
  return { api, session, navigate, ...view, rerender };
}
