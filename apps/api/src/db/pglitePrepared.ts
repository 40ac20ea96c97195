import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { RecentStatements } from './recentStatements.ts';

/**
 * PGlite with named prepared statements, for Kysely's PGliteDialect.
 *
 * PGlite answers every `query` with the extended protocol on an unnamed statement: each call parses, analyses and
 * plans its SQL again. In WebAssembly that is most of a short statement's cost (EXPLAIN ANALYZE of the cart reply on
 * PGlite: planning 2.0 ms, execution 0.9 ms), and PGlite runs in the server's own thread, so it is time no request
 * gets. The same few hundred statement texts come back all day (the queries are built with parameters), so each text
 * is parsed once as a named statement and then only bound and executed; PostgreSQL keeps its parsed form, and after
 * a few runs its generic plan when that plan is as good as the custom ones (plan_cache_mode auto).
 *
 * The object handed to Kysely is the PGlite instance with `query` and `transaction` replaced. Both keep PGlite's
 * locking: a query outside a transaction waits for any transaction (`_runExclusiveTransaction`), and every protocol
 * exchange holds the query lock (`_runExclusiveQuery`), as PGlite's own `query` does. Results are parsed by PGlite's
 * own parser, with the instance's type parsers. At most MAX_STATEMENTS texts are kept (the least recently used is
 * closed). A statement whose tables changed shape under it (a migration) is prepared again once, outside a
 * transaction (inside one, the failed statement has already aborted it).
 */

/** Statement texts kept prepared: the app has a few hundred; searches build more shapes than that, rarely reused. */
const MAX_STATEMENTS = 400;

/** PGlite's locks and the few members this module uses that its typings keep private. */
type PGliteInternals = PGlite & {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<Messages>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  serializers: Record<number, (value: unknown) => string>;
};

type Messages = Parameters<typeof parse.parseResults>[0];

type Prepared = { name: string; paramTypes: number[] };

type QueryFn = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

export function withPreparedStatements(pglite: PGlite, { maxStatements = MAX_STATEMENTS } = {}): PGlite {
  const db = pglite as PGliteInternals;
  const { serialize } = protocol;
  const statements = new RecentStatements<Prepared>(maxStatements);
  let counter = 0;

  const send = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false });

  /** Parses `text` as a named statement and learns its parameter types (under the query lock). */
  async function prepare(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) return known;
    const old = statements.makeRoom();
    if (old) {
      try {
        await send(serialize.close({ type: 'S', name: old.name }));
      } finally {
        await send(serialize.sync());
      }
    }
    const name = `momento_${++counter}`;
    let described: Messages = [];
    try {
      await send(serialize.parse({ name, text, types: [] }));
      described = await send(serialize.describe({ type: 'S', name }));
    } finally {
      await send(serialize.sync());
    }
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, prepared);
    return prepared;
  }

  /** Binds and runs a prepared statement (under the query lock). */
  async function run<T>(prepared: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i] as number;
      const serializer = options?.serializers?.[type] ?? db.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages: Messages = [];
    try {
      messages.push(...(await send(serialize.bind({ statement: prepared.name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    return parse.parseResults(messages, db.parsers, options)[0] as Results<T>;
  }

  /** A statement PostgreSQL cannot run as prepared any more: forgotten (26000), or its result's shape changed (0A000). */
  const stale = (error: unknown) =>
    ['26000', '0A000'].includes((error as { code?: string } | null)?.code ?? '');

  async function preparedQuery<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return db._runExclusiveQuery(async () => {
      let prepared = await prepare(text);
      let result: Results<T>;
      try {
        result = await run<T>(prepared, params, options);
      } catch (error) {
        if (db.isInTransaction() || !stale(error)) throw error;
        statements.delete(text);
        prepared = await prepare(text);
        result = await run<T>(prepared, params, options);
      }
      // Outside a transaction a file-backed database writes its changes out, as PGlite's own query does.
      if (!db.isInTransaction()) await db.syncToFs();
      return result;
    });
  }

  const query: QueryFn = (text, params, options) =>
    db._runExclusiveTransaction(() => preparedQuery(text, params, options));

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    pglite.transaction((tx) =>
      callback(Object.assign(Object.create(tx) as Transaction, { query: preparedQuery as QueryFn })),
    );

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      // Getters read private fields: they run on the instance itself, not on the proxy.
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
