#!/usr/bin/env node
// `pnpm --filter @momento/embed demo` (started by the root `pnpm start`): builds the embed when dist/ has no build
// yet, then serves dist/ (loader, widget chunk and the demo partner page from demo/) with `vite preview` on EMBED_PORT
// (default 5174), proxying /api to the API on API_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
if (
  !existsSync(path.join(app, 'dist/momento-embed.js')) ||
  !existsSync(path.join(app, 'dist/momento-widget.js'))
) {
  const build = spawnSync(pnpm, ['build'], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const preview = spawn(pnpm, ['exec', 'vite', 'preview'], { cwd: app, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
