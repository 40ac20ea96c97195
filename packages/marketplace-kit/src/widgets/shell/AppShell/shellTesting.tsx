// Test and story scaffolding of the shell widgets: a fresh mock API per test or story, a MarketplaceProvider with
// its own session and site-gate stores (optionally signed in / past the gate), the sign-in dialog context, and a
// navigation spy. Not exported from the package.
import { render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { buildTokens, createMockApi, mockLogin, type MockApi, type MockSeed } from '#mocks/index.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { createSessionStore } from '#session/sessionStore.ts';
import { createSiteGateStore } from '#session/siteGateStore.ts';
import { memoryStorage } from '#testing/jwt.ts';
import type { PartialTexts } from '#locale/texts.ts';
import { AuthDialogs } from './AuthDialogs.tsx';
import { AuthDialogsProvider, type AuthDialogName } from './authDialogContext.tsx';

export const SHELL_TEST_API = 'http://mock.test/api/v1';

export interface ShellSetupOptions {
  seed?: MockSeed;
  /** E-mail of a seeded account to start signed in as. */
  signedInAs?: string;
  /** Start past the site login gate. @default true */
  gatePassed?: boolean;
  /** Changes the mock's data first. */
  arrange?: (api: MockApi) => void;
  /** Handlers placed before the mock's own (failures, never-ending replies). */
  overrides?: (api: MockApi) => HttpHandler[];
  /** The location the widgets see. @default '/' */
  location?: string;
  /** Open this sign-in dialog at first. */
  dialog?: AuthDialogName;
  /** Render the sign-in dialogs next to the widget. @default true */
  withDialogs?: boolean;
  /** The provider's locale and texts (`locale: 'de', messages: de` shows the shell in German). */
  locale?: string;
  messages?: PartialTexts;
}

/** Renders `ui` in a provider against a fresh mock API registered with `server` (MSW's setupServer). */
export function renderShell(
  server: { use: (...handlers: HttpHandler[]) => void },
  ui: ReactElement,
  {
    seed,
    signedInAs,
    gatePassed = true,
    arrange,
    overrides,
    location = '/',
    dialog,
    withDialogs = true,
    locale,
    messages,
  }: ShellSetupOptions = {},
) {
  const api = createMockApi({ apiBase: SHELL_TEST_API, seed });
  arrange?.(api);
  server.use(...(overrides?.(api) ?? []), ...api.handlers);
  const session = createSessionStore({ apiBase: SHELL_TEST_API, storage: memoryStorage() });
  if (signedInAs) session.signIn(mockLogin(api.db, signedInAs));
  const siteGate = createSiteGateStore({ apiBase: SHELL_TEST_API, storage: memoryStorage() });
  if (gatePassed) siteGate.succeed(buildTokens());
  const navigate = vi.fn();
  const wrap = (node: ReactNode, at: string) => (
    <MarketplaceProvider
      apiBase={SHELL_TEST_API}
      session={session}
      siteGate={siteGate}
      storage={null}
      restoreSession={false}
      navigation={{ navigate }}
      locale={locale}
      messages={messages}
    >
      <AuthDialogsProvider location={at} defaultDialog={dialog ?? null}>
        {node}
        {withDialogs ? <AuthDialogs /> : null}
      </AuthDialogsProvider>
    </MarketplaceProvider>
  );
  const view = render(wrap(ui, location));
  /** Renders again at another location (a route change). */
  const moveTo = (at: string, next: ReactElement = ui) => view.rerender(wrap(next, at));
  return { api, session, siteGate, navigate, moveTo, ...view };
}
