#!/usr/bin/env node
// `pnpm test`: every check of the workspace, in order: typecheck, lint (ESLint and the format check) and build side by side,
// the vitest projects (node, ui, api, dom, dom-isolated, api-slow, storybook in Chromium, api-postgres), budgets, then the
// packages as a developer installs them (stories check, consumer test, static Storybook build, the visual comparison
// of its stories, release dry run)
// alongside the end-to-end suite. Prints one closing line `N passed, N failed` that sums all runners, and exits
// non-zero on any failure.
//
//   pnpm test                         everything, each test once (what CI runs)
//   pnpm test -- --only=fast          the fast lane: contract, kit logic, theme, checks across packages, ui components
//   pnpm test -- --only=medium        the medium lane: the API's handlers on PGlite, kit widgets and site in jsdom
//   pnpm test -- --only=slow          the slow lane: the long API tests, stories, PostgreSQL, build, packages, e2e
//   pnpm test -- --only=lint,unit     selected steps (typecheck, lint, unit, build, budgets, packages, e2e)
//
// The lanes split the vitest projects (vitest.config.ts): the three lanes' projects together are the `unit` step.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './lib/pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.vitest-reports');
/**
 * The vitest projects of each lane (vitest.config.ts names them): fast (about 80 s of CPU), medium (the API's
 * handlers on PGlite, the kit's widgets and the site in jsdom: a few minutes on 2 cores), slow (the rest).
 */
const LANE_PROJECTS = {
  fast: ['node', 'ui'],
  medium: ['api', 'dom', 'dom-isolated'],
  slow: [
    'api-slow',
    'storybook',
    'storybook-isolated',
    ...(process.env['TEST_DATABASE_URL'] ? ['api-postgres'] : []),
  ],
};
/** A lane is a name for several steps. */
const LANES = {
  fast: ['fast'],
  medium: ['medium'],
  slow: ['slow-unit', 'build', 'budgets', 'packages', 'e2e'],
};
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .flatMap((name) => LANES[name] ?? [name]);

const tally = { passed: 0, failed: 0 };
const failures = [];
/** What each failed vitest step reported (failing tests, modules, unhandled errors), printed at the end. */
const details = [];

const [pnpmBin, ...pnpmArgs] = pnpmCommand();
const summaryReporter = path.join(root, 'scripts/lib/failure-summary-reporter.mjs');

function indent(text) {
  return String(text)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * Where a step prints: the terminal, or (for a step that runs alongside another, see `together`) a buffer printed
 * whole when the step ends, so that two steps' lines never interleave.
 */
const terminal = { log: (text) => console.log(text), buffered: false };
const outputs = new AsyncLocalStorage();
const out = () => outputs.getStore() ?? terminal;

function run(command, args, options = {}) {
  if (command === 'pnpm') {
    args = [...pnpmArgs, ...args];
    command = pnpmBin;
  }
  const started = Date.now();
  const { buffered, log } = out();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1' },
      ...options,
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('error', (error) => chunks.push(Buffer.from(`${error.stack}\n`)));
    child.on('close', (code) => {
      if (buffered && chunks.length) log(Buffer.concat(chunks).toString().replace(/\n$/, ''));
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** A step that is one check (typecheck, lint, a budget): one pass or one failure. */
async function check(name, command, args) {
  const { log } = out();
  log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const { ok, seconds } = await run(command, args);
  log(`━━ ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s`);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
}

/** A vitest run: counts its tests from the JSON report. */
async function vitest(name, projects) {
  const { log } = out();
  mkdirSync(reports, { recursive: true });
  const outputFile = path.join(reports, `${name}.json`);
  const summaryFile = path.join(reports, `${name}.failures.json`);
  rmSync(outputFile, { force: true });
  rmSync(summaryFile, { force: true });
  const args = [
    'exec',
    'vitest',
    'run',
    ...projects.map((p) => `--project=${p}`),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    `--reporter=${summaryReporter}`,
  ];
  log(`\n━━ ${name} ━━ pnpm ${args.join(' ')}`);
  const { ok, seconds } = await run('pnpm', args, {
    env: { ...process.env, FORCE_COLOR: '1', MOMENTO_FAILURE_SUMMARY: summaryFile },
  });
  let passed = 0;
  let failed = 0;
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    // Failing tests; a failing test also fails its describe blocks and file (numFailedTestSuites), so suites count
    // only when no test failed (a module that did not load, a failing hook).
    failed = (report.numFailedTests ?? 0) || (report.numFailedTestSuites ?? 0);
  }
  // A run that failed without a failing test (a crash, a config error, an unhandled error) still fails.
  if (!ok && failed === 0) failed = 1;
  tally.passed += passed;
  tally.failed += failed;
  if (failed > 0) {
    failures.push(name);
    details.push({
      name,
      ...(existsSync(summaryFile)
        ? JSON.parse(readFileSync(summaryFile, 'utf8'))
        : { failures: [], unhandled: [] }),
    });
  }
  log(`━━ ${name}: ${passed} passed, ${failed} failed in ${seconds}s`);
}

/**
 * Runs steps at the same time: the first prints as it goes, the others print their lines in one block when they end
 * (so that no two steps' lines interleave). For steps that leave a core idle (one process at a time) on a 2-core
 * machine.
 */
async function together(live, ...others) {
  await Promise.all([
    live(),
    ...others.map((step) => {
      const lines = [];
      return outputs
        .run({ log: (text) => lines.push(text), buffered: true }, step)
        .then(() => console.log(lines.join('\n')));
    }),
  ]);
}

const steps = {
  typecheck: () => check('typecheck', 'node', ['scripts/typecheck.mjs']),
  // ESLint, then prettier's check of the code's format (.prettierignore leaves out the hand-wrapped prose).
  lint: async () => {
    await check('lint', 'pnpm', ['exec', 'eslint', '--max-warnings=0', '.']);
    await check('format', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']);
  },
  // Every lane's projects in one vitest run: the slow projects keep both cores busy while the others queue.
  unit: () => vitest('unit', [...LANE_PROJECTS.slow, ...LANE_PROJECTS.medium, ...LANE_PROJECTS.fast]),
  fast: () => vitest('fast', LANE_PROJECTS.fast),
  medium: () => vitest('medium', LANE_PROJECTS.medium),
  'slow-unit': () => vitest('slow-unit', LANE_PROJECTS.slow),
  // Every package and app builds (tsup, Vite); the budgets and the end-to-end suite use these builds.
  build: () => check('build', 'pnpm', ['build']),
  budgets: async () => {
    for (const script of ['scripts/budgets.mjs']) {
      if (existsSync(path.join(root, script))) await check(`budgets (${script})`, 'node', [script]);
    }
  },
  // Every data widget has its four state stories; the packed packages pass publint, attw, tree-shaking and a
  // consumer app's build, type-check and render (needs the build step's dist folders); the static Storybook builds
  // with every stories file and its Introduction page, and every story in it looks as its baselines; changesets
  // version coherently.
  packages: async () => {
    await check('stories check', 'node', ['scripts/stories-check.mjs']);
    await check('consumer test (test/consumer/consumer.mjs)', 'node', ['test/consumer/consumer.mjs']);
    await check('static Storybook (test/storybook/static-catalogue.mjs)', 'node', [
      'test/storybook/static-catalogue.mjs',
    ]);
    // Every story of that build, light and dark, phone and desktop, against the committed baselines in visual/
    // (a differing story names itself and writes its diff image into visual-report/).
    await check('visual (scripts/visual.mjs --no-build)', 'node', ['scripts/visual.mjs', '--no-build']);
    await check('release dry run (test/release/version-dry-run.mjs)', 'node', [
      'test/release/version-dry-run.mjs',
    ]);
  },
  e2e: () => vitest('e2e', ['e2e']),
};

/** The steps asked for, in order (everything but the lanes' own steps when no --only is given). */
const selected = only
  ? Object.keys(steps).filter((name) => only.includes(name))
  : Object.keys(steps).filter((name) => !['fast', 'medium', 'slow-unit'].includes(name));
const unknown = (only ?? []).filter((name) => !(name in steps));
if (unknown.length) {
  console.error(
    `unknown step or lane: ${unknown.join(', ')} (steps: ${Object.keys(steps).join(', ')}; lanes: ${Object.keys(LANES).join(', ')})`,
  );
  process.exit(2);
}
/**
 * Steps that need nothing from each other and each leave a core idle for part of their run, so on a 2-core machine
 * they run together, where the first of them comes, the first named streaming its output live: the type check (two
 * compilers on one thread each), the lint (one process at a time) and the build (one package at a time for its
 * longest part), before the vitest projects, which never use the build; the end-to-end suite (one file at a time)
 * and the packages step (one process at a time: packing, a consumer app, the static Storybook), both after the build
 * they need.
 */
const TOGETHER = [
  ['typecheck', 'lint', 'build'],
  ['e2e', 'packages'],
];
const done = new Set();
for (const name of selected) {
  if (done.has(name)) continue;
  const group = (TOGETHER.find((members) => members.includes(name)) ?? [name]).filter((step) =>
    selected.includes(step),
  );
  for (const step of group) done.add(step);
  if (group.length > 1) await together(...group.map((step) => steps[step]));
  else await steps[name]();
}

for (const step of details) {
  console.log(`\n━━ what failed in ${step.name}${step.reason ? ` (run ${step.reason})` : ''}`);
  for (const failure of step.failures) {
    console.log(`✗ [${failure.project}] ${failure.where} > ${failure.test}\n${indent(failure.error)}`);
  }
  for (const error of step.unhandled) console.log(`✗ unhandled error\n${indent(error)}`);
  if (!step.failures.length && !step.unhandled.length)
    console.log('(no failing test or unhandled error reported: see the step output above)');
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
