import { loadConfig, type Config } from '../src/config.ts';
import type {
  ErrorBody,
  OperationBody,
  OperationId,
  OperationQuery,
  OperationReply,
} from '@momento/contract';
import { routes, routeTarget } from '@momento/contract/routes';
import type { Database } from '../src/db/database.ts';
import { MemoryStorage, type BlobStorage } from '../src/images/storage.ts';
import { createLogger } from '../src/logger.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { freshDatabase, seedDemo, storeBlobs } from './templates.ts';

/**
 * A real API server on a random loopback port with a real, fresh database: PGlite in memory by default, or a
 * new PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set. One per test file. The
 * database is a private copy of a migrated (and seeded) one the run keeps (templates.ts).
 *
 *   const api = await startTestApi();           // seeded with the small demo set
 *   const res = await api.call('GET', '/venues.php');       // a raw request (malformed paths and bodies)
 *   const venues = await api.op('venues', { query: { page: 2 } }); // by operation (the contract's route)
 *   await api.close();
 */
export type TestApi = {
  /** http://127.0.0.1:<port>/api/v1 */
  url: string;
  server: RunningServer;
  database: Database;
  config: Config;
  kind: 'pglite' | 'postgres';
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  /** Calls an operation by its id: method, path and `action` from the contract's route (see {@link OpCall}). */
  op: OpCall;
  /** Logs a verified demo account in; returns its tokens and user_data. */
  login: (
    email: string,
    password: string,
  ) => Promise<{
    token: string;
    refresh_token: string;
    expiry: number;
    user_data: { id: number } & Record<string, unknown>;
  }>;
  close: () => Promise<void>;
};

export type CallOptions = {
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};
// Replies are asserted field by field in the tests; typing each one would only repeat the contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CallResult = { status: number; body: any; headers: Headers };

/** Query and body of an operation as a client sends them, typed from the contract, plus the bearer and headers. */
export type OpOptions<Id extends OperationId> = {
  query?: OperationQuery<Id>;
  body?: OperationBody<Id>;
  token?: string | null;
  headers?: Record<string, string>;
};

/**
 * An operation's reply: the parsed envelope, `data` typed as the operation's reply. Tests read the side their status
 * asserts (`data` on success, `error` on a refusal); the other side is `undefined` at run time.
 */
export type OpResult<Id extends OperationId> = {
  status: number;
  headers: Headers;
  body: { data: OperationReply<Id>; error: ErrorBody['error'] };
};

/**
 * Calls an operation by its id, as the kit's client does: the route's method and path, its `action` first in the
 * query, then the query's values (arrays as comma lists, empty values left out); the body as JSON.
 */
export type OpCall = <Id extends OperationId>(id: Id, options?: OpOptions<Id>) => Promise<OpResult<Id>>;

/** The path (relative to the API base) and method of an operation with its query. */
export function opRequest(id: OperationId, query?: object): { method: string; path: string } {
  const route = routes[id];
  return { method: route.method, path: routeTarget(route, query) };
}

/** Demo accounts of the seed (README). */
export const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
export const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
export const ADMIN = { email: 'admin@momento.test', password: 'momento-admin' };
export const GATE = { email: 'preview@momento.test', password: 'momento-preview' };

export async function startTestApi(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    storage?: BlobStorage;
    /** Tickets of the seed (default 60). */ listings?: number;
  } = {},
): Promise<TestApi> {
  const adminUrl = process.env['TEST_DATABASE_URL'] || null;
  // The reply cache is off in tests (they write straight into the database); a test can turn it on via env. The
  // development routes (the outbox, test payments) are on, as in the quick start; a test can turn them off.
  const env = {
    NODE_ENV: 'test',
    DEV_ROUTES: '1',
    SCRYPT_COST: '1024',
    PUBLIC_CACHE_MS: '0',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    ...options.env,
  };
  const overrides = { dataDir: null, port: 0, host: '127.0.0.1' } as const;
  const seeded = options.seed !== false;
  const tickets = options.listings ?? 60;
  const { scryptCost } = loadConfig(env, { ...overrides, databaseUrl: null });
  // The database starts from the run's copy of its shape (templates.ts); a storage of the test's own is seeded
  // into as before, on a migrated copy.
  const fresh = await freshDatabase(
    seeded && !options.storage ? { seed: true, listings: tickets, scryptCost } : { seed: false },
    { adminUrl, poolSize: 20 },
  );
  const { database } = fresh;
  const config = loadConfig(env, { ...overrides, databaseUrl: database.url ?? null });
  const logger = createLogger(config.logLevel);
  const storage = options.storage ?? new MemoryStorage();
  await storeBlobs(storage, fresh.blobs);
  if (seeded && options.storage) await seedDemo(database, storage, { listings: tickets, scryptCost });
  const server = await startServer({ config, logger, storage, database });

  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  const op: OpCall = async (id, options = {}) => {
    const { method, path } = opRequest(id, options.query);
    const { query: _query, ...rest } = options;
    return (await call(method, path, rest)) as OpResult<typeof id>;
  };

  return {
    url: server.url,
    server,
    database,
    config,
    kind: database.kind,
    call,
    op,
    async login(email, password) {
      const res = await op('login', { body: { email, password } });
      if (res.status !== 200)
        throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async close() {
      await server.close();
      await database.close();
      await fresh.drop();
    },
  };
}
