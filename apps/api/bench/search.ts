import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadSearches } from './load.ts';

// pnpm --filter @momento/api bench
//
// Seeds BENCH_LISTINGS (default 100,000) listings into a fresh database, then loads the ticket search over HTTP on
// loopback with random filter combinations and pages for BENCH_SECONDS (default 20) at BENCH_CONNECTIONS (default
// 10) connections, and prints p50, p99 and requests/s. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set
// (a server URL whose user may CREATE DATABASE; a throwaway database is created and dropped).
// The server runs in a child process so that the load generator does not share its event loop.

const here = path.dirname(fileURLToPath(import.meta.url));
const listings = Number(process.env['BENCH_LISTINGS'] ?? 100_000);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

type Ready = { url: string; seedMs: number; indexMs: number; indexListings: number; phases: Record<string, number>; events: number; kind: string };

function startChild(targetUrl: string | null): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'server.ts')], {
      env: { ...process.env, BENCH_LISTINGS: String(listings), BENCH_TARGET_URL: targetUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the bench server did not get ready within 15 minutes'));
    }, 15 * 60_000);
    child.once('exit', (code) => reject(new Error(`the bench server exited early (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, ready: JSON.parse(line) as Ready });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.removeAllListeners('exit');
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function run(label: string, targetUrl: string | null) {
  console.log(`\n== ${label}: seeding ${listings.toLocaleString('en')} listings into a fresh database ...`);
  const { child, ready } = await startChild(targetUrl);
  try {
    console.log(`   seeded in ${(ready.seedMs / 1000).toFixed(1)} s (${Object.entries(ready.phases).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}s`).join(', ')})`);
    console.log(`   search index built in ${(ready.indexMs / 1000).toFixed(1)} s (${ready.indexListings.toLocaleString('en')} listed tickets)${process.env['SEARCH_INDEX'] === 'off' ? ' (SEARCH_INDEX=off: not built, SQL answers)' : ''}`);
    await loadSearches(ready.url, ready.events, 3, connections);
    const r = await loadSearches(ready.url, ready.events, seconds, connections);
    const cache = Number(process.env['PUBLIC_CACHE_MS'] ?? 5000);
    console.log(`   ${connections} connections, ${seconds} s, random filters and pages 1-5 on /products.php, reply cache ${cache > 0 ? `${cache} ms` : 'off'}`);
    console.log(`   requests: ${r.requests}  requests/s: ${r.perSecond}  p50: ${r.p50} ms  p99: ${r.p99} ms  non-2xx: ${r.non2xx}  errors: ${r.errors}`);
    return r;
  } finally {
    await stopChild(child);
  }
}

const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
results['PGlite'] = await run('PGlite (embedded)', null);

const pgUrl = process.env['BENCH_DATABASE_URL'];
if (pgUrl) {
  const name = `momento_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(pgUrl);
  target.pathname = `/${name}`;
  try {
    results['PostgreSQL'] = await run('PostgreSQL', target.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: pgUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it)');
}

console.log('\nsummary');
for (const [label, r] of Object.entries(results)) {
  console.log(`  ${label.padEnd(10)} p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${String(r.perSecond).padStart(5)} searches/s`);
}
