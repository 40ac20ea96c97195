#!/usr/bin/env node
// The published packages as a developer installs them. Packs @momento/contract, @momento/ui and
// @momento/marketplace-kit (pnpm pack, after `pnpm build`) and checks each tarball: publint, attw (ESM-only profile),
// every exports entry resolves to a packed file, and every bare import of the built code is a declared dependency or
// peer dependency, with the peers (React, MSW) left as imports instead of bundled. Then installs the tarballs into a
// throwaway Vite + React 19 app in a temporary folder (each third-party dependency pinned to the version the
// workspace's lockfile installed, no workspace links) and:
//   - type-checks it with tsc --noEmit under moduleResolution bundler and node16;
//   - builds two apps with Vite: one that renders only TicketDetail, one that imports every widget the kit's index
//     exports (scripts/lib/kit-widgets.mjs, so a widget missing from the exports fails the import);
//   - tree-shaking: the TicketDetail-only bundle holds none of the code of the widgets of other feature groups;
//   - renders both in Chromium against the mocks entry (MSW in the browser, an unhandled request is an error) and
//     fails on any console error or page error;
//   - prints the gzip size of both apps.
// Usage: node test/consumer/consumer.mjs [--keep]   (--keep leaves the temporary folder for inspection)
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.ts';
import { kitWidgets } from '../../scripts/lib/kit-widgets.mjs';
import { pnpmCommand } from '../../scripts/lib/pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['contract', 'ui', 'marketplace-kit'];
const [pnpmBin, ...pnpmArgs] = pnpmCommand();
const keep = process.argv.includes('--keep');
const work = mkdtempSync(path.join(os.tmpdir(), 'momento-consumer-'));
const problems = [];
let passedChecks = 0;

function step(name, fn) {
  const started = Date.now();
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error('async step: use stepAsync');
    passedChecks += 1;
    console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
    return result;
  } catch (error) {
    problems.push(`${name}: ${error.message}`);
    console.log(`✗ ${name}\n${String(error.message).replace(/^/gm, '    ')}`);
    return undefined;
  }
}

async function stepAsync(name, fn) {
  const started = Date.now();
  try {
    const result = await fn();
    passedChecks += 1;
    console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
    return result;
  } catch (error) {
    problems.push(`${name}: ${error.message}`);
    console.log(`✗ ${name}\n${String(error.message).replace(/^/gm, '    ')}`);
    return undefined;
  }
}

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}\n${(result.stdout ?? '') + (result.stderr ?? '')}`.trim(),
    );
  return result.stdout;
}

const pnpm = (args, options) => sh(pnpmBin, [...pnpmArgs, ...args], options);
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// --- Pack and unpack ------------------------------------------------------------------------------
const tarballs = path.join(work, 'tarballs');
mkdirSync(tarballs);
const packed = {};
for (const dir of PACKAGES) {
  const packageDir = path.join(root, 'packages', dir);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  step(`pack ${manifest.name}`, () => {
    const before = new Set(readdirSync(tarballs));
    pnpm(['pack', '--pack-destination', tarballs], { cwd: packageDir });
    const tarball = readdirSync(tarballs).find((file) => !before.has(file));
    const unpacked = path.join(work, 'unpacked', dir);
    mkdirSync(unpacked, { recursive: true });
    sh('tar', ['-xzf', path.join(tarballs, tarball), '-C', unpacked, '--strip-components=1']);
    packed[manifest.name] = { tarball: path.join(tarballs, tarball), unpacked, source: packageDir };
  });
}

// --- Hygiene of each tarball ----------------------------------------------------------------------
/** Every file an exports entry names, with its conditions flattened. */
function exportTargets(exportsField, trail = []) {
  if (typeof exportsField === 'string') return [{ key: trail.join(' > '), target: exportsField }];
  return Object.entries(exportsField ?? {}).flatMap(([key, value]) => exportTargets(value, [...trail, key]));
}

/** Package names that the built JavaScript imports (static, dynamic and re-exports). */
function bareImports(dir) {
  const names = new Set();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(m?js)$/.test(entry.name)) {
        const code = readFileSync(file, 'utf8');
        // A specifier has no whitespace or comma and ends with the quote it began with, so text such as
        // `'Date from', dateTo: 'Date to'` in a bundled texts object is not read as an import.
        for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(["'])([^"'./\s,][^"'\s,]*)\1/g)) {
          const spec = match[2];
          if (spec.startsWith('node:')) continue;
          names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
        }
      }
    }
  };
  walk(path.join(dir, 'dist'));
  return names;
}

for (const [name, { tarball, unpacked }] of Object.entries(packed)) {
  const manifest = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8'));
  step(`${name}: publint`, () => sh(bin('publint'), ['run', unpacked, '--strict', '--pack', 'false']));
  step(`${name}: attw (ESM only)`, () =>
    sh(bin('attw'), [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--exclude-entrypoints',
      'styles.css',
    ]),
  );
  step(`${name}: every exports entry resolves`, () => {
    const targets = exportTargets(manifest.exports);
    if (!targets.length) throw new Error('no exports field in the packed package.json');
    const missing = targets.filter(({ target }) => !existsSync(path.join(unpacked, target)));
    if (missing.length)
      throw new Error(
        missing.map(({ key, target }) => `${key || '.'} -> ${target} is not in the tarball`).join('\n'),
      );
    const source = targets.filter(({ target }) => /\/src\//.test(target));
    if (source.length)
      throw new Error(`entries point at source files: ${source.map((t) => t.target).join(', ')}`);
  });
  step(`${name}: no package-internal (#) import is published`, () => {
    // The kit's `imports` map (#api/*, ...) is for its sources: the build bundles those imports, and the published
    // manifest may name only files the tarball holds.
    const targets = exportTargets(manifest.imports);
    const unshipped = targets.filter(
      ({ target }) => !existsSync(path.join(unpacked, target.replace('*', ''))),
    );
    if (unshipped.length)
      throw new Error(
        unshipped.map(({ key, target }) => `imports ${key} -> ${target} is not in the tarball`).join('\n'),
      );
    const built = readdirSync(path.join(unpacked, 'dist'), { recursive: true }).filter((file) =>
      /\.(js|d\.ts)$/.test(file),
    );
    const withHash = built.filter((file) =>
      /(?:\bfrom\s*|\bimport\s*\(\s*)["']#/.test(readFileSync(path.join(unpacked, 'dist', file), 'utf8')),
    );
    if (withHash.length) throw new Error(`built files import through "#": ${withHash.join(', ')}`);
  });
  step(`${name}: imports declared, peers not bundled`, () => {
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    const undeclared = [...bareImports(unpacked)].filter((spec) => !(spec in declared));
    if (undeclared.length) throw new Error(`imported but not declared: ${undeclared.join(', ')}`);
    for (const peer of ['react', 'react-dom', 'msw']) {
      if (manifest.dependencies?.[peer])
        throw new Error(`${peer} is a dependency; it must be a peer dependency`);
    }
    const code = readdirSync(path.join(unpacked, 'dist'), { recursive: true })
      .filter((file) => /\.js$/.test(file))
      .map((file) => readFileSync(path.join(unpacked, 'dist', file), 'utf8'))
      .join('\n');
    // Markers of React's and MSW's own source: present only when a peer was bundled instead of imported.
    for (const marker of [
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
      'react.transitional.element',
      'MSW_WEBSOCKET_CLIENTS',
    ]) {
      if (code.includes(marker))
        throw new Error(`the built code bundles a peer dependency (found ${marker})`);
    }
  });
}

step('@momento/marketplace-kit: the packed README shows every widget', () => {
  // The README is what npm shows: install, the provider, theming, the mocks entry, Storybook and one example per widget.
  const readme = readFileSync(path.join(packed['@momento/marketplace-kit'].unpacked, 'README.md'), 'utf8');
  const sections = [
    '## Install',
    '## Provider',
    '## Widgets',
    '## Theming',
    '## Mocks',
    '## Storybook',
  ].filter((heading) => !readme.includes(heading));
  const missing = kitWidgets().filter((widget) => !new RegExp(`<${widget.name}[\\s/>]`).test(readme));
  if (sections.length || missing.length) {
    throw new Error(
      [
        sections.length ? `no ${sections.join(', ')}` : '',
        missing.length ? `no example of ${missing.map((w) => w.name).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
});

// --- The consumer app -----------------------------------------------------------------------------
/** The version the workspace installed for a dependency of one of the packages: the lockfile's choice. */
function installedVersion(dep) {
  for (const dir of [...PACKAGES.map((p) => path.join(root, 'packages', p)), root]) {
    const file = path.join(dir, 'node_modules', dep, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${dep} is not installed in the workspace`);
}

const app = path.join(work, 'app');
const widgets = kitWidgets();
const ticketDetail = widgets.find((widget) => widget.name === 'TicketDetail');

step('consumer app: create and install the tarballs', () => {
  mkdirSync(path.join(app, 'src'), { recursive: true });
  mkdirSync(path.join(app, 'public'));
  const overrides = {};
  for (const { source } of Object.values(packed)) {
    const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...manifest.dependencies })) {
      if (!dep.startsWith('@momento/')) overrides[dep] = installedVersion(dep);
    }
  }
  for (const [name, { tarball }] of Object.entries(packed)) overrides[name] = `file:${tarball}`;
  const version = (dep) => installedVersion(dep);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'momento-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(
            Object.entries(packed).map(([name, { tarball }]) => [name, `file:${tarball}`]),
          ),
          react: version('react'),
          'react-dom': version('react-dom'),
          msw: version('msw'),
        },
        devDependencies: {
          vite: version('vite'),
          '@vitejs/plugin-react': version('@vitejs/plugin-react'),
          typescript: version('typescript'),
          '@types/react': version('@types/react'),
          '@types/react-dom': version('@types/react-dom'),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(app, 'pnpm-workspace.yaml'),
    `overrides:\n${Object.entries(overrides)
      .map(([dep, spec]) => `  '${dep}': '${spec}'`)
      .join('\n')}\nallowBuilds:\n  esbuild: true\n  msw: true\n`,
  );
  pnpm(['install', '--prefer-offline', '--config.confirmModulesPurge=false'], {
    cwd: app,
    env: { ...process.env, CI: 'true' },
  });
  copyFileSync(
    path.join(app, 'node_modules/msw/lib/mockServiceWorker.js'),
    path.join(app, 'public/mockServiceWorker.js'),
  );
});

/** The app's shared set-up: MSW in the browser over the kit's mocks, then React under MarketplaceProvider. */
const bootstrap = `import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MarketplaceProvider } from '@momento/marketplace-kit';
import '@momento/ui/styles.css';
import '@momento/marketplace-kit/styles.css';

export async function mount(children: ReactNode): Promise<void> {
  // The mocks load on their own chunk, as an app loads them only in development: the sizes leave them out.
  const [{ setupWorker }, { createMockApi }] = await Promise.all([import('msw/browser'), import('@momento/marketplace-kit/mocks')]);
  const worker = setupWorker(...createMockApi({ apiBase: '/api/v1' }).handlers);
  await worker.start({ onUnhandledFrame: 'error', quiet: true });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MarketplaceProvider apiBase="/api/v1">{children}</MarketplaceProvider>
    </StrictMode>,
  );
}
`;

const pages = {
  'ticket-detail': `import { TicketDetail } from '@momento/marketplace-kit';
import { mount } from './bootstrap.tsx';

void mount(<TicketDetail productId={101} />);
`,
  'every-widget': `import { ${widgets.map((w) => w.name).join(', ')} } from '@momento/marketplace-kit';
import { mount } from './bootstrap.tsx';

// Every widget the kit's index exports is in this bundle; TicketDetail is the one rendered against the mocks.
const widgets = { ${widgets.map((w) => w.name).join(', ')} };
(window as unknown as { momentoWidgets: object }).momentoWidgets = widgets;
void mount(<TicketDetail productId={101} />);
`,
};

step('consumer app: sources', () => {
  writeFileSync(path.join(app, 'src/bootstrap.tsx'), bootstrap);
  for (const [page, source] of Object.entries(pages)) {
    writeFileSync(path.join(app, `src/${page}.tsx`), source);
    writeFileSync(
      path.join(app, `${page}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page}</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/${page}.tsx"></script></body></html>\n`,
    );
  }
  writeFileSync(
    path.join(app, 'vite.config.ts'),
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One page per build (PAGE) so that each bundle holds only what its page imports; PLAIN=1 builds it unminified
// (function names kept) for the tree-shaking check.
const page = process.env['PAGE'] ?? 'ticket-detail';
const plain = process.env['PLAIN'] === '1';
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist/' + page + (plain ? '-plain' : ''), minify: !plain, manifest: true, rollupOptions: { input: page + '.html' } },
});
`,
  );
});

for (const moduleResolution of ['bundler', 'node16']) {
  step(`consumer app: tsc --noEmit (moduleResolution ${moduleResolution})`, () => {
    const config = {
      compilerOptions: {
        // ES2023's Intl types: react-aria's @internationalized/number declares NumberRangeFormatPart.
        target: 'es2023',
        lib: ['es2023', 'dom', 'dom.iterable'],
        module: moduleResolution === 'bundler' ? 'esnext' : 'node16',
        moduleResolution,
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        skipLibCheck: false,
        // Vite's client types declare CSS imports, as in any Vite app.
        types: ['vite/client'],
      },
      include: ['src'],
    };
    writeFileSync(path.join(app, `tsconfig.${moduleResolution}.json`), JSON.stringify(config, null, 2));
    sh(path.join(app, 'node_modules/.bin/tsc'), ['-p', `tsconfig.${moduleResolution}.json`], { cwd: app });
  });
}

/** The files a page loads up front: its entry with its static imports and CSS (no dynamic chunks). */
function pageFiles(dir, page) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`${page}.html`);
  return [...files];
}

/** gzip bytes of what a page loads up front (the mocks, loaded on their own chunk, left out). */
function pageSize(dir, page) {
  return pageFiles(dir, page).reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dir, file))).length,
    0,
  );
}

const sizes = {};
for (const page of Object.keys(pages)) {
  step(`consumer app: vite build (${page})`, () => {
    sh(path.join(app, 'node_modules/.bin/vite'), ['build'], {
      cwd: app,
      env: { ...process.env, PAGE: page },
    });
    sizes[page] = pageSize(path.join(app, 'dist', page), page);
  });
}

step(
  'tree-shaking: an app importing only TicketDetail holds no code of the widgets of other feature groups',
  () => {
    sh(path.join(app, 'node_modules/.bin/vite'), ['build'], {
      cwd: app,
      env: { ...process.env, PAGE: 'ticket-detail', PLAIN: '1' },
    });
    const dir = path.join(app, 'dist/ticket-detail-plain');
    // What the page loads up front. Chunks behind a dynamic import() (the kit's lazily loaded dialogs) are emitted
    // but load only when that code path runs; they are listed below, not counted.
    const upFront = pageFiles(dir, 'ticket-detail').filter((file) => file.endsWith('.js'));
    const code = upFront.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
    // The unminified build keeps each component's function name: a widget is in the bundle when its component or its
    // View is. Texts objects shared between groups are data, not widget code, and are not counted.
    const declared = (name) =>
      new RegExp(`\\bfunction ${name}\\s*\\(|\\b(?:const|let|var) ${name}\\s*=`).test(code);
    if (!declared('TicketDetail'))
      throw new Error('TicketDetail itself is not found by name: the check would prove nothing');
    const others = widgets.filter((widget) => widget.group !== ticketDetail.group);
    const found = others.filter((widget) => declared(widget.name) || declared(`${widget.name}View`));
    if (found.length) {
      throw new Error(
        `the TicketDetail-only bundle holds other widgets: ${found.map((w) => `${w.group}/${w.name}`).join(', ')}`,
      );
    }
    const lazy = readdirSync(path.join(dir, 'assets')).filter(
      (file) => file.endsWith('.js') && !upFront.includes(`assets/${file}`),
    );
    const lazyWidgets = others.filter((widget) =>
      lazy.some((file) =>
        new RegExp(`\\bfunction ${widget.name}(View)?\\s*\\(`).test(
          readFileSync(path.join(dir, 'assets', file), 'utf8'),
        ),
      ),
    );
    if (lazyWidgets.length)
      console.log(
        `    emitted as lazy chunks, not loaded up front: ${lazyWidgets.map((w) => w.name).join(', ')}`,
      );
    console.log(
      `    none of the ${others.length} widgets of other groups (${[...new Set(others.map((w) => w.group))].join(', ')}) is in the bundle`,
    );
  },
);

/** Serves a built app on 127.0.0.1 (the MSW worker needs a real origin). */
function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // The mocks' fixtures name images under the API that the mock API does not serve: a placeholder answers them.
    if (url.pathname.startsWith('/api/v1/images/')) {
      response
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
      return;
    }
    const file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  for (const page of Object.keys(pages)) {
    await stepAsync(
      `consumer app: renders in Chromium against the mocks, no console errors (${page})`,
      async () => {
        const server = await serve(path.join(app, 'dist', page));
        const context = await browser.newContext();
        const tab = await context.newPage();
        const errors = [];
        tab.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        tab.on('pageerror', (error) => errors.push(error.message));
        tab.on('response', (response) => {
          if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
        });
        try {
          await tab.goto(`http://127.0.0.1:${server.address().port}/${page}.html`);
          await tab
            .getByRole('heading', { name: 'Game 7 ticket stub, section 112' })
            .waitFor({ timeout: 30_000 });
          const styled = await tab.evaluate(() => document.styleSheets.length);
          if (styled === 0) throw new Error('no stylesheet on the page');
          if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
        } finally {
          await context.close();
          server.close();
        }
      },
    );
  }
} finally {
  await browser.close();
}

if (sizes['ticket-detail'] && sizes['every-widget']) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `gzip (JS + CSS): only TicketDetail ${kb(sizes['ticket-detail'])}, every widget ${kb(sizes['every-widget'])}`,
  );
}
if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`kept ${work}`);
console.log(`${passedChecks} passed, ${problems.length} failed`);
process.exit(problems.length ? 1 : 0);
