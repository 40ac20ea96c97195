import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { CatalogOriginDialect } from './catalogOrigin.ts';
import { withPreparedStatements } from './pglitePrepared.ts';
import { preparePlanOnce } from './planOnce.ts';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** PostgreSQL's connection string, for connections outside the pool (the catalogue listener); absent on PGlite. */
  url?: string;
  /** The embedded database itself, for its in-process LISTEN (live updates); absent on PostgreSQL. */
  pglite?: PGlite;
  close: () => Promise<void>;
};

/** A query builder or an open transaction: helpers take either, so they compose inside one request's transaction. */
export type Queryable = Kysely<DB> | Transaction<DB>;

// Type ids (pg_type.oid): int8 as number (our counts and sums stay far below 2^53), `date` as its ISO text
// (a JS Date would shift it by the server's time zone), numeric as text (never used for money: cents are integers).
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

export type OpenOptions = {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string | null;
  /** Folder for the PGlite files; in memory when absent. */
  dataDir?: string | null;
  /** PGlite: starts from this copy of a data directory (`dumpDataDir()`'s tarball) instead of an empty cluster; the
   * API tests start each server from one migrated, seeded copy. */
  loadDataDir?: Blob | null;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Told when PostgreSQL drops a connection outside a query (a restart, an administrator, a forced DROP DATABASE). */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return (value: string) => Number(value);
        if (oid === DATE || oid === NUMERIC) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    };
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, types });
    // A connection that PostgreSQL terminates while idle, or while the pool is ending it, reports an 'error' event;
    // with no listener Node throws it and the whole process stops. Queries in flight get their own error, and the
    // pool opens a new connection for the next one.
    const connectionError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', connectionError);
    pool.on('connect', (client) => client.on('error', connectionError));
    // Statements marked `planOnce` are parsed and planned once per connection (planOnce.ts).
    preparePlanOnce(pool);
    // Transactions can carry the server's catalogue origin in their BEGIN (catalogOrigin.ts).
    const db = new Kysely<DB>({ dialect: new CatalogOriginDialect({ pool }) });
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => db.destroy() };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: {
      [INT8]: (value: string) => Number(value),
      [DATE]: (value: string) => value,
      [NUMERIC]: (value: string) => value,
    },
  });
  // Kysely's statements run as named prepared statements (parsed once per text; see pglitePrepared.ts).
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}
