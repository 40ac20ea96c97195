import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  PostgresDialect,
  PostgresDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type TransactionSettings,
} from 'kysely';

/**
 * A write's catalogue origin (`momento.catalog_origin`, migration 0004_catalog_notify) set in the same round trip as
 * its BEGIN. The catalogue triggers put the origin in their notification, and the server that wrote skips it (it
 * reads the change log when the write commits). Setting it in a statement of its own cost every catalogue write one
 * more round trip to PostgreSQL, and under load each round trip waits for a turn of the event loop behind the
 * requests in flight.
 *
 * The origin is handed to the driver through the async context of the transaction it tags, and taken by the first
 * BEGIN in that context only: a transaction that something started from inside the write (work left running in the
 * background) is not tagged, so its own changes are still heard through their notification.
 */
const pendingOrigin = new AsyncLocalStorage<{ origin: string; taken: boolean }>();

/** The origins this server makes (crypto.randomUUID): the only text spliced into the BEGIN statement. */
const ORIGIN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Runs `work`, whose first transaction carries `origin` as its catalogue origin (PostgreSQL; see CatalogOriginDialect). */
export function withCatalogOrigin<T>(origin: string, work: () => Promise<T>): Promise<T> {
  if (!ORIGIN.test(origin)) throw new Error(`not a catalogue origin: ${origin}`);
  return pendingOrigin.run({ origin, taken: false }, work);
}

class CatalogOriginDriver extends PostgresDriver {
  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const pending = pendingOrigin.getStore();
    if (!pending || pending.taken || settings.isolationLevel || settings.accessMode)
      return super.beginTransaction(connection, settings);
    pending.taken = true;
    // Two statements in one simple-protocol message (no parameters): one round trip. `true`: for this transaction only.
    await connection.executeQuery(
      CompiledQuery.raw(`begin; select set_config('momento.catalog_origin', '${pending.origin}', true)`),
    );
  }
}

/** Kysely's PostgreSQL dialect whose transactions take a pending catalogue origin with their BEGIN (withCatalogOrigin). */
export class CatalogOriginDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;

  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new CatalogOriginDriver(this.#config);
  }
}
