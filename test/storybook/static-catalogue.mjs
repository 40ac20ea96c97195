#!/usr/bin/env node
// The static Storybook is the catalogue people open: builds it once (`storybook build`, as `pnpm build-storybook`)
// and checks the build, not the sources: every `*.stories.tsx` file of the workspace is in its index, the kit's data
// widgets each have their Success, Loading, Empty and Error stories in it, and the Introduction page renders in
// Chromium with the theme tokens and the widget list and no page error. Each story runs as a test (play function and
// axe) in the `storybook` vitest project.
// Usage: node test/storybook/static-catalogue.mjs [--out DIR]   (default: storybook-static/, as pnpm build-storybook)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.ts';
import { kitWidgets } from '../../scripts/lib/kit-widgets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outArg = process.argv.indexOf('--out');
const out = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'storybook-static');
const problems = [];

const built = spawnSync(
  path.join(root, 'node_modules/.bin/storybook'),
  ['build', '-c', '.storybook', '-o', out, '--quiet'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  },
);
if (built.status !== 0) {
  console.log('✗ storybook build failed');
  process.exit(1);
}

const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');

// Every stories file of the workspace is in the build.
const indexed = new Set(entries.map((entry) => path.normalize(entry.importPath)));
const sourceFiles = ['packages', 'apps'].flatMap((parent) =>
  readdirSync(path.join(root, parent), { recursive: true })
    .filter((file) => /\.stories\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.normalize(`./${parent}/${file}`)),
);
const missingFiles = sourceFiles.filter((file) => !indexed.has(file));
if (missingFiles.length) problems.push(`stories files not in the static build: ${missingFiles.join(', ')}`);
else
  console.log(
    `✓ all ${sourceFiles.length} stories files are in the static build (${stories.length} stories)`,
  );

// Every data widget's four states are in the build.
const lacking = [];
for (const widget of kitWidgets().filter((w) => w.data)) {
  const names = new Set(
    stories
      .filter((story) => path.resolve(root, story.importPath).startsWith(widget.dir + path.sep))
      .map((story) => story.exportName ?? story.name),
  );
  const missing = ['Success', 'Loading', 'Empty', 'Error'].filter((state) => !names.has(state));
  if (missing.length) lacking.push(`${widget.name} (${missing.join(', ')})`);
}
if (lacking.length)
  problems.push(`data widgets without their state stories in the build: ${lacking.join('; ')}`);
else console.log('✓ every data widget has Success, Loading, Empty and Error stories in the build');

// The Introduction page renders from the build.
const intro = entries.find((entry) => entry.type === 'docs' && entry.title === 'Introduction');
if (!intro) problems.push('no Introduction page in the build');
else {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    let file = path.join(out, decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(out) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/iframe.html?id=${intro.id}&viewMode=docs`);
    await page.getByRole('heading', { name: 'Theme tokens' }).waitFor({ timeout: 60_000 });
    const tokens = await page.locator('#storybook-docs table tbody tr').count();
    const widgets = await page.locator('#storybook-docs ul li code').count();
    const dataWidgets = kitWidgets().filter((w) => w.data).length;
    if (tokens < 10) problems.push(`the Introduction page lists ${tokens} theme tokens`);
    if (widgets < dataWidgets)
      problems.push(`the Introduction page lists fewer widgets than the ${dataWidgets} data widgets`);
    if (errors.length) problems.push(`page errors on the Introduction page: ${errors.join('; ')}`);
    if (tokens >= 10 && widgets >= dataWidgets && !errors.length)
      console.log(
        `✓ the Introduction page renders ${tokens} theme tokens and the ${dataWidgets} data widgets`,
      );
  } finally {
    await browser.close();
    server.close();
  }
}

for (const problem of problems) console.log(`✗ ${problem}`);
process.exit(problems.length ? 1 : 0);
