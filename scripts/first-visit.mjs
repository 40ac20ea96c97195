#!/usr/bin/env node
// The first visit after `pnpm start`: starts scripts/start.mjs on free ports with a fresh database, waits until the
// site answers, then opens it in a new Chromium profile (empty cache) and times how long the site gate's form takes
// to show. Also counts the page's loads: a visit that reloads itself (as a dev server optimising dependencies does)
// fails. Prints the figure of each visit (the first with an empty cache, then a repeat visit) and stops everything.
//
//   node scripts/first-visit.mjs                 # uses the current build (start.mjs builds it when outdated)
//   node scripts/first-visit.mjs --fresh-build   # removes apps/site/dist first, as on a fresh clone
//
// Exits 1 when the gate form takes longer than FIRST_VISIT_LIMIT_MS (default 2000) or the page reloads.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { freePort } from '../e2e/support/stack.ts';
import { siteDist } from './lib/site-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const limit = Number(process.env['FIRST_VISIT_LIMIT_MS'] ?? 2000);
if (process.argv.includes('--fresh-build')) rmSync(siteDist, { recursive: true, force: true });

const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-first-visit-'));
const [apiPort, sitePort, embedPort] = [await freePort(), await freePort(), await freePort()];
const siteUrl = `http://127.0.0.1:${sitePort}/`;
const started = Date.now();
const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    API_PORT: String(apiPort),
    SITE_PORT: String(sitePort),
    EMBED_PORT: String(embedPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
let failed = false;
try {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (stack.exitCode !== null) throw new Error(`scripts/start.mjs exited with ${stack.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${siteUrl} did not answer within 5 minutes`);
    const reply = await fetch(siteUrl).catch(() => null);
    if (reply?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `site answering ${((Date.now() - started) / 1000).toFixed(1)} s after start (build and API start included)`,
  );
  const context = await browser.newContext();
  for (const visit of ['first visit (empty cache)', 'second visit (cached)']) {
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    const begin = Date.now();
    await page.goto(siteUrl, { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ state: 'visible' });
    const elapsed = Date.now() - begin;
    // A reload while the form is up would show here as a second load.
    await page.waitForTimeout(1500);
    const ok = elapsed <= limit && loads <= 1;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'ok  ' : 'MISS'}  ${visit}: gate form visible after ${elapsed} ms, ${loads} page load(s)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await new Promise((resolve) => (stack.exitCode !== null ? resolve() : stack.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`first-visit: the gate form took longer than ${limit} ms or the page reloaded.`);
  process.exit(1);
}
