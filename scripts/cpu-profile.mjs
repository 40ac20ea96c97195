#!/usr/bin/env node
// CPU profiles of the built site's signed-in pages, as a phone would run them: Chromium with 4x CPU throttling (CPU_PROFILE_SLOWDOWN), a cold
// cache, the demo buyer signed in after the site gate (as `pnpm lighthouse --signed-in` does), and the page's first
// 9 seconds sampled by V8's profiler. Prints, per page, the long tasks (PerformanceObserver, throttled), the <link> elements
// the page inserted with their main-thread time, the functions with the most self time and the self time of each file
// (chunk) of the build, with the load average (the figures depend on it);
// writes each profile as a .cpuprofile file (Chromium's DevTools opens them) into CPU_PROFILE_DIR.
//
//   pnpm --filter @momento/site build && node scripts/cpu-profile.mjs
//   CPU_PROFILE_PATHS=/,/account/mymessages CPU_PROFILE_DIR=/tmp/profiles node scripts/cpu-profile.mjs
//   CPU_PROFILE_SLOWDOWN=8 node scripts/cpu-profile.mjs    # another CPU throttling rate (a phone half as fast)
//
// `{offer}` in a path stands for the buyer's first offer in My Offers. Not part of `pnpm test`: a measuring tool.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { startStack } from '../e2e/support/stack.ts';

const paths = (
  process.env['CPU_PROFILE_PATHS'] ||
  '/,/tickets/1,/account/myorders,/account/myoffers/{offer},/account/mymessages'
).split(',');
const outDir = process.env['CPU_PROFILE_DIR'] || path.join(tmpdir(), 'momento-cpu-profiles');
const PROFILE_MS = 9_000;
/** The CPU throttling rate (4, as Lighthouse's mobile default; 8 for a phone half as fast). */
const CPU_SLOWDOWN = Number(process.env['CPU_PROFILE_SLOWDOWN'] || 4);
mkdirSync(outDir, { recursive: true });

const profileDir = mkdtempSync(path.join(tmpdir(), 'momento-cpu-profile-'));
const stack = await startStack({ site: 'production' });
// A phone-sized window (Lighthouse's mobile viewport), so the pages lay out as they do there.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
  viewport: { width: 412, height: 823 },
});
try {
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/`);
  await page.getByLabel('Email', { exact: true }).fill('preview@momento.test');
  await page.getByLabel('Password', { exact: true }).fill('momento-preview');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Tickets and memories from moments in history' })
    .waitFor();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email', { exact: true }).fill('buyer@momento.test');
  await dialog.getByLabel('Password', { exact: true }).fill('momento-buyer');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Login success').first().waitFor();
  if (paths.some((pagePath) => pagePath.includes('{offer}'))) {
    await page.goto(`${stack.siteUrl}/account/myoffers`);
    const offerPath = await page.locator('a[href^="/account/myoffers/"]').first().getAttribute('href');
    if (!offerPath) throw new Error('My Offers shows no offer for {offer}');
    paths.forEach(
      (pagePath, index) => (paths[index] = pagePath.replace('/account/myoffers/{offer}', offerPath)),
    );
  }
  await page.close();

  for (const pagePath of paths) {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await tab.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      // The <link> elements the page inserts (stylesheets and module preloads of dynamic imports) and their main-thread time.
      const links = [];
      Object.defineProperty(window, '__links', { value: links });
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function (child) {
        if (!(child instanceof HTMLLinkElement)) return appendChild.call(this, child);
        const started = performance.now();
        const appended = appendChild.call(this, child);
        links.push([child.rel, performance.now() - started]);
        return appended;
      };
    });
    await cdp.send('Profiler.start');
    await tab.goto(`${stack.siteUrl}${pagePath}`);
    await tab.waitForTimeout(PROFILE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    /** @type {Array<[number, number]>} */
    const longTasks = await tab.evaluate(() => /** @type {any} */ (window).__longTasks);
    /** @type {Array<[string, number]>} */
    const links = await tab.evaluate(() => /** @type {any} */ (window).__links);
    const file = path.join(outDir, `${pagePath.replace(/[^a-z0-9]+/gi, '_')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const blocking = longTasks.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
    console.log(`${pagePath}  load ${loadavg()[0].toFixed(2)}  (${file})`);
    console.log(
      `  long tasks (start+duration ms): ${longTasks.map(([start, duration]) => `${start}+${duration}`).join(' ')}; blocking beyond 50 ms: ${blocking} ms`,
    );
    const linkMs = (rel) =>
      links
        .filter(([r]) => rel === null || r === rel)
        .reduce((total, [, ms]) => total + ms, 0)
        .toFixed(1);
    console.log(
      `  <link> elements inserted: ${links.length} in ${linkMs(null)} ms (modulepreload ${links.filter(([rel]) => rel === 'modulepreload').length} in ${linkMs('modulepreload')} ms)`,
    );
    summarize(profile);
    await tab.close();
  }
} finally {
  await context.close();
  await stack.stop();
  rmSync(profileDir, { recursive: true, force: true });
}

/** The busiest functions by self time and the self time of each file (chunk), from a V8 CPU profile. */
function summarize(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  const byFile = new Map();
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const fileName = url.split('/').pop() || '(native)';
    const key = `${functionName || '(anonymous)'} ${fileName}:${lineNumber + 1}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + ms);
    byFile.set(fileName, (byFile.get(fileName) ?? 0) + ms);
  });
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${key}`)
      .join('\n');
  console.log(`  self time:\n${top(selfTime, 12)}\n  by file:\n${top(byFile, 12)}`);
}
