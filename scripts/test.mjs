#!/usr/bin/env node
// `pnpm test`: every check of the workspace, in order: typecheck, lint, the vitest projects (node, dom,
// storybook in Chromium), build, budgets, the packages as a developer installs them (stories check, consumer test, static Storybook build, release dry run),
// then the end-to-end suite. Prints one closing line
// `N passed, N failed` that sums all runners, and exits non-zero on any failure.
//
//   pnpm test                 everything
//   pnpm test -- --only=lint,unit   selected steps (typecheck, lint, unit, build, budgets, packages, e2e)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './lib/pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.vitest-reports');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

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

function run(command, args, options = {}) {
  if (command === 'pnpm') {
    args = [...pnpmArgs, ...args];
    command = pnpmBin;
  }
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
    ...options,
  });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A step that is one check (typecheck, lint, a budget): one pass or one failure. */
function check(name, command, args) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const { ok, seconds } = run(command, args);
  console.log(`━━ ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s`);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
}

/** A vitest run: counts its tests from the JSON report. */
function vitest(name, projects) {
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
  console.log(`\n━━ ${name} ━━ pnpm ${args.join(' ')}`);
  const { ok, seconds } = run('pnpm', args, {
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
  console.log(`━━ ${name}: ${passed} passed, ${failed} failed in ${seconds}s`);
}

const steps = {
  typecheck: () => {
    check('typecheck', 'node', ['scripts/typecheck.mjs']);
  },
  lint: () => check('lint', 'pnpm', ['exec', 'eslint', '--max-warnings=0', '.']),
  unit: () =>
    vitest('unit', [
      'node',
      'dom',
      'dom-isolated',
      'storybook',
      ...(process.env['TEST_DATABASE_URL'] ? ['api-postgres'] : []),
    ]),
  // Every package and app builds (tsup, Vite); the budgets and the end-to-end suite use these builds.
  build: () => check('build', 'pnpm', ['build']),
  budgets: () => {
    for (const script of ['scripts/budgets.mjs']) {
      if (existsSync(path.join(root, script))) check(`budgets (${script})`, 'node', [script]);
    }
  },
  // Every data widget has its four state stories; the packed packages pass publint, attw, tree-shaking and a
  // consumer app's build, type-check and render (needs the build step's dist folders); the static Storybook builds
  // with every stories file and its Introduction page; changesets version coherently.
  packages: () => {
    check('stories check', 'node', ['scripts/stories-check.mjs']);
    check('consumer test (test/consumer/consumer.mjs)', 'node', ['test/consumer/consumer.mjs']);
    check('static Storybook (test/storybook/static-catalogue.mjs)', 'node', [
      'test/storybook/static-catalogue.mjs',
    ]);
    check('release dry run (test/release/version-dry-run.mjs)', 'node', ['test/release/version-dry-run.mjs']);
  },
  e2e: () => vitest('e2e', ['e2e']),
};

for (const [name, step] of Object.entries(steps)) {
  if (only && !only.includes(name)) continue;
  step();
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
