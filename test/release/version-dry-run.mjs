#!/usr/bin/env node
// Releases: `changeset version` on a copy of the repository (the files git tracks or would track, with the
// workspace's node_modules linked in), then checks that the result is a coherent release: every published package a
// pending changeset names gets a higher version and a CHANGELOG.md entry under it, every workspace dependency on a
// bumped package still matches its version, the pending changesets are consumed, and the private apps stay unversioned.
// The repository itself is never touched. Exits 1 on any incoherence.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const copy = mkdtempSync(path.join(os.tmpdir(), 'momento-release-'));
const problems = [];

try {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));

  const workspaces = ['packages', 'apps'].flatMap((parent) =>
    readdirSync(path.join(copy, parent))
      .filter((dir) => existsSync(path.join(copy, parent, dir, 'package.json')))
      .map((dir) => path.join(parent, dir)),
  );
  const manifest = (dir) => JSON.parse(readFileSync(path.join(copy, dir, 'package.json'), 'utf8'));
  const before = Object.fromEntries(workspaces.map((dir) => [dir, manifest(dir)]));
  // A patch changeset for every published package, so that the run versions each of them even when none is pending.
  const published = workspaces.filter((dir) => !before[dir].private).map((dir) => before[dir].name);
  writeFileSync(
    path.join(copy, '.changeset', 'release-dry-run.md'),
    `---\n${published.map((name) => `'${name}': patch`).join('\n')}\n---\n\nRelease dry run.\n`,
  );
  const pending = readdirSync(path.join(copy, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );
  const named = new Set(
    pending.flatMap((file) => {
      const front = readFileSync(path.join(copy, '.changeset', file), 'utf8').split('---')[1] ?? '';
      return [...front.matchAll(/['"]?(@[\w-]+\/[\w-]+)['"]?\s*:\s*(major|minor|patch)/g)].map((m) => m[1]);
    }),
  );

  const result = spawnSync(path.join(root, 'node_modules/.bin/changeset'), ['version'], {
    cwd: copy,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`changeset version exited ${result.status}\n${result.stdout}${result.stderr}`);

  const versions = {};
  for (const dir of workspaces) versions[manifest(dir).name] = manifest(dir).version;
  for (const dir of workspaces) {
    const old = before[dir];
    const now = manifest(dir);
    if (old.private) {
      if (now.version !== old.version)
        problems.push(`${old.name} is private and was versioned ${old.version} -> ${now.version}`);
    } else if (named.has(old.name)) {
      const higher = now.version.localeCompare(old.version, undefined, { numeric: true }) > 0;
      if (!higher) problems.push(`${old.name}: a changeset names it but its version stayed ${old.version}`);
      const changelog = path.join(copy, dir, 'CHANGELOG.md');
      if (!existsSync(changelog) || !readFileSync(changelog, 'utf8').includes(`## ${now.version}`))
        problems.push(`${old.name}: no CHANGELOG.md entry for ${now.version}`);
      else console.log(`✓ ${old.name} ${old.version} -> ${now.version} with its CHANGELOG.md entry`);
    }
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const [dep, range] of Object.entries(now[field] ?? {})) {
        if (!(dep in versions) || range.startsWith('workspace:')) continue;
        problems.push(`${now.name} ${field}.${dep} is ${range}, not a workspace range (${versions[dep]})`);
      }
    }
  }
  const left = readdirSync(path.join(copy, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );
  if (left.length) problems.push(`changesets not consumed: ${left.join(', ')}`);
} catch (error) {
  problems.push(error.message);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

for (const problem of problems) console.log(`✗ ${problem}`);
console.log(
  problems.length
    ? `changeset version: ${problems.length} problem(s)`
    : 'changeset version: a coherent release',
);
process.exit(problems.length ? 1 : 0);
