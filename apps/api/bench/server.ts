import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { seed } from '../src/seed/seed.ts';
import { startServer } from '../src/server.ts';

// Child process of bench/search.ts and bench/scale.ts: a fresh database (PGlite in memory, or BENCH_TARGET_URL),
// seeded with BENCH_LISTINGS listings, served on a random loopback port. BENCH_SEED=0 serves a database another
// process seeded (a second process of a scale-out run). Prints one JSON line when ready; stops on SIGTERM.
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
    await seed(services.database.db, services.storage, { config, listings, images: 4, onPhase: (name, ms) => (phases[name] = ms) });
    seedMs = Math.round(performance.now() - started);
  },
});
// The server starts building its search index when it listens; measure from when it is ready.
await server.services.catalog.search.settled();
const indexMs = server.services.catalog.search.lastBuild?.ms ?? 0;
const indexListings = server.services.catalog.search.lastBuild?.listings ?? 0;
const stats = await server.services.database.db
  .selectFrom('events')
  .select((eb) => [eb.fn.countAll<number>().as('events')])
  .executeTakeFirstOrThrow();
process.stdout.write(`${JSON.stringify({ url: server.url, seedMs, indexMs, indexListings, phases, events: Number(stats.events), kind: server.services.database.kind })}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
