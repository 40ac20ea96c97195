import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { startJobs } from './jobs/index.ts';
import type { Config } from './config.ts';
import { listenForCatalogChanges, type CatalogListener } from './catalogue/catalogListener.ts';
import { LiveHub } from './live/hub.ts';
import { startLiveListener } from './live/listener.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { CatalogCaches } from './catalogue/cache.ts';
import type { Services } from './context.ts';
import { FileStorage, MemoryStorage, S3BlobStorage, type BlobStorage } from './images/storage.ts';
import { createLogger, type Logger } from './logger.ts';
import { PARTNERS_CHANNEL, PartnerRegistry, seedPartnersOnce } from './partners/registry.ts';
import { seedPartnerDemo } from './seed/demo/partners.ts';

/**
 * Requests that Node's HTTP parser refuses before the app sees them (a URL or headers above its 16 KB limit, a
 * malformed request line) get the API's error envelope too, so every 4xx carries `error.message`.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    error: {
      code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION',
      message: tooLarge ? 'The request address or headers are too long.' : 'The request is malformed.',
    },
  });
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export type RunningServer = {
  /** Base URL of the API, e.g. http://127.0.0.1:8787/api/v1 */
  url: string;
  port: number;
  services: Services;
  /**
   * On PostgreSQL with the catalogue caches on: the connection LISTENing for catalogue changes
   * (catalogue/catalogListener.ts; tests wait on its `sync`). Null otherwise.
   */
  catalogListener: CatalogListener | null;
  close: () => Promise<void>;
};

export type StartOptions = {
  config: Config;
  logger?: Logger;
  storage?: BlobStorage;
  /**
   * An already opened (and migrated) database, e.g. one shared by a test file. Not closed by `close`. Others may write
   * into it: the caches expire after PUBLIC_CACHE_MS, unless it is PostgreSQL and the catalogue listener hears every
   * change.
   */
  database?: Database;
  /** Runs after migrations, before the server listens (the demo seed), so health answers only when data is there. */
  prepare?: (services: Services) => Promise<void>;
};

/** The PGlite folder and the blob folder inside DATA_DIR. */
export const dataPaths = (dataDir: string) => ({
  pglite: path.join(dataDir, 'pglite'),
  blobs: path.join(dataDir, 'blobs'),
});

/**
 * The blob store the configuration names: an S3-compatible bucket (BLOB_STORE=s3, checked now so that a wrong
 * bucket or key stops the start with its name), else DATA_DIR/blobs, else memory (no DATA_DIR: tests).
 */
export async function openStorage(config: Config): Promise<BlobStorage> {
  if (config.blobStore === 's3' && config.s3) {
    const storage = new S3BlobStorage(config.s3);
    await storage.check();
    return storage;
  }
  return config.dataDir ? new FileStorage(dataPaths(config.dataDir).blobs) : new MemoryStorage();
}

export async function openServices(
  options: StartOptions,
): Promise<{ services: Services; ownsDatabase: boolean }> {
  const { config } = options;
  if (config.databaseReadUrl && !config.databaseUrl)
    throw new Error('DATABASE_READ_URL needs DATABASE_URL (a PostgreSQL primary)');
  const logger = options.logger ?? createLogger(config.logLevel);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir ? dataPaths(config.dataDir).pglite : null,
      onConnectionError: (error) =>
        logger.warn({ err: error }, 'database connection lost; the next query opens a new one'),
    }));
  if (!options.database) {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ migrations: applied, database: database.kind }, 'migrations applied');
  }
  const storage = options.storage ?? (await openStorage(config));
  const catalog = new CatalogCaches({
    ttlMs: config.publicCacheMs,
    // An embedded database this server opened can change only through this server, which clears the caches on
    // every write; a database given to it (tests) or a PostgreSQL server may be written by others (on PostgreSQL,
    // startServer's catalogue listener makes the caches exclusive while it hears every change).
    exclusive: !options.database && database.kind === 'pglite',
    searchIndex: config.searchIndex,
    db: database.db,
    apiBase: config.publicApiBase,
    onSearchIndexError: (error) => logger.warn({ err: error }, 'search index build failed; searches use SQL'),
    onChangeLogError: (error) =>
      logger.warn({ err: error }, 'reading the catalogue change log failed; catalogue caches dropped'),
  });
  let catalogReads = database.db;
  if (config.databaseReadUrl) {
    catalogReads = (
      await openDatabase({
        databaseUrl: config.databaseReadUrl,
        onConnectionError: (error) =>
          logger.warn({ err: error }, 'read replica connection lost; the next query opens a new one'),
      })
    ).db;
  }
  return {
    services: {
      config,
      database,
      storage,
      logger,
      catalog,
      catalogReads,
      live: new LiveHub(),
      partners: new PartnerRegistry(database.db, logger),
    },
    ownsDatabase: !options.database,
  };
}

/** Opens the database, migrates it, and listens. `close` stops accepting, waits for requests, closes the database. */
export async function startServer(options: StartOptions & { port?: number }): Promise<RunningServer> {
  const { services, ownsDatabase } = await openServices(options);
  const { config, database, logger } = services;
  await options.prepare?.(services);
  // PARTNER_ORIGINS seeds the partners on the first start only (docs/rules/partners.md); then the registry has them
  // before the first request and follows every change.
  const seededPartners = await seedPartnersOnce(database.db, config.partnerOrigins, seedPartnerDemo);
  if (seededPartners) logger.info({ partners: seededPartners }, 'partners seeded from PARTNER_ORIGINS');
  await services.partners.refresh();
  const app = createApp(services);
  // Every timer of the process (the partner registry's check among them): jobs/index.ts lists them.
  const stopJobs = startJobs(services);
  const catalogListener = startCatalogListener(services);
  await catalogListener?.ready;
  // The live listener's connection also hears the partners' changes made through other processes.
  const stopLive = await startLiveListener(database, services.live, logger, {
    [PARTNERS_CHANNEL]: () =>
      void services.partners
        .refresh()
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'reading the partners after a notification failed'),
        ),
  });
  // Read the change log's position, then build the search index now rather than at the first search (SQL answers
  // until it is ready), or without an index fill the ticket cache.
  await services.catalog.changed();
  services.catalog.start();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? config.port, hostname: config.host }, () =>
      resolve(s),
    );
  });
  server.on('clientError', answerClientError);
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${config.host}:${port}/api/v1`,
    port,
    services,
    catalogListener,
    close: () => {
      closing ??= (async () => {
        // Open event streams never end by themselves and would hold server.close() open.
        services.live.closeAll();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await catalogListener?.close();
        await stopJobs();
        await stopLive();
        await services.catalog.close();
        await services.catalog.search.settled();
        if (ownsDatabase) await database.close();
        if (services.catalogReads !== database.db) await services.catalogReads.destroy();
        if (!options.storage && services.storage instanceof S3BlobStorage) services.storage.close();
      })();
      return closing;
    },
  };
}

/**
 * On PostgreSQL, other processes may write: the catalogue caches hear of every committed change through LISTEN (the
 * triggers of migration 0004_catalog_notify), read what changed from the change log (migration 0010_catalog_changes) and then need
 * not expire. Without the listener (not connected yet, lost) the reply and entity caches fall back to PUBLIC_CACHE_MS
 * expiry and the change log is polled every second; each switch clears those caches, since changes may have gone
 * unheard.
 * This holds for a database handed in by a test too: with the listener connected it hears the test's direct writes
 * like any other's. Null when there is nothing to listen for (PGlite, caches off).
 */
function startCatalogListener(services: Services): CatalogListener | null {
  const { database, config, catalog, logger } = services;
  if (database.kind !== 'postgres' || !database.url || config.publicCacheMs <= 0) return null;
  let lostSince: number | null = null;
  return listenForCatalogChanges({
    connectionString: database.url,
    db: database.db,
    ownOrigin: catalog.origin,
    onChange: () => catalog.changed(),
    onListening: () => {
      catalog.setExclusive(true);
      if (lostSince !== null)
        logger.info({ afterMs: Date.now() - lostSince }, 'catalogue listener reconnected; caches cleared');
      lostSince = null;
    },
    onLost: (error) => {
      catalog.setExclusive(false);
      // One warning per outage, not one per failed reconnect.
      if (lostSince === null)
        logger.warn(
          { err: error },
          'catalogue listener lost; the change log is polled every second until it reconnects',
        );
      lostSince ??= Date.now();
    },
  });
}
