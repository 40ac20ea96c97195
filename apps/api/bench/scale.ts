import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { NAME_TRIGRAM_INDEX } from '../src/db/migrations/0021_search_lowered_names.ts';
import { loadSearches } from './load.ts';

// BENCH_DATABASE_URL=postgres://... pnpm --filter @momento/api bench:scale
//
// The scale-out benchmark on PostgreSQL (a server URL whose user may CREATE DATABASE; throwaway databases are
// created and dropped). Never part of `pnpm test`.
// 1. Throughput: SCALE_LISTINGS (100,000) tickets and two API processes on them, both warmed for
//    SCALE_WARMUP_SECONDS (10) first; then the search load of bench/search.ts (random filters and pages,
//    BENCH_CONNECTIONS (10) connections, SCALE_SECONDS (20) per run after a 3-second warm-up of its own) against one
//    process directly, the same process behind the round-robin proxy (bench/proxy.ts), both behind the proxy, and
//    both with the load generator splitting its connections between them (no balancer process); searches/s, p50,
//    p99 and the ratios two / one.
// 2. Catalogue size: one process on SCALE_SIZES (10,000, 100,000 and 1,000,000) tickets, the same load after a
//    SCALE_WARMUP_SECONDS warm-up; p50, p99 and searches/s, so that how the cost grows shows. Sizes above
//    SCALE_SEED_MAX (1,000,000) are seeded to that size with the demo seed and then grown set-based in SQL
//    (INSERT ... SELECT ... generate_series), since the seed builds every row in JavaScript (1,000,000: ~2 min,
//    1.9 GB of memory).
// SCALE_EXISTING_URLS (comma-separated database URLs, optional): catalogues seeded (or grown) beforehand, measured
// as they are after the sizes above, one process each, the same load; for a 1,000,000-ticket catalogue prepared once
// instead of seeded at every run.
// Each run prints the machine's load average: other work on these cores shows in it.
// Every server, the proxy and the load generator run in processes of their own on this machine.

const here = path.dirname(fileURLToPath(import.meta.url));
const pgUrl = process.env['BENCH_DATABASE_URL'];
const seconds = Number(process.env['SCALE_SECONDS'] ?? 20);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const listings = Number(process.env['SCALE_LISTINGS'] ?? 100_000);
const seedMax = Number(process.env['SCALE_SEED_MAX'] ?? 1_000_000);
const sizes = (process.env['SCALE_SIZES'] ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const warmupSeconds = Number(process.env['SCALE_WARMUP_SECONDS'] ?? 10);
const parts = (process.env['SCALE_PARTS'] ?? 'throughput,sizes').split(',');

if (!pgUrl) {
  console.error('BENCH_DATABASE_URL is required (a PostgreSQL server URL whose user may create databases)');
  process.exit(2);
}

type Ready = { url: string; seedMs: number; indexMs: number; indexTickets: number; events: number };
type Result = Awaited<ReturnType<typeof loadSearches>>;

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A child process that prints one JSON line when ready. */
function startChild<T>(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; ready: T }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, script), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not get ready within 20 minutes`));
    }, 20 * 60_000);
    child.once('exit', (code) => reject(new Error(`${script} exited early (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, ready: JSON.parse(line) as T });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    children.delete(child);
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

/** An API process on the database; `seed` tickets first when given (else it serves what is there). */
const startApi = (databaseUrl: string, seed: number | null) =>
  startChild<Ready>('server.ts', [], {
    BENCH_TARGET_URL: databaseUrl,
    BENCH_LISTINGS: String(seed ?? 0),
    BENCH_SEED: seed === null ? '0' : '1',
  });

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `momento_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl as string);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: pgUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

/** A warm-up pass (the process's caches and per-word row sets fill), then the measured run. */
async function measure(url: string, events: number, clients = connections, warmup = 3): Promise<Result> {
  await loadSearches(url, events, warmup, clients);
  return loadSearches(url, events, seconds, clients);
}

/** The machine's 1-minute load average: the other work that shared these cores during a run. */
const load = () => `load ${os.loadavg()[0]?.toFixed(1)}`;

const line = (label: string, r: Result) =>
  `   ${label.padEnd(34)} ${String(r.perSecond).padStart(6)} searches/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}  (${load()})`;

/**
 * Grows a seeded catalogue to `target` tickets by copying its tickets in SQL: the same events, sellers, prices
 * and search texts, new ids. The per-row triggers are off for the load and their work is done set-based after,
 * as in the seed; the trigram index is rebuilt once.
 */
async function grow(databaseUrl: string, target: number): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number; max: number }>(
      'SELECT count(*)::int AS n, max(id) AS max FROM tickets',
    );
    const have = rows[0]?.n ?? 0;
    const maxId = rows[0]?.max ?? 0;
    if (target <= have) return 0;
    const columns = (
      await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = 'tickets' AND column_name NOT IN ('id', 'created_at', 'updated_at')
            AND is_generated = 'NEVER' AND is_identity = 'NO' ORDER BY ordinal_position`,
      )
    ).rows.map((row) => `"${row.column_name}"`);
    const list = columns.join(', ');
    const copies = Math.ceil((target - have) / have);
    await client.query('BEGIN');
    await client.query('DROP INDEX IF EXISTS tickets_name_trgm_idx');
    await client.query('ALTER TABLE tickets DISABLE TRIGGER tickets_fill_from_event');
    await client.query('ALTER TABLE tickets DISABLE TRIGGER tickets_count_for_event');
    // The copies keep their event and name: their names' pieces are in event_name_grams already.
    await client.query('ALTER TABLE tickets DISABLE TRIGGER tickets_name_grams');
    await client.query(
      `INSERT INTO tickets (${list})
       SELECT ${list} FROM (SELECT t.*, g FROM tickets t CROSS JOIN generate_series(1, ${copies}) g WHERE t.id <= ${maxId} ORDER BY g, t.id LIMIT ${target - have}) copied`,
    );
    await client.query(
      `INSERT INTO ticket_images (ticket_id, image_hash, position)
       SELECT t.id, (SELECT array_agg(DISTINCT image_hash) FROM ticket_images)[1 + t.id % (SELECT count(DISTINCT image_hash) FROM ticket_images)], 0
         FROM tickets t WHERE t.id > ${maxId}`,
    );
    await client.query(
      `UPDATE events e SET ticket_count = coalesce((SELECT count(*) FROM tickets t WHERE t.event_id = e.id AND t.status = 'SELL' AND t.deleted_at IS NULL), 0)`,
    );
    await client.query('ALTER TABLE tickets ENABLE TRIGGER tickets_fill_from_event');
    await client.query('ALTER TABLE tickets ENABLE TRIGGER tickets_count_for_event');
    await client.query('ALTER TABLE tickets ENABLE TRIGGER tickets_name_grams');
    await client.query(NAME_TRIGRAM_INDEX);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE tickets, ticket_images, events');
    return Math.round(performance.now() - started);
  } finally {
    await client.end();
  }
}

const summary: string[] = [];

if (parts.includes('throughput')) {
  await withDatabase(async (databaseUrl) => {
    console.log(
      `\n== throughput: ${listings.toLocaleString('en')} listings on PostgreSQL, ${connections} connections, ${seconds} s per run`,
    );
    const first = await startApi(databaseUrl, listings);
    console.log(
      `   seeded in ${(first.ready.seedMs / 1000).toFixed(1)} s; search index built in ${(first.ready.indexMs / 1000).toFixed(1)} s`,
    );
    const second = await startApi(databaseUrl, null);
    const events = first.ready.events;
    const origin = (url: string) => new URL(url).origin;
    const apiPath = new URL(first.ready.url).pathname;
    try {
      // Both processes warm (ticket cache, per-word row sets) before any measured run, so that the order of the
      // runs does not decide which configuration pays the cold start.
      for (const api of [first, second])
        await loadSearches(api.ready.url, events, warmupSeconds, connections);
      console.log(
        `   both processes warmed for ${warmupSeconds} s each; every run below has its own 3 s warm-up`,
      );
      const direct = await measure(first.ready.url, events);
      const shown = [line('one process, direct', direct)];
      console.log(shown.at(-1));
      const proxyOne = await startChild<{ url: string }>('proxy.ts', [origin(first.ready.url)], {});
      const viaProxyOne = await measure(`${proxyOne.ready.url}${apiPath}`, events);
      shown.push(line('one process behind the proxy', viaProxyOne));
      console.log(shown.at(-1));
      await stopChild(proxyOne.child);
      const proxyTwo = await startChild<{ url: string }>(
        'proxy.ts',
        [origin(first.ready.url), origin(second.ready.url)],
        {},
      );
      const viaProxyTwo = await measure(`${proxyTwo.ready.url}${apiPath}`, events);
      shown.push(line('two processes behind the proxy', viaProxyTwo));
      console.log(shown.at(-1));
      await stopChild(proxyTwo.child);
      // The same two processes without a balancer process: the load generator splits its connections between
      // them (as an L4 or DNS balancer would, at no CPU cost on this machine). p99: the larger of the two.
      const [toFirst, toSecond] = await Promise.all([
        measure(first.ready.url, events, Math.ceil(connections / 2)),
        measure(second.ready.url, events, Math.floor(connections / 2)),
      ]);
      const split: Result = {
        requests: toFirst.requests + toSecond.requests,
        perSecond: toFirst.perSecond + toSecond.perSecond,
        p50: Math.max(toFirst.p50, toSecond.p50),
        p99: Math.max(toFirst.p99, toSecond.p99),
        non2xx: toFirst.non2xx + toSecond.non2xx,
        errors: toFirst.errors + toSecond.errors,
      };
      shown.push(line('two processes, client-split', split));
      console.log(shown.at(-1));
      const ratio = viaProxyTwo.perSecond / viaProxyOne.perSecond;
      const ratioSplit = split.perSecond / direct.perSecond;
      console.log(
        `   ratio two / one behind the proxy: ${ratio.toFixed(2)}   two client-split / one direct: ${ratioSplit.toFixed(2)}`,
      );
      summary.push(
        ...shown,
        `   ratio two / one behind the proxy ${ratio.toFixed(2)}, two client-split / one direct ${ratioSplit.toFixed(2)}`,
      );
    } finally {
      await stopChild(second.child);
      await stopChild(first.child);
    }
  });
}

if (parts.includes('sizes')) {
  console.log(
    `\n== search by catalogue size: one process on PostgreSQL, ${connections} connections, ${seconds} s per run after a ${warmupSeconds} s warm-up`,
  );
  for (const size of sizes) {
    await withDatabase(async (databaseUrl) => {
      const seeded = Math.min(size, seedMax);
      let api = await startApi(databaseUrl, seeded);
      let prepared = `seeded ${seeded.toLocaleString('en')} in ${(api.ready.seedMs / 1000).toFixed(1)} s`;
      if (size > seeded) {
        await stopChild(api.child);
        const grewMs = await grow(databaseUrl, size);
        prepared += `, grown to ${size.toLocaleString('en')} in SQL in ${(grewMs / 1000).toFixed(1)} s`;
        api = await startApi(databaseUrl, null);
      }
      try {
        const index =
          api.ready.indexTickets > 0
            ? `search index ${api.ready.indexTickets.toLocaleString('en')} listings in ${(api.ready.indexMs / 1000).toFixed(1)} s`
            : 'no search index (not kept above 300,000 listed tickets: SQL answers)';
        console.log(`   ${size.toLocaleString('en')} listings: ${prepared}; ${index}`);
        const result = await measure(api.ready.url, api.ready.events, connections, warmupSeconds);
        const shown = line(`${size.toLocaleString('en')} listings`, result);
        console.log(shown);
        summary.push(shown);
      } finally {
        await stopChild(api.child);
      }
    });
  }
}

for (const databaseUrl of (process.env['SCALE_EXISTING_URLS'] ?? '').split(',').filter(Boolean)) {
  const counted = new pg.Client({ connectionString: databaseUrl });
  await counted.connect();
  const size = Number(
    (
      await counted.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM tickets WHERE status = 'SELL' AND deleted_at IS NULL`,
      )
    ).rows[0]?.n,
  );
  await counted.end();
  const api = await startApi(databaseUrl, null);
  try {
    const index =
      api.ready.indexTickets > 0
        ? `search index ${api.ready.indexTickets.toLocaleString('en')} listings`
        : 'no search index: SQL answers';
    console.log(`   existing catalogue of ${size.toLocaleString('en')} listed tickets; ${index}`);
    const result = await measure(api.ready.url, api.ready.events, connections, warmupSeconds);
    const shown = line(`${size.toLocaleString('en')} listed (existing)`, result);
    console.log(shown);
    summary.push(shown);
  } finally {
    await stopChild(api.child);
  }
}

console.log('\nsummary');
for (const entry of summary) console.log(entry);
process.exit(0);
