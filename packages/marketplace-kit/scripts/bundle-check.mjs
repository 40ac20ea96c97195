#!/usr/bin/env node
// Bundle check: a browser build that imports the client and the session must carry no zod. The contract's
// schemas stay on the server and in the mocks; the client imports the zod-free `@momento/contract/routes` only.
// Prints the minified and gzipped size; exits 1 when zod (or the contract's schema modules) is in the bundle.
// Usage: node packages/marketplace-kit/scripts/bundle-check.mjs [--json]
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything a browser app needs to talk to the API: the client, the stores and the seller helpers. */
const defaultEntry = `
import { createClient } from './src/api/client.ts';
import { createSessionStore, isActiveSeller } from './src/session/sessionStore.ts';
import { createSiteGateStore } from './src/session/siteGateStore.ts';
const session = createSessionStore({ apiBase: '/api/v1' });
const siteGate = createSiteGateStore({ apiBase: '/api/v1' });
const client = createClient({ apiBase: '/api/v1', session, siteGate });
globalThis.__momento = { client, isActiveSeller };
`;

/** Bundles `entry` (default: the client and the stores) and reports its size and any zod modules in it. */
export async function bundleCheck({ entry = defaultEntry } = {}) {
  const result = await build({
    stdin: { contents: entry, resolveDir: packageDir, sourcefile: 'bundle-check-entry.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['browser', 'import'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.keys(result.metafile.inputs);
  const offending = inputs.filter(
    (input) =>
      /(^|\/)node_modules\/(\.pnpm\/)?zod[@/]/.test(input) ||
      /packages\/contract\/src\/(operations|entities|primitives|envelope|index)\.ts$/.test(input),
  );
  return { bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength, inputs, offending };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = await bundleCheck();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  console.log(
    `client + session bundle: ${report.bytes} B minified, ${report.gzipBytes} B gzip, ${report.inputs.length} modules`,
  );
  if (report.offending.length > 0) {
    console.error(`zod or contract schemas in the browser bundle:\n  ${report.offending.join('\n  ')}`);
    process.exit(1);
  }
  console.log('no zod in the bundle');
}
