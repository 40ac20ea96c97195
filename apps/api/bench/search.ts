import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadSearches } from './load.ts';
import { prepareCartWrites, prepareCartWritesApart, type CartWriter, type WriteStats } from './writes.ts';

// pnpm --filter @momento/api bench
//
// Seeds BENCH_LISTINGS (default 100,000) tickets into a fresh database, then loads the ticket search over HTTP on
// loopback with random filter combinations and pages for BENCH_SECONDS (default 20) at BENCH_CONNECTIONS (default
// 10) connections, and prints p50, p99 and requests/s. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set
// (a server URL whose user may CREATE DATABASE; a throwaway database is created and dropped).
// Then the mixed workload: the same search load for the same time while the catalogue changes at
// BENCH_WRITES_PER_SECOND (default 20) writes per second: seven in ten are cart lines added and removed by four
// buyers over HTTP (bench/writes.ts; from a worker thread of their own, or with BENCH_WRITES_THREAD=0 from the load
// generator's thread; signed in before the run), the rest price edits and, every sixth of them, a new ticket, written
// inside the server process (bench/server.ts). With the mixed run the read-only time is split in two halves, one
// before it and one after it (read-only, mixed, read-only), so that a drift of the machine's speed during the run
// weighs on both sides alike; the read-only figures are the two halves together (throughput: their mean; p50 and
// p99: the higher half's). Prints read-only and mixed throughput and p99, their ratio, and the
// writes' p99, with the machine's load average. BENCH_MIXED=0 skips the mixed run; BENCH_PGLITE=0 runs PostgreSQL only.
// The server runs in a child process so that the load generator does not share its event loop.

const here = path.dirname(fileURLToPath(import.meta.url));
const listings = Number(process.env['BENCH_LISTINGS'] ?? 100_000);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const writesPerSecond = Number(process.env['BENCH_WRITES_PER_SECOND'] ?? 20);
const mixed = process.env['BENCH_MIXED'] !== '0' && writesPerSecond > 0;
const writesApart = process.env['BENCH_WRITES_THREAD'] !== '0';
const load = () =>
  `load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;

type Ready = {
  url: string;
  seedMs: number;
  indexMs: number;
  indexTickets: number;
  warmMs: number;
  warmTickets: number;
  rssMb: number;
  heapMb: number;
  phases: Record<string, number>;
  events: number;
  kind: string;
};

type Child = { child: ChildProcess; ready: Ready; lines: AsyncIterator<string> };

function startChild(targetUrl: string | null): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'server.ts')], {
      env: { ...process.env, BENCH_LISTINGS: String(listings), BENCH_TARGET_URL: targetUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the bench server did not get ready within 15 minutes'));
    }, 15 * 60_000);
    child.once('exit', (code) => reject(new Error(`the bench server exited early (${code})`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
    void lines.next().then(({ value }) => {
      clearTimeout(timer);
      resolve({ child, ready: JSON.parse(String(value)) as Ready, lines });
    });
  });
}

/** The search load with cart writes over HTTP and seller edits inside the server, all for `seconds`. */
async function runMixed({ child, ready, lines }: Child, writer: CartWriter) {
  const cartRate = writesPerSecond * 0.7;
  const editRate = writesPerSecond - cartRate;
  child.stdin?.write(`edits ${editRate} ${seconds}\n`);
  const [searches, cart] = await Promise.all([
    loadSearches(ready.url, ready.events, seconds, connections),
    writer.run(cartRate, seconds),
  ]);
  const { value } = await lines.next();
  const edits = (JSON.parse(String(value)) as { edits: WriteStats }).edits;
  return { searches, cart, edits };
}

type Searches = Awaited<ReturnType<typeof loadSearches>>;

/** Two read-only halves of equal length as one figure: their mean throughput; p50 and p99 the higher half's. */
function bothHalves(a: Searches, b: Searches): Searches {
  return {
    requests: a.requests + b.requests,
    perSecond: Math.round((a.perSecond + b.perSecond) / 2),
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
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
  const started = await startChild(targetUrl);
  const { child, ready } = started;
  try {
    console.log(
      `   seeded in ${(ready.seedMs / 1000).toFixed(1)} s (${Object.entries(ready.phases)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}s`)
        .join(', ')})`,
    );
    console.log(
      `   search index built in ${(ready.indexMs / 1000).toFixed(1)} s (${ready.indexTickets.toLocaleString('en')} listed tickets)${process.env['SEARCH_INDEX'] === 'off' ? ' (SEARCH_INDEX=off: not built, SQL answers)' : ''}`,
    );
    console.log(
      `   listing cache filled in ${(ready.warmMs / 1000).toFixed(1)} s (${ready.warmTickets.toLocaleString('en')} listings); server process RSS ${ready.rssMb} MB, JS heap ${ready.heapMb} MB`,
    );
    const writer = mixed ? await (writesApart ? prepareCartWritesApart : prepareCartWrites)(ready.url) : null;
    try {
      await loadSearches(ready.url, ready.events, 3, connections);
      const cache = Number(process.env['PUBLIC_CACHE_MS'] ?? 5000);
      const line = (label: string, r: Searches) =>
        console.log(
          `   ${label.padEnd(10)} requests: ${r.requests}  requests/s: ${r.perSecond}  p50: ${r.p50} ms  p99: ${r.p99} ms  non-2xx: ${r.non2xx}  errors: ${r.errors}  (${load()})`,
        );
      if (!writer) {
        const r = await loadSearches(ready.url, ready.events, seconds, connections);
        console.log(
          `   ${connections} connections, ${seconds} s, random filters and pages 1-5 on /products.php, reply cache ${cache > 0 ? `${cache} ms` : 'off'}`,
        );
        line('read-only', r);
        return { readOnly: r, mixed: null, before: r };
      }
      console.log(
        `   ${connections} connections, random filters and pages 1-5 on /products.php, reply cache ${cache > 0 ? `${cache} ms` : 'off'}; read-only ${seconds / 2} s, mixed ${seconds} s, read-only ${seconds / 2} s`,
      );
      const before = await loadSearches(ready.url, ready.events, seconds / 2, connections);
      line('read-only', before);
      const m = await runMixed(started, writer);
      const s = m.searches;
      line('mixed', s);
      console.log(
        `   with ${writesPerSecond} writes/s: cart adds and removes ${m.cart.count}${writesApart ? ' from a worker thread' : ' from the load generator thread'} (p50 ${m.cart.p50} ms, p99 ${m.cart.p99} ms; ${m.cart.refused} refused as taken, ${m.cart.failed} failed), price edits and new listings ${m.edits.count} (p50 ${m.edits.p50} ms, p99 ${m.edits.p99} ms, ${m.edits.failed} failed)`,
      );
      const after = await loadSearches(ready.url, ready.events, seconds / 2, connections);
      line('read-only', after);
      const r = bothHalves(before, after);
      console.log(
        `   read-only, both halves: requests/s: ${r.perSecond}  p50: ${r.p50} ms  p99: ${r.p99} ms`,
      );
      // The stricter figure too: against the half before the writes only (the half after may still feel them).
      console.log(
        `   mixed / read-only throughput: ${(s.perSecond / r.perSecond).toFixed(2)} (against the half before the writes alone: ${(s.perSecond / before.perSecond).toFixed(2)})`,
      );
      return { readOnly: r, mixed: m, before };
    } finally {
      await writer?.close();
    }
  } finally {
    await stopChild(child);
  }
}

const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
if (process.env['BENCH_PGLITE'] !== '0') results['PGlite'] = await run('PGlite (embedded)', null);

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
for (const [label, { readOnly: r, mixed: m, before }] of Object.entries(results)) {
  console.log(
    `  ${label.padEnd(10)} read-only  p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${String(r.perSecond).padStart(5)} searches/s`,
  );
  if (!m) continue;
  const s = m.searches;
  console.log(
    `  ${''.padEnd(10)} mixed      p50 ${String(s.p50).padStart(4)} ms   p99 ${String(s.p99).padStart(4)} ms   ${String(s.perSecond).padStart(5)} searches/s   ratio ${(s.perSecond / r.perSecond).toFixed(2)} (${(s.perSecond / before.perSecond).toFixed(2)} against the half before)   cart writes p99 ${m.cart.p99} ms   edits p99 ${m.edits.p99} ms`,
  );
}
console.log(`  (${load()})`);
