import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { isEmpty, seed } from '../src/seed/seed.ts';
import { openServices } from '../src/server.ts';

// pnpm --filter @momento/api seed [--tickets N]
// Seeds the database of DATA_DIR / DATABASE_URL. A database that already has data is left alone.
const args = process.argv.slice(2);
const ticketsArg = args.indexOf('--listings');
const listings = ticketsArg >= 0 ? Number(args[ticketsArg + 1]) : undefined;
if (listings !== undefined && (!Number.isInteger(listings) || listings < 0 || listings > 1_000_000)) {
  console.error('--listings must be a whole number between 0 and 1000000');
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
const { services } = await openServices({ config, logger });
try {
  if (!(await isEmpty(services.database.db))) {
    logger.info('the database already has data; nothing seeded (delete DATA_DIR to start over)');
  } else {
    const started = performance.now();
    const summary = await seed(services.database.db, services.storage, {
      config,
      ...(listings !== undefined ? { listings } : {}),
    });
    logger.info({ ...summary, ms: Math.round(performance.now() - started) }, 'seeded');
  }
} finally {
  await services.database.close();
}
