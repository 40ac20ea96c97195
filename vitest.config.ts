import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The files under packages/* and apps/* src whose names end with `suffix`. */
const sourceFiles = (suffix: string) =>
  ['packages', 'apps']
    .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(group, name, 'src')))
    .filter((dir) => existsSync(path.join(root, dir)))
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(dir, file),
      ),
    )
    .filter((file) => file.endsWith(suffix) && !file.includes('node_modules'));

/** The jsdom test files (`*.test.tsx` under packages/* and apps/* src) that call vi.mock: `dom-isolated` runs them. */
const domFilesWithModuleMocks = sourceFiles('.test.tsx').filter((file) =>
  readFileSync(path.join(root, file), 'utf8').includes('vi.mock('),
);

/** The `*.stories.tsx` files under packages/* and apps/* src. */
const storyFiles = sourceFiles('.stories.tsx');
/**
 * The stories files whose stories refuse a module's code (`unreachableCode`): the page must never have loaded that
 * module, so each of these files runs in a page of its own (`storybook-isolated`); every other stories file shares one
 * page (`storybook`), which loads the kit, React and Storybook's preview once instead of once per file (571 stories:
 * 223 s alone on an idle 2-core machine with a page per file, 117 s sharing one).
 */
const storyFilesRefusingCode = storyFiles.filter((file) =>
  readFileSync(path.join(root, file), 'utf8').includes('unreachableCode('),
);

/** Every test of the API (its HTTP suite in apps/api/test, its units in apps/api/src). */
const apiTests = ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'];
/** Tests of PostgreSQL alone: only the `api-postgres` project runs them. */
const apiPostgresOnly = 'apps/api/test/**/*.postgres.test.ts';
/**
 * The API tests that take many seconds each by design (tens of seconds on a 2-core CI machine): the slow lane
 * (`api-slow` on PGlite; `api-postgres` runs them too). Everything else of the API is the medium lane's `api` project.
 */
const apiSlowTests = [
  'apps/api/test/fuzz.test.ts',
  'apps/api/test/crash.test.ts',
  'apps/api/test/backup.test.ts',
  'apps/api/test/search-equality.test.ts',
  'apps/api/test/seed-on-start.test.ts',
  'apps/api/test/abuse-limits.test.ts',
  'apps/api/test/signed-in/race.test.ts',
  'apps/api/test/signed-in/malformed.test.ts',
  'apps/api/test/signed-in/offer-model.test.ts',
  'apps/api/test/signed-in/refund-outbox.test.ts',
  'apps/api/src/db/pglitePrepared.test.ts',
];
/**
 * What the API projects share. `isolate: false`: a worker loads the API's modules (the server, Kysely, PGlite,
 * sharp) once for all its files instead of once per file; each file still starts its own server on its own fresh
 * database, and the API keeps no state in modules (caches are per database or per config). Measured on 14 API files:
 * 176 s of CPU isolated, 103 s without isolation.
 */
const apiProject = {
  environment: 'node',
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // The suite runs on PGlite unless the project sets TEST_DATABASE_URL (`api-postgres` keeps the environment's).
  env: { TEST_DATABASE_URL: '' },
  // The run's migrated and seeded databases that each API test server starts a copy of.
  globalSetup: ['apps/api/test/template-setup.ts'],
};

/** What the jsdom projects without vi.mock share. */
const domProject = {
  setupFiles: [path.join(root, 'test/setup-dom.ts')],
  testTimeout: 20_000,
  // One jsdom and one module registry for all the files of a worker instead of new ones per file: a third of the CPU
  // time. setup-dom.ts unmounts between tests; queries name their element, as users do, since react-aria's live
  // regions stay in the body.
  isolate: false,
};

/**
 * Node's fetch (undici) under MSW's socket-level interception (the DOM tests) can fail a request the page aborted (an
 * unmount while its read is answered): as the mocked socket closes, undici completes the aborted request and its own
 * `assert(!this.aborted)` throws as an uncaught exception. Browsers have no such path and the abort is right, so that
 * one assertion from undici's `Request.onComplete` is not counted; any other unhandled error still fails the run.
 */
function isUndiciAbortedCompletion(error: { message?: string; stack?: string }): boolean {
  return (
    (error.message ?? '').includes('assert(!this.aborted)') &&
    /Request\.onComplete[^\n]*undici/.test(error.stack ?? '')
  );
}

/**
 * Every story is a test in real Chromium; axe violations fail it (a11y.test = 'error'). `storybook` runs the stories
 * files in one shared page, `storybook-isolated` the files that refuse a module's code, each in a page of its own.
 */
function storybookProject(name: 'storybook' | 'storybook-isolated'): TestProjectInlineConfiguration {
  const shared = name === 'storybook';
  return {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook'), tags: { exclude: ['no-test'] } })],
    // Scan every story up front: a dependency discovered mid-run makes Vite re-optimise and reload the
    // page, which fails the first run on a fresh clone ("Vitest failed to find the current suite").
    optimizeDeps: {
      entries: [
        '.storybook/preview.tsx',
        'packages/*/src/**/*.{ts,tsx}',
        'apps/*/src/**/*.stories.tsx',
        '!**/*.test.{ts,tsx}',
      ],
      include: [
        // Imported by vanilla-extract's transformed output, which the scanner never sees (root devDependencies
        // so that they resolve from here).
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/dynamic',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'msw/browser',
        'msw-storybook-addon/csf3',
        'storybook/test',
      ],
    },
    test: {
      name,
      testTimeout: 30_000,
      isolate: !shared,
      // The plugin takes the files from Storybook's `stories`; each project leaves out the other's.
      exclude: [
        ...configDefaults.exclude,
        ...(shared
          ? storyFilesRefusingCode
          : storyFiles.filter((file) => !storyFilesRefusingCode.includes(file))),
      ],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => (isUndiciAbortedCompletion(error) ? false : undefined),
    // One worker per core. Vitest's default for a run is one fewer than the cores, which is a single worker on a
    // 2-core CI machine: half the machine idle through the longest step.
    maxWorkers: availableParallelism(),
    // Each project names its own files; `pnpm test` (scripts/test.mjs) runs them in order.
    projects: [
      {
        // Pure logic: contract, kit logic (mocks, formats, session, client), theme tokens, the site's and the embed's
        // node checks, checks across packages. Fast lane.
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            // Checks across packages (one package may not import the other, the check may read both).
            'test/*.test.ts',
          ],
          // The API's tests run in the `api`, `api-slow` and `api-postgres` projects.
          exclude: [...configDefaults.exclude, 'apps/api/**'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The API's HTTP handlers on PGlite: a real server per file on a copy of the run's migrated (and seeded)
        // database (apps/api/test/templates.ts). Medium lane.
        test: {
          name: 'api',
          include: apiTests,
          exclude: [...configDefaults.exclude, ...apiSlowTests, apiPostgresOnly],
          ...apiProject,
        },
      },
      {
        // The API's long tests on PGlite: property and model tests, races, crashes, backups, search equality, the
        // seed on start. Slow lane.
        test: { name: 'api-slow', include: apiSlowTests, ...apiProject },
      },
      {
        // The whole API suite again on a real PostgreSQL (TEST_DATABASE_URL; `.ci/run` starts a private cluster),
        // with the tests of PostgreSQL alone (*.postgres.test.ts). Slow lane.
        test: { name: 'api-postgres', include: apiTests, ...apiProject, env: {} },
      },
      {
        // The component library's components in jsdom with Testing Library and axe. Fast lane.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...domFilesWithModuleMocks],
          ...domProject,
        },
      },
      {
        // The kit's widgets, the site's routes and the embed in jsdom with Testing Library and axe. Medium lane.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...domFilesWithModuleMocks, 'packages/ui/**'],
          ...domProject,
        },
      },
      {
        // The jsdom files that replace a module with vi.mock: a module another file already loaded stays cached
        // without isolation, so these run in a fresh registry each.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: domFilesWithModuleMocks,
          setupFiles: [path.join(root, 'test/setup-dom.ts')],
          testTimeout: 20_000,
        },
      },
      storybookProject('storybook'),
      storybookProject('storybook-isolated'),
      {
        // End-to-end: playwright-core drives Chromium against the built site and the real API server.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts', 'apps/*/e2e/**/*.e2e.ts'],
          // Seeds the demo data once; every file's stack starts on a copy (e2e/support/seed.ts).
          globalSetup: ['e2e/support/seed.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One file at a time. Two at a time (each file has its own stack on free ports) took the suite from about
          // 590 s to 365 s, but beside the packages step the machine was loaded enough that the phone home page's
          // layout-shift check and the widget's chat failed in a CI rehearsal; the timing checks need the headroom.
          fileParallelism: false,
          // One worker for every file, which loads vitest and playwright-core once; each file still starts its own
          // stack (servers on a copy of the seeded data, a new Chromium) in its beforeAll.
          isolate: false,
        },
      },
    ],
  },
});
