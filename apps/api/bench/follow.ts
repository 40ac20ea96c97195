import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createLogger } from '../src/logger.ts';
import { bucketRow, MATCH_INTERVAL_MS, matchPendingChanges } from '../src/follow/matching.ts';
import { startServer } from '../src/server.ts';
import { loadSearches } from './load.ts';
import { openLoop, statsOf } from './writes.ts';

// BENCH_DATABASE_URL=postgres://... pnpm --filter @momento/api bench:follow
//
// Saved-search matching at scale, on PostgreSQL (a throwaway database is created and dropped; the URL's user may
// CREATE DATABASE). Seeds BENCH_LISTINGS (100,000) tickets over 1,000 events and BENCH_SEARCHES (100,000) saved searches
// with alerts on, written straight in SQL (no images), the searches' buckets through the server's own bucketOf. Mix of
// the searches (by their filters): 60 % an event and a price, 10 % a venue and a word, 5 % a team, 5 % a sub-genre and
// a price, 10 % a seller and a section, 9 % a word and a price (a `gram:` bucket), 1 % a price alone (`*`).
// A write only records its change (the follow_changes outbox); the follow matcher (matchPendingChanges, the job of
// every process) matches it later. So each part prints (1) the write's own time, which is what matching adds to it
// (the outbox row; the ticket's insert is in it too), and (2) the time from the start of the write to its match
// being committed (its follow_changes row gone: the matcher deletes it in the transaction that writes the
// notifications), watched every 20 ms.
// (a0) The control: BENCH_NEW (1,000) new tickets at BENCH_WRITES_PER_SECOND (20) a second with no matcher running
//     (their outbox rows are written, as always, and dropped after); prints the write's p50 and p99.
// (a) Matching: the same writes with the matcher of this process running every MATCH_INTERVAL_MS; prints the writes,
//     what matching adds to the write at p99 (against the control: the outbox row is in both, the matcher's work
//     beside the writes only here), the time to the match and the matcher's batches (its time per ticket).
// (b) Search throughput: the /tickets load of bench/search.ts (autocannon, BENCH_CONNECTIONS 10, BENCH_SECONDS 20) on
//     a server in a child process (which runs every job, the matcher too), read-only, then while that server's
//     process writes BENCH_WRITES_PER_SECOND new tickets a second; prints both throughputs, their ratio, the writes
//     and the time to the match.
// BENCH_MATCH=0 deletes each ticket's change in its own write (nothing is matched), for comparison.
// Today's daily digests count as sent before the runs (markTodaysDigestsSent: the steady state of a running site);
// BENCH_DIGESTS=due leaves them due, so that (b) also renders every bench buyer's first digest of the day.
// Prints the machine's load average with each figure.
// BENCH_CPU_PROF=<dir>: the server child's CPU is sampled (V8's profiler) during (b)'s read-only and mixed runs, written
// as <dir>/follow-readonly.cpuprofile and <dir>/follow-mixed.cpuprofile (summed up by scripts/cpu-profile-summary.mjs).

const listings = Number(process.env['BENCH_LISTINGS'] ?? 100_000);
const searches = Number(process.env['BENCH_SEARCHES'] ?? 100_000);
const fresh = Number(process.env['BENCH_NEW'] ?? 1_000);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const writesPerSecond = Number(process.env['BENCH_WRITES_PER_SECOND'] ?? 20);
const EVENTS = 1_000;
const SELLERS = 500;
const BUYERS = 20_000;
/** A vocabulary of 2,000 made-up words (`kavo`, `rimetu`...): a word names about one ticket in a thousand. */
const SYLLABLES = [
  'ka',
  'vo',
  'ri',
  'me',
  'tu',
  'sa',
  'lo',
  'ne',
  'pi',
  'du',
  'ge',
  'zo',
  'ba',
  'fi',
  'mu',
  'te',
  'ha',
  'xi',
  'no',
  'ru',
];
const WORDS = Array.from(
  { length: 2_000 },
  (_, i) => `${SYLLABLES[i % 20]}${SYLLABLES[Math.floor(i / 20) % 20]}${SYLLABLES[Math.floor(i / 400) % 20]}`,
);
/** BENCH_MATCH=0: the new tickets' changes are deleted in their writes (nothing is matched), for comparison. */
const digestsDue = process.env['BENCH_DIGESTS'] === 'due';
const matching = process.env['BENCH_MATCH'] !== '0';
const load = () =>
  `load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;
const profileDir = process.env['BENCH_CPU_PROF'] || null;
const wordsSql = sql.raw(`ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]::text[]`);

/** One new ticket, as the ticket form writes it, on a random event with a random price: its id and its write. */
async function insertTicket(db: Database['db']) {
  const g = Math.floor(Math.random() * 1e9);
  const started = performance.now();
  const id = await db.transaction().execute(async (trx) => {
    const row = await sql<{ id: number }>`
      INSERT INTO tickets (seller_id, event_id, ticket_type_id, listing_name, is_sale, price_cents, section, status)
      VALUES (${1 + (g % SELLERS)}, ${1 + (g % EVENTS)}, 1, ${`New ${WORDS[g % WORDS.length]} ${WORDS[(g >> 7) % WORDS.length]} ${g}`}, true,
              ${1000 + (g % 90_000)}, ${String.fromCharCode(65 + (g % 8))}, 'SELL')
      RETURNING id`.execute(trx);
    const ticketId = row.rows[0]?.id ?? 0;
    if (!matching) await sql`DELETE FROM follow_changes WHERE ticket_id = ${ticketId}`.execute(trx);
    return ticketId;
  });
  return { id, started, writeMs: performance.now() - started };
}

/**
 * The time from each write's start to its match committed: a ticket's change row is gone once the matcher's
 * transaction that told its searches has committed. One read every 20 ms for all the tickets waiting.
 */
function watchMatches(db: Database['db']) {
  const waiting = new Map<number, number>();
  const delays: number[] = [];
  let reading: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (!waiting.size) return;
    reading ??= (async () => {
      const ids = [...waiting.keys()];
      const seen = performance.now();
      const left = await sql<{
        ticket_id: number;
      }>`SELECT ticket_id FROM follow_changes WHERE ticket_id = ANY(${ids}::int[])`.execute(db);
      const still = new Set(left.rows.map((row) => row.ticket_id));
      for (const id of ids) {
        if (still.has(id)) continue;
        delays.push(seen - (waiting.get(id) ?? seen));
        waiting.delete(id);
      }
    })()
      .catch(() => undefined)
      .finally(() => (reading = null));
  }, 20);
  return {
    add: (id: number, started: number) => void waiting.set(id, started),
    /** Waits up to `ms` for the tickets still waiting; the delays (ms) and how many were never matched. */
    async done(ms = 30_000) {
      const until = Date.now() + ms;
      while (waiting.size && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      clearInterval(timer);
      await reading;
      return { delays, unmatched: waiting.size };
    },
  };
}

/** p50, p99 and max of the times to the match, in ms. */
const delayStats = ({ delays, unmatched }: { delays: number[]; unmatched: number }) =>
  `p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${percentile(delays, 100)} ms over ${delays.length} listings${unmatched ? `, ${unmatched} NOT MATCHED within 30 s` : ''}`;

// ─── the child: a server on the seeded database, and the writes of the mixed run ───
if (process.argv[2] === '--serve') {
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SCRYPT_COST: '1024' };
  const config = loadConfig(env, { dataDir: null, port: 0, databaseUrl: process.argv[3] ?? null });
  const server = await startServer({ config, logger: createLogger('silent') });
  await server.services.catalog.settled();
  // How often the search index was dropped (it is built again; SQL answers the searches meanwhile), and how many
  // searches SQL answered: printed with each (b) figure.
  const holder = server.services.catalog.search;
  const counts = { indexDropped: 0, sqlSearches: 0 };
  const invalidate = holder.invalidate.bind(holder);
  holder.invalidate = () => {
    counts.indexDropped += 1;
    invalidate();
  };
  const current = holder.current.bind(holder);
  holder.current = (db) => {
    const index = current(db);
    if (!index) counts.sqlSearches += 1;
    return index;
  };
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const profiler = profileDir ? new Session() : null;
  profiler?.connect();
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, rate, span] = line.trim().split(/\s+/);
    if (command === 'counts') {
      process.stdout.write(`${JSON.stringify({ counts })}\n`);
      counts.indexDropped = counts.sqlSearches = 0;
      return;
    }
    if (command === 'profile' && profiler && profileDir) {
      // `profile start`, then `profile <name>`: writes <profileDir>/follow-<name>.cpuprofile.
      void (async () => {
        if (rate === 'start') {
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
        } else {
          const { profile } = await profiler.post('Profiler.stop');
          mkdirSync(profileDir, { recursive: true });
          writeFileSync(path.join(profileDir, `follow-${rate}.cpuprofile`), JSON.stringify(profile));
        }
        process.stdout.write(`${JSON.stringify({ profile: rate })}\n`);
      })();
      return;
    }
    if (command !== 'writes') return;
    const latencies: number[] = [];
    let failed = 0;
    const watch = watchMatches(server.services.database.db);
    void openLoop(Number(rate), Number(span), () =>
      insertTicket(server.services.database.db)
        .then((t) => {
          latencies.push(t.writeMs);
          if (matching) watch.add(t.id, t.started);
          server.services.catalog.written();
        })
        .catch(() => {
          failed += 1;
        }),
    )
      .then(() => watch.done())
      .then((matched) =>
        process.stdout.write(
          `${JSON.stringify({ writes: statsOf(latencies, 0, failed), toMatch: delayStats(matched) })}\n`,
        ),
      );
  });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else {
  await main();
}

async function seedCatalogue(db: Database['db']) {
  await sql`INSERT INTO users (name, email, password_hash, is_email_verified)
            SELECT 'User ' || g, 'u' || g || '@bench.test', 'x', true FROM generate_series(1::int, ${SELLERS + BUYERS}::int) g`.execute(
    db,
  );
  await sql`INSERT INTO permissions (user_id, permission, status) SELECT g, 'SELLER', 'ACTIVE' FROM generate_series(1::int, ${SELLERS}::int) g`.execute(
    db,
  );
  await sql`INSERT INTO genres (name, display_name) VALUES ('Sports', 'Sports')`.execute(db);
  await sql`INSERT INTO sub_genres (genre_id, name, display_name) SELECT 1, 'Sub ' || g, 'Sub ' || g FROM generate_series(1::int, 40::int) g`.execute(
    db,
  );
  await sql`INSERT INTO venues (name, display_name) SELECT 'Venue ' || g, 'Venue ' || g FROM generate_series(1::int, 100::int) g`.execute(
    db,
  );
  await sql`INSERT INTO teams (sub_genre_id, name, display_name) SELECT 1 + g % 40, 'Team ' || g, 'Team ' || g FROM generate_series(1::int, 200::int) g`.execute(
    db,
  );
  await sql`INSERT INTO events (name, event_date, venue_id, genre_id, sub_genre_id)
            SELECT 'Event ' || g || ' ' || (${wordsSql})[1 + g % ${WORDS.length}::int], now() + make_interval(days => g % 365), 1 + g % 100, 1, 1 + g % 40
              FROM generate_series(1::int, ${EVENTS}::int) g`.execute(db);
  await sql`INSERT INTO event_teams (event_id, team_id) SELECT g, 1 + g % 200 FROM generate_series(1::int, ${EVENTS}::int) g
            UNION SELECT g, 1 + (g * 7) % 200 FROM generate_series(1::int, ${EVENTS}::int) g`.execute(db);
  await sql`INSERT INTO ticket_types (name) VALUES ('Paper ticket')`.execute(db);
  for (let from = 1; from <= listings; from += 20_000) {
    await sql`INSERT INTO tickets (seller_id, event_id, ticket_type_id, listing_name, is_sale, price_cents, section, status)
              SELECT 1 + (g * 7) % ${SELLERS}::int, 1 + (g * 13) % ${EVENTS}::int, 1,
                     'Stub ' || (${wordsSql})[1 + g % ${WORDS.length}::int] || ' ' || (${wordsSql})[1 + (g * 7) % ${WORDS.length}::int] || ' ' || g, true,
                     1000 + (g * 37) % 90000, chr(65 + g % 8), 'SELL'
                FROM generate_series(${from}::int, ${Math.min(listings, from + 19_999)}::int) g`.execute(db);
  }
  // The seed's tickets are not new: nothing to match.
  await sql`DELETE FROM follow_changes`.execute(db);
}

function filtersOf(g: number): Record<string, string> {
  const k = g % 100;
  const word = WORDS[(g * 31) % WORDS.length] ?? 'kavo';
  const price = String(20 + (g % 100));
  if (k < 60) return { event: String(1 + ((g * 7) % EVENTS)), price };
  if (k < 70) return { q: word, venue: String(1 + (g % 100)) };
  if (k < 75) return { team: String(1 + (g % 200)), price };
  if (k < 80) return { sub_genre: String(1 + (g % 40)), price };
  if (k < 90) return { seller: String(1 + (g % SELLERS)), section: String.fromCharCode(97 + (g % 8)) };
  if (k < 99) return { q: word, price };
  return { price: String(5 + (g % 10)) };
}

async function seedSearches(db: Database['db']) {
  const bucketCounts = new Map<string, number>();
  for (let from = 1; from <= searches; from += 5_000) {
    const batch = Array.from({ length: Math.min(5_000, searches - from + 1) }, (_, i) => from + i);
    const filters = batch.map(filtersOf);
    const ids = await sql<{ id: number }>`
      INSERT INTO saved_searches (user_id, name, filters, alert)
      SELECT u, 'Search ' || g, f::jsonb, CASE WHEN g % 10 = 0 THEN 'DAILY' ELSE 'INSTANT' END
        FROM unnest(${batch.map((g) => SELLERS + 1 + (g % BUYERS))}::int[], ${batch}::int[], ${filters.map((f) => JSON.stringify(f))}::text[]) AS s(u, g, f)
      RETURNING id`.execute(db);
    const rows = filters.map((f, i) => bucketRow(ids.rows[i]?.id ?? 0, f));
    for (const { bucket } of rows)
      bucketCounts.set(
        bucket.split(':')[0] ?? bucket,
        (bucketCounts.get(bucket.split(':')[0] ?? bucket) ?? 0) + 1,
      );
    await sql`INSERT INTO saved_search_buckets (bucket, max_price_cents, search_id, word)
              SELECT * FROM unnest(${rows.map((r) => r.bucket)}::text[], ${rows.map((r) => r.max_price_cents)}::int[], ${rows.map((r) => r.search_id)}::int[],
                                   ${rows.map((r) => r.word)}::text[])`.execute(db);
  }
  return Object.fromEntries(bucketCounts);
}

/**
 * The day's steady state: every bench buyer with a daily search has had today's digest (an outbox row marked sent
 * under the digest's dedupe key), as on a site that has run since DIGEST_HOUR_UTC. A fresh bench after that hour would
 * otherwise send every such buyer their first digest of the day inside (b)'s 20 seconds, a burst a running site has
 * once a day, not per new ticket (BENCH_DIGESTS=due keeps it).
 */
async function markTodaysDigestsSent(db: Database['db']) {
  const day = new Date().toISOString().slice(0, 10);
  await sql`INSERT INTO outbox_mails (to_address, subject, text_body, dedupe_key, sent_at)
            SELECT DISTINCT 'u' || s.user_id || '@bench.test', 'Your daily digest', '', 'saved-search-digest:' || s.user_id || ':' || ${day}, now()
              FROM saved_searches s WHERE s.alert = 'DAILY'`.execute(db);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));
}

async function main() {
  const adminUrl = process.env['BENCH_DATABASE_URL'];
  if (!adminUrl) {
    console.log(
      'bench:follow needs PostgreSQL: set BENCH_DATABASE_URL (a server URL whose user may CREATE DATABASE)',
    );
    return;
  }
  const name = `momento_follow_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  try {
    await migrateToLatest(database.db);
    let started = performance.now();
    await seedCatalogue(database.db);
    console.log(
      `seeded ${listings} listings over ${EVENTS} events in ${Math.round(performance.now() - started)} ms (${load()})`,
    );
    started = performance.now();
    const buckets = await seedSearches(database.db);
    if (!digestsDue) await markTodaysDigestsSent(database.db);
    await sql`ANALYZE`.execute(database.db);
    console.log(
      `seeded ${searches} saved searches with alerts on in ${Math.round(performance.now() - started)} ms; buckets by kind ${JSON.stringify(buckets)}`,
    );

    // (a0) the control: the same writes at the same rate with no matcher running (their changes wait in the outbox and
    // are dropped after), watched the same way; what the write costs when nothing is matched beside it.
    for (let i = 0; i < 50; i += 1) await insertTicket(database.db); // warm-up
    const controlMs: number[] = [];
    const idle = watchMatches(database.db);
    await openLoop(writesPerSecond, fresh / writesPerSecond, () =>
      insertTicket(database.db).then((t) => {
        controlMs.push(t.writeMs);
        idle.add(t.id, t.started);
      }),
    );
    await idle.done(0);
    await sql`DELETE FROM follow_changes`.execute(database.db);
    console.log(
      `(a0) ${controlMs.length} new listings at ${writesPerSecond}/s with no matcher running (the control): the write p50 ${percentile(controlMs, 50)} ms, ` +
        `p99 ${percentile(controlMs, 99)} ms (${load()})`,
    );

    // (a) matching new tickets, with this process's matcher running as the job does
    const batchMs: number[] = [];
    let matchedChanges = 0;
    let running: Promise<void> | null = null;
    const matcher = setInterval(() => {
      running ??= (async () => {
        const t = performance.now();
        const n = await matchPendingChanges(database);
        if (!n) return;
        batchMs.push(performance.now() - t);
        matchedChanges += n;
      })().finally(() => (running = null));
    }, MATCH_INTERVAL_MS);
    for (let i = 0; i < 50; i += 1) await insertTicket(database.db); // warm-up
    await new Promise((resolve) => setTimeout(resolve, 4 * MATCH_INTERVAL_MS));
    batchMs.length = 0;
    matchedChanges = 0;
    const before = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM saved_search_matches`.execute(database.db)).rows[0]
        ?.n ?? 0,
    );
    const writeMs: number[] = [];
    const watch = watchMatches(database.db);
    await openLoop(writesPerSecond, fresh / writesPerSecond, () =>
      insertTicket(database.db).then((t) => {
        writeMs.push(t.writeMs);
        if (matching) watch.add(t.id, t.started);
      }),
    );
    const toMatch = await watch.done();
    clearInterval(matcher);
    await running;
    const after = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM saved_search_matches`.execute(database.db)).rows[0]
        ?.n ?? 0,
    );
    const matcherMs = batchMs.reduce((a, b) => a + b, 0);
    console.log(
      `(a) ${writeMs.length} new listings at ${writesPerSecond}/s, matched beside them: the write p50 ${percentile(writeMs, 50)} ms, p99 ${percentile(writeMs, 99)} ms ` +
        `(what matching adds to it at p99, against the control: ${(percentile(writeMs, 99) - percentile(controlMs, 99)).toFixed(2)} ms); ` +
        `write to match committed ${delayStats(toMatch)}; matcher ${batchMs.length} batches, p50 ${percentile(batchMs, 50)} ms, p99 ${percentile(batchMs, 99)} ms, ` +
        `${matchedChanges ? (matcherMs / matchedChanges).toFixed(1) : '-'} ms per listing; ${((after - before) / Math.max(1, writeMs.length)).toFixed(1)} matches per listing (${load()})`,
    );

    // (b) search throughput, read-only and with new tickets
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', target.toString()], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    /** The child's next message that has `key` (its messages are JSON lines; a profile's may come among the others). */
    const held: Record<string, unknown>[] = [];
    const message = async <T>(key: string): Promise<T> => {
      for (;;) {
        const at = held.findIndex((m) => key in m);
        if (at >= 0) return held.splice(at, 1)[0] as T;
        const line = await lines.next();
        if (line.done) throw new Error(`the server child ended before its ${key}`);
        held.push(JSON.parse(String(line.value)) as Record<string, unknown>);
      }
    };
    const { url } = await message<{ url: string }>('url');
    if (profileDir) console.log(`(b) the server's CPU profiles go to ${profileDir}`);
    try {
      /** The child's index drops and SQL-answered searches since the last call. */
      const counts = async () => {
        child.stdin.write('counts\n');
        const { counts: c } = await message<{ counts: { indexDropped: number; sqlSearches: number } }>(
          'counts',
        );
        return `search index dropped ${c.indexDropped} times, ${c.sqlSearches} searches answered by SQL`;
      };
      await loadSearches(url, EVENTS, 3, connections); // warm-up
      await counts();
      /** BENCH_CPU_PROF: starts the child's profiler, or stops it and writes its profile as `name`. */
      const profile = async (name: string) => {
        if (!profileDir) return;
        child.stdin.write(`profile ${name}\n`);
        await message('profile');
      };
      await profile('start');
      const readOnly = await loadSearches(url, EVENTS, seconds, connections);
      await profile('readonly');
      console.log(
        `(b) read-only: ${readOnly.perSecond} searches/s, p99 ${readOnly.p99} ms; ${await counts()} (${load()})`,
      );
      await profile('start');
      child.stdin.write(`writes ${writesPerSecond} ${seconds}\n`);
      const mixed = await loadSearches(url, EVENTS, seconds, connections);
      await profile('mixed');
      const mixedCounts = await counts();
      const { writes, toMatch } = await message<{
        writes: { p50: number; p99: number; count?: number };
        toMatch: string;
      }>('writes');
      console.log(
        `(b) with ${writesPerSecond} new listings/s (${matching ? "matched by the server's follow matcher" : 'not matched: BENCH_MATCH=0'}): ${mixed.perSecond} searches/s, p99 ${mixed.p99} ms; ` +
          `ratio ${(mixed.perSecond / readOnly.perSecond).toFixed(2)}; ${mixedCounts}; writes ${JSON.stringify(writes)}${matching ? `; write to match committed ${toMatch}` : ''} (${load()})`,
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}
