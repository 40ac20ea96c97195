#!/usr/bin/env node
// `pnpm start`: the reference API (migrates and seeds an empty database on first start) and the built site, served
// as a deployment serves it (apps/site/server.ts: compressed, cached, with the security headers, /api forwarded to the
// API on one origin). The site is built first when apps/site/dist is missing or older than its sources (the build
// runs while the API starts). Once /api/v1/health answers, the site server and the embed demo start. Prints the URLs
// and the demo accounts. Ctrl-C or SIGTERM stops every child.
//
// `pnpm dev` (`--dev`): the same with the Vite dev server instead of the build (hot reload; it proxies /api too).
//
//   API_PORT (default 8787), SITE_PORT (default 5173), EMBED_PORT (default 5174, the embed demo), DATA_DIR, DATABASE_URL, ... are passed through.
//
// The API runs as a development server: NODE_ENV=development and DEV_ROUTES=1 (the e-mail outbox at /api/v1/dev/outbox,
// where the verification and reset links of a machine without SMTP are read, and the test payment provider), unless
// the environment says otherwise. The API alone defaults to production, where those routes never exist.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './lib/pnpm.mjs';
import { buildSite, siteBuildNeeded } from './lib/site-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 8787);
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const embedPort = Number(process.env.EMBED_PORT ?? 5174);
// The API sits behind one proxy, the site's server (or Vite's), which sets X-Forwarded-For: TRUST_PROXY=1 makes the
// abuse limits count each client's own address rather than the proxy's (apps/api/README.md, Abuse limits).
const env = {
  ...process.env,
  API_PORT: String(apiPort),
  SITE_PORT: String(sitePort),
  EMBED_PORT: String(embedPort),
  TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
};
const apiNodeEnv = process.env.NODE_ENV || 'development';
const apiEnv = {
  NODE_ENV: apiNodeEnv,
  DEV_ROUTES: process.env.DEV_ROUTES ?? (apiNodeEnv === 'production' ? '0' : '1'),
};
const devRoutes = apiEnv.DEV_ROUTES === '1' || apiEnv.DEV_ROUTES === 'true';
// The pnpm that runs this script (`npx pnpm@x start` leaves no pnpm on PATH on every setup).
const [pnpm, ...pnpmArgs] = pnpmCommand();

const children = [];
let stopping = false;

function start(name, args, command = [pnpm, ...pnpmArgs], extraEnv = {}) {
  const [file, ...leading] = command;
  // detached: each child leads its own process group, so stopping it also stops what pnpm started under it.
  const child = spawn(file, [...leading, ...args], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
    detached: process.platform !== 'win32',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function signalChild(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalChild(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) signalChild(child, 'SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null ? null : new Promise((r) => child.once('exit', r)),
    ),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

console.log(
  `Starting the API on http://127.0.0.1:${apiPort}/api/v1 (the first start migrates and seeds the demo data) ...`,
);
start('api', ['--filter', '@momento/api', 'start'], undefined, apiEnv);
const buildReason = dev ? null : siteBuildNeeded();
let built = true;
if (buildReason) {
  console.log(
    `Building the site (${buildReason === 'missing' ? 'no build yet' : 'a source changed since the last build'}) ...`,
  );
  const build = buildSite();
  // Stopped with everything else when Ctrl-C comes during the build.
  children.push(build.child);
  built = await build.done;
  if (!built && !stopping) {
    console.error('The site build failed (see above).');
    stop(1);
  }
}
// After a failed build (or Ctrl-C during it) everything is stopping already.
const healthy =
  built && !stopping && (await waitForHealth(`http://127.0.0.1:${apiPort}/api/v1/health`, 5 * 60_000));
if (!healthy) {
  if (!stopping) {
    console.error('The API did not answer /api/v1/health within 5 minutes.');
    stop(1);
  }
} else {
  if (dev) start('site', ['--filter', '@momento/site', 'dev']);
  else start('site', [path.join(root, 'apps/site/server.ts')], [process.execPath]);
  // The embed's demo partner page (apps/embed/demo), with the built loader and widget chunk (built on first start).
  start('embed', ['--filter', '@momento/embed', 'demo']);
  console.log(`
Momento is starting:
  site  http://127.0.0.1:${sitePort}/   (${dev ? 'Vite dev server, hot reload' : 'the built site; `pnpm dev` for hot reload'})
  API   http://127.0.0.1:${apiPort}/api/v1   (${devRoutes ? 'outbox of development e-mails: /api/v1/dev/outbox' : 'DEV_ROUTES off: no e-mail outbox'})
  embed http://127.0.0.1:${embedPort}/   (demo partner page with both widgets; EMBED_PORT)

Site gate:   ${process.env.SITE_GATE_EMAIL ?? 'preview@momento.test'} / ${process.env.SITE_GATE_PASSWORD ? '(SITE_GATE_PASSWORD)' : 'momento-preview'}
Demo accounts (e-mail / password):
  buyer             buyer@momento.test     / momento-buyer    (contact, billing and three shipping addresses)
  active seller     seller@momento.test    / momento-seller   (PayPal details, listings, collections)
  inactive seller   newseller@momento.test / momento-seller   (registered, permission not active yet)
  admin (operator)  admin@momento.test     / momento-admin    (the operator's console at /admin: queue, reports, deliveries, users, dashboard)

Ctrl-C stops everything.
`);
}
