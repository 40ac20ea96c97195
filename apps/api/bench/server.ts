import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { seed } from '../src/seed/seed.ts';
import { startServer } from '../src/server.ts';
import { openLoop, statsOf } from './writes.ts';

// Child process of bench/search.ts and bench/scale.ts: a fresh database (PGlite in memory, or BENCH_TARGET_URL),
// seeded with BENCH_LISTINGS tickets, served on a random loopback port. BENCH_SEED=0 serves a database another
// process seeded (a second process of a scale-out run). Prints one JSON line when ready; stops on SIGTERM.
// A line `edits <per second> <seconds>` on stdin runs the seller-side writes of the mixed benchmark in this process
// (price edits, and a new ticket every sixth write), each committed as a seller's edit is (one transaction; the
// catalogue caches then read the change while the edit answers, CatalogCaches#written), and prints their latencies as
// one JSON line.
const listings = Number(process.env['BENCH_LISTINGS'] ?? 100_000);
const seeding = process.env['BENCH_SEED'] !== '0';
const config = loadConfig(
  { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SCRYPT_COST: '1024' },
  { dataDir: null, port: 0, databaseUrl: process.env['BENCH_TARGET_URL'] || null },
);
const phases: Record<string, number> = {};
let seedMs = 0;
const server = await startServer({
  config,
  logger: createLogger('silent'),
  async prepare(services) {
    if (!seeding) return;
    const started = performance.now();
    await seed(services.database.db, services.storage, {
      config,
      listings,
      images: 4,
      onPhase: (name, ms) => (phases[name] = ms),
    });
    seedMs = Math.round(performance.now() - started);
  },
});
// The server starts building its search index when it listens; measure from when it is ready.
await server.services.catalog.settled();
const indexMs = server.services.catalog.search.lastBuild?.ms ?? 0;
const warm = server.services.catalog.lastWarm;
const indexTickets = server.services.catalog.search.lastBuild?.listings ?? 0;
const stats = await server.services.database.db
  .selectFrom('events')
  .select((eb) => [eb.fn.countAll<number>().as('events')])
  .executeTakeFirstOrThrow();
process.stdout.write(
  `${JSON.stringify({ url: server.url, seedMs, indexMs, indexTickets, warmMs: warm?.ms ?? 0, warmTickets: warm?.listings ?? 0, rssMb: Math.round(process.memoryUsage().rss / 1e6), heapMb: Math.round(process.memoryUsage().heapUsed / 1e6), phases, events: Number(stats.events), kind: server.services.database.kind })}\n`,
);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});

/** Price edits and new tickets at a fixed rate (open loop), as the ticket form's handlers write them. */
async function runEdits(perSecond: number, seconds: number) {
  const { database, catalog } = server.services;
  const db = database.db;
  const bounds = (
    await sql<{ min: number; max: number }>`SELECT min(id) AS min, max(id) AS max FROM tickets`.execute(db)
  ).rows[0] ?? { min: 1, max: 1 };
  const latencies: number[] = [];
  let failed = 0;
  let k = 0;
  const one = async (newTicket: boolean) => {
    const id = bounds.min + Math.floor(Math.random() * (bounds.max - bounds.min + 1));
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      if (newTicket) {
        await sql`INSERT INTO tickets (seller_id, event_id, ticket_type_id, seat_type_id, listing_name, is_sale, price_cents, face_price_cents,
                                       quality, section, row, seat_no, description)
                  SELECT seller_id, event_id, ticket_type_id, seat_type_id, listing_name, true, coalesce(price_cents, 2500), face_price_cents,
                         quality, section, row, seat_no, description
                    FROM tickets WHERE id = ${id}`.execute(trx);
      } else {
        await sql`UPDATE tickets SET price_cents = ${500 + Math.floor(Math.random() * 90_000)}, updated_at = now()
                   WHERE id = ${id} AND is_sale AND status = 'SELL'`.execute(trx);
      }
    });
    catalog.written();
    latencies.push(performance.now() - started);
  };
  await openLoop(perSecond, seconds, () =>
    one(k++ % 6 === 5).catch(() => {
      failed += 1;
    }),
  );
  return statsOf(latencies, 0, failed);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, rate, seconds] = line.trim().split(/\s+/);
  if (command !== 'edits') return;
  void runEdits(Number(rate), Number(seconds)).then((stats) =>
    process.stdout.write(`${JSON.stringify({ edits: stats })}\n`),
  );
});
