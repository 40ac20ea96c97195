#!/usr/bin/env node
// Sums up V8 CPU profiles (.cpuprofile: `node --cpu-prof`, the benchmarks' BENCH_CPU_PROF, DevTools) as shares of the
// busy time (idle and garbage collection shown apart), so that runs on a loaded machine compare: the functions with the
// most self time, the functions with the most inclusive time (self and everything they called) and the self time of
// each file. With two profiles, each row shows both shares side by side (e.g. a read-only run and a mixed one).
//
//   node scripts/cpu-profile-summary.mjs /tmp/prof/follow-readonly.cpuprofile /tmp/prof/follow-mixed.cpuprofile
//   CPU_SUMMARY_TOP=40 node scripts/cpu-profile-summary.mjs a.cpuprofile
//
// A measuring tool: not part of `pnpm test`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <a.cpuprofile> [<b.cpuprofile>]');
  process.exit(1);
}
const TOP = Number(process.env['CPU_SUMMARY_TOP'] || 25);
const IDLE = new Set(['(idle)', '(program)']);

/** A short name of a frame's file: the package and the path under it, or the path under the repository. */
function fileOf(url) {
  if (!url) return '(native)';
  const clean = url.replace(/^file:\/\//, '');
  const modules = clean.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = clean.slice(modules + '/node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return `${name}/${rest.at(-1)}`;
  }
  const repo = clean.search(/\/(apps|packages)\//);
  return repo >= 0 ? clean.slice(repo + 1) : clean.startsWith('node:') ? clean : path.basename(clean);
}

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}`;

function summarize(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  const byFile = new Map();
  let busy = 0;
  let idle = 0;
  let gc = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = nodes.get(id);
    const name = node.callFrame.functionName;
    if (IDLE.has(name)) {
      idle += ms;
      return;
    }
    busy += ms;
    if (name === '(garbage collector)') gc += ms;
    const key = frameName(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + ms);
    const fileKey = fileOf(node.callFrame.url);
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + ms);
    // Each function once per sample, however deep it recurses.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = frameName(nodes.get(at).callFrame);
      if (seen.has(frame) || frame.startsWith('(root)')) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
    }
  });
  return { file, busy, idle, gc, self, inclusive, byFile };
}

const runs = files.map(summarize);
const pct = (ms, run) => `${((100 * ms) / Math.max(run.busy, 1e-9)).toFixed(1).padStart(5)} %`;
for (const run of runs) {
  console.log(
    `${run.file}: busy ${(run.busy / 1000).toFixed(1)} s, idle ${(run.idle / 1000).toFixed(1)} s ` +
      `(busy ${((100 * run.busy) / (run.busy + run.idle)).toFixed(0)} % of the time), garbage collection ${pct(run.gc, run)} of the busy time`,
  );
}
function table(title, pick) {
  const first = pick(runs[0]);
  const keys = new Set([...first.keys()]);
  if (runs[1]) for (const key of pick(runs[1]).keys()) keys.add(key);
  const rank = (key) => Math.max(...runs.map((run) => (pick(run).get(key) ?? 0) / Math.max(run.busy, 1e-9)));
  const rows = [...keys].sort((a, b) => rank(b) - rank(a)).slice(0, TOP);
  console.log(
    `\n${title} (share of the busy time${runs[1] ? `: ${runs.map((r) => path.basename(r.file)).join(' | ')}` : ''})`,
  );
  for (const key of rows)
    console.log(`  ${runs.map((run) => pct(pick(run).get(key) ?? 0, run)).join(' | ')}  ${key}`);
}
table('self time', (run) => run.self);
table('inclusive time', (run) => run.inclusive);
table('self time by file', (run) => run.byFile);
