// ESLint flat config for the whole workspace.
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * apps/api/src from the process down to the database (apps/api/README.md, Layout): a row imports only from rows below
 * it, and from its own folder.
 */
const API_LAYERS = [
  ['main.ts', 'backup.ts'],
  ['server.ts'],
  ['app.ts'],
  ['http'],
  ['handlers'],
  ['seed'],
  ['jobs'],
  ['auth'],
  ['context.ts'],
  ['follow'],
  ['catalogue'],
  ['queries'],
  ['payments'],
  ['domain'],
  ['notifications'],
  ['views'],
  ['config.ts'],
  ['live'],
  ['partners'],
  ['images'],
  ['db', 'errors.ts', 'logger.ts'],
].map((row) => row.map((place) => `./apps/api/src/${place}`));
const apiLayerZones = API_LAYERS.slice(1).map((row, index) => ({
  target: row,
  from: API_LAYERS.slice(0, index + 1).flat(),
  message: 'apps/api imports point down its layout (apps/api/README.md, Layout).',
}));

/**
 * Every handler (apps/api/README.md, Layout) calls named query functions of `apps/api/src/queries/` and writes no SQL
 * of its own, neither Kysely's `sql` template nor a query builder's statement; a new handler file is held to it too.
 * The transaction (`db.transaction()`) stays the handler's to open.
 */
const API_HANDLERS = 'apps/api/src/handlers/**/*.ts';
const SQL_IN_QUERIES =
  'SQL lives in apps/api/src/queries/: call a named query function (apps/api/README.md, Layout).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '.storybook/public/**',
      'apps/api/data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The house's arrows (docs/ARCHITECTURE.md): site, embed -> marketplace-kit -> ui, contract; api -> contract.
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'Packages never import apps (docs/ARCHITECTURE.md).',
            },
            {
              target: './apps/site',
              from: ['./apps/api', './apps/embed'],
              message: 'Apps never import other apps.',
            },
            {
              target: './apps/embed',
              from: ['./apps/api', './apps/site'],
              message: 'Apps never import other apps.',
            },
            {
              target: './apps/api',
              from: ['./apps/site', './apps/embed', './packages/ui', './packages/marketplace-kit'],
              message: 'The API depends on the contract only.',
            },
            {
              target: './packages/ui',
              from: ['./packages/marketplace-kit', './packages/contract'],
              message: 'ui knows nothing of the marketplace.',
            },
            {
              target: './packages/contract',
              from: ['./packages/ui', './packages/marketplace-kit'],
              message: 'The contract has no UI.',
            },
            ...apiLayerZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/*', '../../../shared/**'],
              message: 'Nothing in the repo may read ../shared at run or test time.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@momento/marketplace-kit',
              message: 'ui must not import the kit (docs/ARCHITECTURE.md).',
            },
            { name: '@momento/contract', message: 'ui knows nothing of the marketplace.' },
          ],
          patterns: [
            {
              group: ['@momento/site*', '@momento/embed*', '@momento/api*'],
              message: 'Nothing imports apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [API_HANDLERS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_IN_QUERIES }],
          patterns: [
            {
              group: ['**/shared/*', '../../../shared/**'],
              message: 'Nothing in the repo may read ../shared at run or test time.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: SQL_IN_QUERIES,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_IN_QUERIES },
      ],
    },
  },
  {
    files: ['packages/marketplace-kit/**', 'packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@momento/site*', '@momento/embed*', '@momento/api*'],
              message: 'Nothing imports apps.',
            },
          ],
        },
      ],
    },
  },
);
