// Story scaffolding for the browsing widgets: each story gets a fresh mock API (MSW through the Storybook worker)
// and its own MarketplaceProvider, optionally signed in, with handlers that override the mock (loading, errors).
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { createMockApi, mockLogin, type MockApi, type MockSeed } from '../../mocks/index.ts';
import { MarketplaceProvider } from '../../provider/MarketplaceProvider.tsx';
import { createSessionStore, type SessionStore } from '../../session/sessionStore.ts';

/** Stories call the mock on the same origin, as the site does through its proxy. */
export const STORY_API = '/api/v1';

export interface ScenarioOptions {
  seed?: MockSeed;
  /** E-mail of a seeded account to sign in as (MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL). */
  signedInAs?: string;
  /** Changes the mock's data before the story renders. */
  arrange?: (api: MockApi) => void;
  /** Handlers placed before the mock's own (a never-ending or failing reply). */
  overrides?: (api: MockApi) => HttpHandler[];
  /** The provider's clock: a fixed one keeps countdowns the same on every run. @default the real clock */
  clock?: () => number;
}

/**
 * A story's `beforeEach` that sets up its mock API and session once per render of the story: `setUp` returns the
 * mock's handlers. Storybook runs beforeEach again when a global (the theme) or an arg changes and re-renders the
 * story in place (same abort signal): the story keeps the mock API and the session its play function left, as a
 * person switching the theme sees them, and the handlers the mock's loader has just reset are put back. A new render
 * of the story (selected again, remounted) has a new signal and starts afresh.
 */
export function oncePerRender(setUp: () => HttpHandler[]) {
  let rendered: { signal: AbortSignal; handlers: HttpHandler[] } | undefined;
  return ({ msw, abortSignal }: { msw: MswApi; abortSignal: AbortSignal }) => {
    if (rendered?.signal !== abortSignal) rendered = { signal: abortSignal, handlers: setUp() };
    msw.use(...rendered.handlers);
  };
}

/** `beforeEach` and `decorators` of a story backed by its own mock API. */
export function scenario({ seed, signedInAs, arrange, overrides, clock }: ScenarioOptions = {}) {
  let session: SessionStore | undefined;
  const withProvider: Decorator = (Story) => (
    <MarketplaceProvider
      apiBase={STORY_API}
      session={session}
      storage={null}
      restoreSession={false}
      clock={clock}
      // A notice stays until dismissed: the story's screenshots show it however long they take.
      toastDuration={0}
    >
      <Story />
    </MarketplaceProvider>
  );
  return {
    beforeEach: oncePerRender(() => {
      const api = createMockApi({ apiBase: STORY_API, seed });
      arrange?.(api);
      session = createSessionStore({ apiBase: STORY_API, storage: null });
      if (signedInAs) session.signIn(mockLogin(api.db, signedInAs));
      return [...(overrides?.(api) ?? []), ...api.handlers];
    }),
    decorators: [withProvider],
  };
}

/** A reply that never comes (the Loading state). */
export function pending(path: string): HttpHandler {
  return http.get(`${STORY_API}${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** A 500 with the envelope (the Error state). */
export function failing(path: string): HttpHandler {
  return http.get(`${STORY_API}${path}`, () =>
    HttpResponse.json({ error: { code: 'INTERNAL', message: 'The server failed.' } }, { status: 500 }),
  );
}

/**
 * A module whose code cannot be fetched (offline, a deploy that replaced the hashed chunks): its request fails as a
 * network error, from Storybook's dev server (`…/DateFilters.tsx`) and from its build (`…/DateFilters-<hash>.js`).
 * For the failed state of a component loaded on first use (codeOnIntent). A browser may keep the failure for the
 * rest of the page's life, so the story that uses it comes last in its file.
 */
export function unreachableCode(moduleName: string): HttpHandler {
  return http.get(new RegExp(`/${moduleName}(\\.tsx|-[\\w-]+\\.js)(\\?.*)?$`), () => {
    refusedCode.push(moduleName);
    return HttpResponse.error();
  });
}

/**
 * The modules whose requests `unreachableCode` refused on this page, in order: a play function can tell a notice that
 * never came from code that never asked for the network (the page had the module already) when its test fails.
 */
export const refusedCode: string[] = [];
