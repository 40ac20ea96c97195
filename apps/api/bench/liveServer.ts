import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { seed } from '../src/seed/seed.ts';
import { startServer } from '../src/server.ts';

// Child process of bench/live.ts: a small seeded marketplace on PGlite (or BENCH_TARGET_URL) on a random loopback
// port. Prints one JSON line when ready; answers each `mem` line on stdin with its memory and open streams (after a
// garbage collection when run with --expose-gc); stops on SIGTERM.
// The bench measures delivery, not the abuse limits: one user sends every message (BENCH_MESSAGES may pass a
// minute's allowance), so the message limits are off.
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_COST: '1024',
    LIMIT_MESSAGES_PER_USER: '0',
    LIMIT_MESSAGES_PER_ADDRESS: '0',
  },
  { dataDir: null, port: 0, databaseUrl: process.env['BENCH_TARGET_URL'] || null },
);
const server = await startServer({
  config,
  logger: createLogger('silent'),
  prepare: (services) =>
    seed(services.database.db, services.storage, { config, listings: 60, events: 12, images: 1 }).then(
      () => undefined,
    ),
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  for (const line of chunk.split('\n')) {
    if (line.trim() !== 'mem') continue;
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    collect?.();
    const usage = process.memoryUsage();
    process.stdout.write(
      `${JSON.stringify({ rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external, openStreams: server.services.live.openStreams })}\n`,
    );
  }
});
process.on('SIGTERM', () => {
  server.services.live.closeAll();
  server.close().then(() => process.exit(0));
});
