import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The jsdom test files (`*.test.tsx` under packages/* and apps/* src) that call vi.mock: `dom-isolated` runs them. */
const domFilesWithModuleMocks = ['packages', 'apps']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(group, name, 'src')))
  .filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
  .filter((file) => file.endsWith('.test.tsx') && !file.includes('node_modules'))
  .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));



export default defineConfig({
  test: {
    // One worker per core. Vitest's default for a run is one fewer than the cores, which is a single worker on a
    // 2-core CI machine: half the machine idle through the longest step.
    maxWorkers: availableParallelism(),
    // Each project names its own files; `pnpm test` (scripts/test.mjs) runs them in order.
    projects: [
      {
        // Pure logic: contract, API server (real HTTP, real database), kit logic, theme tokens.
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
          // Tests of PostgreSQL alone (*.postgres.test.ts) run only in the `api-postgres` project.
          exclude: [...configDefaults.exclude, 'apps/*/test/**/*.postgres.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The API suite runs on PGlite here; the `api-postgres` project runs it again on PostgreSQL.
          env: { TEST_DATABASE_URL: '' },
          // The run's migrated and seeded databases that each API test server starts a copy of.
          globalSetup: ['apps/api/test/template-setup.ts'],
        },
      },
      {
        // The API's HTTP suite on a real PostgreSQL (TEST_DATABASE_URL; `.ci/run` starts a private cluster).
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/api/test/template-setup.ts'],
        },
      },
      {
        // Components in jsdom with Testing Library and axe.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...domFilesWithModuleMocks],
          setupFiles: [path.join(root, 'test/setup-dom.ts')],
          testTimeout: 20_000,
          // One jsdom and one module registry for all the files of a worker instead of new ones per file: a third
          // of the CPU time. setup-dom.ts unmounts between tests; queries name their element, as users do, since
          // react-aria's live regions stay in the body.
          isolate: false,
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
      {
        // Every story is a test in real Chromium; axe violations fail it (a11y.test = 'error').
        plugins: [storybookTest({ configDir: path.join(root, '.storybook'), tags: { exclude: ['no-test'] } })],
        // Scan every story up front: a dependency discovered mid-run makes Vite re-optimise and reload the
        // page, which fails the first run on a fresh clone ("Vitest failed to find the current suite").
        optimizeDeps: {
          entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.stories.tsx', '!**/*.test.{ts,tsx}'],
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
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
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
          fileParallelism: false,
        },
      },
    ],
  },
});
