#!/usr/bin/env node
// `pnpm visual`: every story of the static Storybook in Chromium, light and dark, at a phone and a desktop width,
// compared with the baselines in visual/baselines. Fails on any story that differs (its name, what differs and its
// diff image), on a story without a baseline and on a baseline without a story; writes visual-report/index.html with
// the expected, actual and diff images side by side. A story that differs renders again alone before it fails; one
// that matches then is named as unstable among the warnings (lines starting with `!`). How it stays the same across machines: scripts/lib/visual.mjs.
//
//   pnpm visual                     build the static Storybook, then compare
//   pnpm visual:update              build it, then rewrite the baselines that changed (and remove stale ones)
//   node scripts/visual.mjs --no-build [--update] [--filter TEXT] [--storybook DIR] [--baselines DIR] [--report DIR]
//     --no-build       use the existing build (storybook-static/, or --storybook DIR); `pnpm test` builds it first
//     --filter TEXT    only the stories whose id, or title and name, contain TEXT
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildStorybook, folderSize, MAX_DIFF_RATIO, runVisual, THRESHOLD } from './lib/visual.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    storybook: { type: 'string', default: 'storybook-static' },
    baselines: { type: 'string', default: 'visual/baselines' },
    report: { type: 'string', default: 'visual-report' },
    concurrency: { type: 'string' },
  },
});
const storybookDir = path.resolve(root, values.storybook);
const baselineDir = path.resolve(root, values.baselines);
const reportDir = path.resolve(root, values.report);

const started = Date.now();
if (!values['no-build']) buildStorybook(storybookDir);
const result = await runVisual({
  storybookDir,
  baselineDir,
  reportDir,
  update: values.update,
  filter: values.filter,
  ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const warning of result.warnings) console.log(`! ${warning}`);
// Where the time went: each part summed over the tabs (they work at the same time, so the sum exceeds the run).
const { stats } = result;
const secondsOf = (ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`;
console.log(
  `  ${result.concurrency} tabs: page loads ${secondsOf(stats.load)}, renders ${secondsOf(stats.render)}, settling ${secondsOf(stats.settle)}, screenshots ${secondsOf(stats.screenshot)} (${stats.recaptured ?? 0} captured again), resizes ${secondsOf(stats.resize)}; ${stats.secondLooks ?? 0} stories rendered again for a second look; comparing ${secondsOf(stats.compare)} (${stats.decoded} of ${result.shots} screenshots decoded), encoding baselines ${secondsOf(stats.encode)}`,
);
for (const problem of result.problems) console.log(`✗ ${problem}`);
const size = folderSize(baselineDir);
const where = `${size.files} distinct images, ${(size.bytes / 1024 / 1024).toFixed(2)} MB`;
if (values.update) {
  console.log(
    `${result.problems.length ? '✗' : '✓'} ${result.total} stories, ${result.shots} screenshots: ${result.changedOnUpdate} baselines written, ${result.stale.length} stale removed (${where}) in ${seconds}s`,
  );
  process.exit(result.problems.length ? 1 : 0);
}
if (result.failures.length) {
  console.log(
    `✗ ${result.failures.length} of ${result.compared} screenshots differ from their baselines (pixelmatch threshold ${THRESHOLD}, at most ${MAX_DIFF_RATIO * 100}% of a screenshot's pixels): see above and ${path.relative(process.cwd(), path.join(reportDir, 'index.html'))}. If the change is meant, run pnpm visual:update and commit visual/.`,
  );
} else if (!result.problems.length) {
  console.log(
    `✓ ${result.compared} screenshots of ${result.total} stories match their baselines (${where}) in ${seconds}s`,
  );
}
process.exit(result.failures.length || result.problems.length ? 1 : 0);
