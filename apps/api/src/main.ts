import { loadConfig } from './config.ts';
import { sessionLock, sessionUnlock } from './db/periodic.ts';
import { createLogger } from './logger.ts';
import { isEmpty, seed } from './seed/seed.ts';
import { startServer } from './server.ts';

// `pnpm --filter @momento/api start`: migrate, seed an empty database with the demo marketplace (outside production,
// or with SEED_ON_START=1), listen.
const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const server = await startServer({
    config,
    logger,
    async prepare(services) {
      // Production seeds only with SEED_ON_START=1 (config.ts): the demo accounts' passwords are public.
      if (!config.seedOnStart) return;
      const { db, kind } = services.database;
      const seedIfEmpty = async () => {
        if (!(await isEmpty(db))) return;
        const started = performance.now();
        const summary = await seed(db, services.storage, { config });
        logger.info({ ...summary, ms: Math.round(performance.now() - started) }, 'demo data seeded');
      };
      if (kind !== 'postgres') return seedIfEmpty();
      // Processes started together on one empty PostgreSQL: one seeds, the others wait for it and find data.
      await db.connection().execute(async (connection) => {
        await sessionLock(connection, 'seed');
        try {
          await seedIfEmpty();
        } finally {
          await sessionUnlock(connection, 'seed');
        }
      });
    },
  });
  const { services } = server;
  logger.info(
    {
      url: server.url,
      mode: config.nodeEnv,
      devRoutes: config.devRoutes,
      database: services.database.kind,
      payment: config.payment.provider,
    },
    'api listening',
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A hung request must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'api failed to start');
  process.exit(1);
}
