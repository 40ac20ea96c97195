#!/usr/bin/env node
// Lighthouse on the built site against the real API with demo data: mobile, default (simulated)
// throttling, on home and a ticket detail page. Prints every run and the median of each category; exits 1 when a
// median misses the targets (performance >= 95, accessibility 100, best practices >= 95).
//
//   pnpm --filter @momento/site build && pnpm lighthouse            # 3 runs per page
//   LIGHTHOUSE_RUNS=5 LIGHTHOUSE_PATHS=/,/tickets/1 pnpm lighthouse
//
// Not part of `pnpm test`: the scores depend on the machine's load (run it on an idle machine). Lighthouse itself is
// fetched by npm on first use (`npm exec lighthouse@13.5.0`) rather than kept as a dependency of the workspace.
// Chromium runs with a remote-debugging port; the site gate is passed once in its default profile, and Lighthouse
// keeps that storage (--disable-storage-reset), so the pages measured are the site, not the gate's form.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { freePort, startStack } from '../e2e/support/stack.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const runs = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const paths = (process.env['LIGHTHOUSE_PATHS'] ?? '/,/tickets/1').split(',');
const GATE = { email: 'preview@momento.test', password: 'momento-preview' };
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };

const work = mkdtempSync(path.join(tmpdir(), 'momento-lighthouse-'));
const stack = await startStack();
const port = await freePort();
const browserProcess = spawn(
  chromiumPath,
  [...chromiumArgs, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${path.join(work, 'profile')}`, 'about:blank'],
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
  await page.getByRole('heading', { level: 1, name: 'Tickets and memories from moments in history' }).waitFor();
  await page.close();
  // Disconnect Playwright (the profile and its storage stay): attached to the browser, it would also attach to the
  // tabs Lighthouse opens and interfere with them.
  await browser.close();

  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, simulated throttling, ${runs} runs per page (${stack.siteUrl})`);
  for (const pagePath of paths) {
    const scores = [];
    for (let run = 1; run <= runs; run += 1) {
      const output = path.join(work, `report-${run}.json`);
      const result = spawnSync(
        'npm',
        ['exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', `${stack.siteUrl}${pagePath}`, `--port=${port}`, '--disable-storage-reset',
          '--only-categories=performance,accessibility,best-practices', '--output=json', `--output-path=${output}`, '--quiet'],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status} on ${pagePath}`);
      const report = JSON.parse(readFileSync(output, 'utf8'));
      const score = Object.fromEntries(Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)]));
      const audit = (id) => report.audits[id].displayValue;
      console.log(
        `  ${pagePath.padEnd(12)} run ${run}: performance ${score.performance}, accessibility ${score.accessibility}, best practices ${score['best-practices']}` +
          `  (FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')})`,
      );
      scores.push(score);
    }
    const median = Object.fromEntries(Object.keys(TARGETS).map((id) => [id, medianOf(scores.map((score) => score[id]))]));
    const misses = Object.entries(TARGETS).filter(([id, target]) => median[id] < target);
    if (misses.length) failed = true;
    console.log(
      `${misses.length ? 'MISS' : 'ok  '}  ${pagePath.padEnd(12)} median: performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median['best-practices']}`,
    );
  }
} finally {
  browserProcess.kill('SIGKILL');
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
}
if (failed) {
  console.error('lighthouse: a median is below its target (performance >= 95, accessibility 100, best practices >= 95).');
  process.exit(1);
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
