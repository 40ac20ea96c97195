#!/usr/bin/env node
// Lighthouse on the built site, served by its production server (apps/site/server.ts, as `pnpm start` serves it),
// against the real API with demo data: mobile, default (simulated) throttling, on home and a ticket detail page.
// Prints every run (with the machine's load average, since the scores depend on it) and the median of each category
// and of the total blocking time; exits 1 when a median misses the targets (performance >= 95, accessibility 100,
// best practices >= 95, TBT <= 200 ms).
//
//   pnpm --filter @momento/site build && pnpm lighthouse            # 3 runs per page
//   LIGHTHOUSE_RUNS=5 LIGHTHOUSE_PATHS=/,/tickets/1 pnpm lighthouse
//   pnpm lighthouse --signed-in                                     # as the demo buyer, on account pages too
//   LIGHTHOUSE_ACCOUNT=seller@momento.test:momento-seller pnpm lighthouse
//   LIGHTHOUSE_REPORTS=/tmp/reports pnpm lighthouse --signed-in     # keeps each run's JSON report and trace
//   LIGHTHOUSE_CPU_SLOWDOWN=8 pnpm lighthouse --signed-in           # as if this machine were twice as slow
//
// Simulated throttling multiplies the CPU time the page took on this machine by 4 (Lighthouse's mobile default), so a
// score depends on the machine's speed as much as on its load. Each run prints Lighthouse's benchmark index of the
// machine (BI: about 1,000 for a mid-range desktop; Lighthouse warns below 1,000 that the host is slower than its
// throttling assumes) beside the load average; LIGHTHOUSE_CPU_SLOWDOWN sets another multiplier, for instance to check
// the margin a page has on a slower machine.
//
// What the simulation counts (Lighthouse 13's Lantern, read from its source): each main-thread task's wall time on
// this machine, waits included (for the CPU, for another process), times the slowdown, or half the slowdown for a
// task with style and layout; tasks under 10 ms are left out of the simulation unless they link others. The total
// blocking time's window opens at a simulated first contentful paint whose optimistic half counts only the
// render-blocking requests (the HTML, its CSS), so a page drawn by JavaScript has nearly all its start-up inside it.
// At 8x, a script task of 10 ms here is 30 ms of blocking time and a style and layout task of 25 ms is 50 ms. Each
// run prints its long tasks as simulated, with the script each is charged to.
//
// Signed in (`--signed-in` is the demo buyer; LIGHTHOUSE_ACCOUNT=email:password names another account), the pages are
// home, a ticket page, My Orders, an offer thread and My Messages unless LIGHTHOUSE_PATHS says otherwise; `{offer}`
// in a path stands for the account's first offer in My Offers. The account signs in through the header's Login
// dialog after the gate, and its refresh token stays in the profile's storage: every measured load restores the
// session as a returning visitor's does.
//
// Not part of `pnpm test`: the scores depend on the machine's load (run it on an idle machine). Lighthouse itself is
// fetched by npm on first use (`npm exec lighthouse@13.5.0`) rather than kept as a dependency of the workspace.
// Chromium runs with a remote-debugging port; the site gate is passed once in its default profile, and Lighthouse
// keeps that storage (--disable-storage-reset), so the pages measured are the site, not the gate's form.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { freePort, startStack } from '../e2e/support/stack.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const runs = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const DEMO_BUYER = 'buyer@momento.test:momento-buyer';
const accountSetting =
  process.env['LIGHTHOUSE_ACCOUNT'] || (process.argv.includes('--signed-in') ? DEMO_BUYER : '');
const account = accountSetting
  ? {
      email: accountSetting.slice(0, accountSetting.indexOf(':')),
      password: accountSetting.slice(accountSetting.indexOf(':') + 1),
    }
  : null;
if (account && (!account.email || !account.password)) throw new Error('LIGHTHOUSE_ACCOUNT is email:password');
const defaultPaths = account
  ? '/,/tickets/1,/account/myorders,/account/myoffers/{offer},/account/mymessages'
  : '/,/tickets/1';
const paths = (process.env['LIGHTHOUSE_PATHS'] || defaultPaths).split(',');
const GATE = { email: 'preview@momento.test', password: 'momento-preview' };
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const TBT_TARGET_MS = 200;
const keepReports = process.env['LIGHTHOUSE_REPORTS'];
const cpuSlowdown = Number(process.env['LIGHTHOUSE_CPU_SLOWDOWN'] ?? 4);
if (!(cpuSlowdown >= 1))
  throw new Error("LIGHTHOUSE_CPU_SLOWDOWN is a multiplier of 1 or more (Lighthouse's mobile default: 4)");
if (keepReports) mkdirSync(keepReports, { recursive: true });

const work = mkdtempSync(path.join(tmpdir(), 'momento-lighthouse-'));
const stack = await startStack({ site: 'production' });
const port = await freePort();
const browserProcess = spawn(
  chromiumPath,
  [
    ...chromiumArgs,
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${path.join(work, 'profile')}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
let failed = false;
try {
  const browser = await connect(port);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${stack.siteUrl}/`);
  await page.getByLabel('Email', { exact: true }).fill(GATE.email);
  await page.getByLabel('Password', { exact: true }).fill(GATE.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Tickets and memories from moments in history' })
    .waitFor();
  if (account) {
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login success').first().waitFor();
    if (paths.some((pagePath) => pagePath.includes('{offer}'))) {
      await page.goto(`${stack.siteUrl}/account/myoffers`);
      const link = page.locator('a[href^="/account/myoffers/"]').first();
      await link.waitFor();
      const offerPath = await link.getAttribute('href');
      if (!offerPath) throw new Error('My Offers shows no offer for {offer}');
      paths.forEach(
        (pagePath, index) => (paths[index] = pagePath.replace('/account/myoffers/{offer}', offerPath)),
      );
    }
  }
  await page.close();
  // Disconnect Playwright (the profile and its storage stay): attached to the browser, it would also attach to the
  // tabs Lighthouse opens and interfere with them.
  await browser.close();

  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, simulated throttling (CPU ${cpuSlowdown}x), ${runs} runs per page (${stack.siteUrl}), ` +
      (account ? `signed in as ${account.email}` : 'signed out'),
  );
  for (const pagePath of paths) {
    const scores = [];
    for (let run = 1; run <= runs; run += 1) {
      const output = path.join(work, `report-${run}.json`);
      const result = spawnSync(
        'npm',
        [
          'exec',
          '--yes',
          `--package=${LIGHTHOUSE}`,
          '--',
          'lighthouse',
          `${stack.siteUrl}${pagePath}`,
          `--port=${port}`,
          '--disable-storage-reset',
          `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
          '--only-categories=performance,accessibility,best-practices',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          // With LIGHTHOUSE_REPORTS, the run's trace too (`<output>-0.trace.json`): every main-thread task it measured.
          ...(keepReports ? ['--save-assets'] : []),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status} on ${pagePath}`);
      const report = JSON.parse(readFileSync(output, 'utf8'));
      if (keepReports) {
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_')}-run${run}`;
        copyFileSync(output, path.join(keepReports, `${name}.json`));
        const trace = output.replace(/\.json$/, '-0.trace.json');
        if (existsSync(trace)) copyFileSync(trace, path.join(keepReports, `${name}.trace.json`));
      }
      const score = Object.fromEntries(
        Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)]),
      );
      const audit = (id) => report.audits[id].displayValue;
      score.tbt = report.audits['total-blocking-time'].numericValue;
      if (
        report.finalDisplayedUrl &&
        new URL(report.finalDisplayedUrl).pathname !== new URL(`${stack.siteUrl}${pagePath}`).pathname
      ) {
        throw new Error(
          `${pagePath} ended on ${report.finalDisplayedUrl} (signed out?): not the page asked for`,
        );
      }
      console.log(
        `  ${pagePath.padEnd(24)} run ${run}: performance ${score.performance}, accessibility ${score.accessibility}, best practices ${score['best-practices']}` +
          `  (FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')})` +
          `  load ${loadavg()[0].toFixed(2)}, BI ${Math.round(report.environment.benchmarkIndex)}` +
          (report.environment.benchmarkIndex < 1000
            ? " (a slower host than Lighthouse's throttling assumes)"
            : ''),
      );
      console.log(`      ${countedTasks(report)}`);
      scores.push(score);
    }
    const median = Object.fromEntries(
      [...Object.keys(TARGETS), 'tbt'].map((id) => [id, medianOf(scores.map((score) => score[id]))]),
    );
    const misses = Object.entries(TARGETS).filter(([id, target]) => median[id] < target);
    if (median.tbt > TBT_TARGET_MS) misses.push(['tbt', TBT_TARGET_MS]);
    if (misses.length) failed = true;
    console.log(
      `${misses.length ? 'MISS' : 'ok  '}  ${pagePath.padEnd(24)} median: performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median['best-practices']}, TBT ${Math.round(median.tbt)} ms`,
    );
  }
} finally {
  browserProcess.kill('SIGKILL');
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
}
if (failed) {
  console.error(
    'lighthouse: a median misses its target (performance >= 95, accessibility 100, best practices >= 95, TBT <= 200 ms).',
  );
  process.exit(1);
}

/**
 * The long tasks of a run as Lighthouse simulated them (its `long-tasks` audit: each task's time multiplied by the
 * slowdown, half of it for a task with style and layout), the longest first, each with the script it is charged to:
 * the total blocking time is what they last beyond 50 ms between the first contentful paint and interactive.
 */
function countedTasks(report) {
  const items = report.audits['long-tasks']?.details?.items ?? [];
  if (!items.length) return 'long tasks (simulated): none';
  const sorted = [...items].sort((a, b) => b.duration - a.duration);
  // A built file by its name, the page's own document by its path, Lighthouse's words ('Unattributable') as they are.
  const where = (url) => {
    if (!url.startsWith('http')) return url;
    const { pathname } = new URL(url);
    return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : `the page ${pathname}`;
  };
  const shown = sorted
    .slice(0, 6)
    .map((item) => `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} (${where(item.url)})`);
  const more = sorted.length > 6 ? `, ${sorted.length - 6} more` : '';
  return `long tasks (simulated): ${shown.join(', ')}${more}`;
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function connect(debugPort) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
