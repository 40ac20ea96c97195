// Whether the reference site's build (apps/site/dist) is missing or older than what it is built from, and the
// build itself. `pnpm start` serves the build, so it builds first when a source changed since (a pull, an edit).
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDist = path.join(root, 'apps/site/dist');
const builtMarker = path.join(siteDist, 'index.html');

/** What the site's bundle is made of: its own sources and config, the workspace packages it bundles, the lockfile. */
const SOURCES = [
  'apps/site/src',
  'apps/site/public',
  'apps/site/index.html',
  'apps/site/embed',
  'apps/site/vite.config.ts',
  'apps/site/vite.signin.config.ts',
  'apps/site/headers.ts',
  'apps/site/precompress.ts',
  'apps/site/package.json',
  'packages/marketplace-kit/src',
  'packages/marketplace-kit/package.json',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'pnpm-lock.yaml',
];
/** Files under the source folders that never reach the bundle. */
const NOT_BUNDLED = /\.(?:test|stories)\.tsx?$|\.md$/;

function newestIn(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return NOT_BUNDLED.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name.startsWith('.')) continue;
    newest = Math.max(newest, newestIn(path.join(entry, child.name)));
  }
  return newest;
}

/** Why the site needs a build ('missing', 'outdated'), or null when apps/site/dist is newer than every source. */
export function siteBuildNeeded() {
  const built = statSync(builtMarker, { throwIfNoEntry: false });
  if (!built) return 'missing';
  const newest = Math.max(...SOURCES.map((source) => newestIn(path.join(root, source))));
  return newest > built.mtimeMs ? 'outdated' : null;
}

/** Builds the site (vite build); resolves true on success. The child is returned too, so a caller can stop it. */
export function buildSite() {
  const [pnpm, ...pnpmArgs] = pnpmCommand();
  // Its own process group (as start.mjs's children), so stopping it also stops the vite that pnpm started.
  const child = spawn(pnpm, [...pnpmArgs, '--filter', '@momento/site', 'build'], {
    cwd: root,
    stdio: 'inherit',
    detached: process.platform !== 'win32',
  });
  const done = new Promise((resolve) => {
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
  return { child, done };
}
