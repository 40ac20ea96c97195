// Story scaffolding of the shell widgets: a fresh mock API per story (MSW through the Storybook worker), its own
// provider with session and site-gate stores (optionally signed in / past the gate) and the sign-in dialog context.
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { buildTokens, createMockApi, mockLogin, type MockApi, type MockSeed } from '#mocks/index.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { createSessionStore, type SessionStore } from '#session/sessionStore.ts';
import { createSiteGateStore, type SiteGateStore } from '#session/siteGateStore.ts';
import { oncePerRender } from '#widgets/shared/storyScenario.tsx';
import { AuthDialogs } from './AuthDialogs.tsx';
import { AuthDialogsProvider, type AuthDialogName } from './authDialogContext.tsx';

/** Stories call the mock on the same origin, as the site does through its proxy. */
export const SHELL_STORY_API = '/api/v1';

export interface ShellScenario {
  seed?: MockSeed;
  signedInAs?: string;
  /** @default true */
  gatePassed?: boolean;
  arrange?: (api: MockApi) => void;
  overrides?: (api: MockApi) => HttpHandler[];
  /** @default '/' */
  location?: string;
  dialog?: AuthDialogName;
  /** Render the sign-in dialogs next to the story. @default true */
  withDialogs?: boolean;
}

/** `beforeEach` and `decorators` of a story backed by its own mock API. */
export function shellScenario({
  seed,
  signedInAs,
  gatePassed = true,
  arrange,
  overrides,
  location = '/',
  dialog,
  withDialogs = true,
}: ShellScenario = {}) {
  let session: SessionStore | undefined;
  let siteGate: SiteGateStore | undefined;
  const withProvider: Decorator = (Story) => (
    <MarketplaceProvider
      apiBase={SHELL_STORY_API}
      session={session}
      siteGate={siteGate}
      storage={null}
      restoreSession={false}
      // A notice stays until dismissed: the story's screenshots show it however long they take.
      toastDuration={0}
      // Stories stay on their page: navigation is a no-op.
      navigation={{ navigate: () => {} }}
    >
      <AuthDialogsProvider location={location} defaultDialog={dialog ?? null}>
        <Story />
        {withDialogs ? <AuthDialogs /> : null}
      </AuthDialogsProvider>
    </MarketplaceProvider>
  );
  return {
    beforeEach: oncePerRender(() => {
      const api = createMockApi({ apiBase: SHELL_STORY_API, seed });
      arrange?.(api);
      session = createSessionStore({ apiBase: SHELL_STORY_API, storage: null });
      if (signedInAs) session.signIn(mockLogin(api.db, signedInAs));
      siteGate = createSiteGateStore({ apiBase: SHELL_STORY_API, storage: null });
      if (gatePassed) siteGate.succeed(buildTokens());
      return [...(overrides?.(api) ?? []), ...api.handlers];
    }),
    decorators: [withProvider],
  };
}

/** A reply that never comes (the Loading state). */
export function pendingReply(method: 'get' | 'post', path: string): HttpHandler {
  return http[method](`${SHELL_STORY_API}${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** A failure with the envelope (the Error state). */
export function failingReply(
  method: 'get' | 'post',
  path: string,
  message = 'The server failed.',
  status = 500,
): HttpHandler {
  return http[method](`${SHELL_STORY_API}${path}`, () =>
    HttpResponse.json(
      {
        error: {
          code: status === 500 ? 'INTERNAL' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION',
          message,
        },
      },
      { status },
    ),
  );
}
