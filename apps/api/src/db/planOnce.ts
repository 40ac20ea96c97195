import { sql } from 'kysely';
import type pg from 'pg';
import { RecentStatements } from './recentStatements.ts';

/**
 * Statements planned once per connection on PostgreSQL.
 *
 * node-postgres sends each query as an unnamed statement, which PostgreSQL parses, analyses and plans again every time.
 * For the short, fixed-shape statements of a search (its events looked up by filters and words, its page merged from
 * each event's walk, the tickets of a page read by id) planning costs as much as running: at 1,000,000 tickets,
 * pg_stat_statements gave 0.2-0.3 ms of planning against 0.1-0.5 ms of execution each, about 45% of PostgreSQL's time
 * under the search load. A statement that starts with `planOnce` runs as a named prepared statement: parsed once per
 * connection, then only bound and executed, and after five runs PostgreSQL keeps its generic plan when it is as good
 * as the custom ones (plan_cache_mode auto).
 *
 * Only for statements whose best plan does not depend on the values bound: lookups of the events table (a few
 * thousand rows at most), reads by primary key, walks of one event's tickets on the event index. A statement whose
 * plan should follow its values (a page of tickets newest first, whose filters may meet in one ticket of ten or one
 * of a million) stays unnamed and is planned for its values every time.
 *
 * Each connection keeps at most `maxStatements` texts (the search builds one per combination of filters); the least
 * recently used is deallocated. PGlite names every statement already (pglitePrepared.ts); there the mark is only a
 * comment.
 */
export const PLAN_ONCE_MARK = '/* plan once */';

/** Put first in a statement planned once per connection (see above). */
export const planOnce = sql.raw(`${PLAN_ONCE_MARK} `);

const MAX_STATEMENTS = 200;

/** Whether `text` starts with the mark, after any white space (a template's first line break). */
function marked(text: string): boolean {
  const at = text.indexOf(PLAN_ONCE_MARK);
  return at === 0 || (at > 0 && text.slice(0, at).trim() === '');
}

type Client = pg.PoolClient & { connection?: { parsedStatements?: Record<string, string> } };
type QueryFn = (...args: unknown[]) => unknown;

/** Makes the pool's connections run statements marked with `planOnce` as named prepared statements. */
export function preparePlanOnce(pool: pg.Pool, { maxStatements = MAX_STATEMENTS } = {}): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as QueryFn;
    // Text to name. Names are never reused, so a name node-postgres still remembers as parsed always stands for its
    // one text.
    const names = new RecentStatements<string>(maxStatements);
    let next = 0;
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (
        typeof text !== 'string' ||
        !marked(text) ||
        args.length > 2 ||
        (values !== undefined && !Array.isArray(values))
      ) {
        return original(...args);
      }
      let name = names.get(text);
      if (name === undefined) {
        const oldName = names.makeRoom();
        if (oldName !== undefined) {
          // Queued ahead of the query below. In a transaction that has failed it fails too, and the statement
          // stays until the connection closes; the transaction's own error reaches its caller as it would.
          (original(`DEALLOCATE ${oldName}`) as Promise<unknown>).catch(() => undefined);
          delete (client as Client).connection?.parsedStatements?.[oldName];
        }
        name = `plan_once_${next++}`;
        names.set(text, name);
      }
      return original({ name, text, values });
    }) as typeof client.query;
  });
}

/**
 * The length `padded` gives a statement's arrays. PostgreSQL plans an array bound to a statement for its number of
 * elements, and one it does not know (the generic plan) for ten; it keeps the generic plan only when that costs no
 * more than the plans for the values, so a statement planned once whose arrays are shorter (the three tickets of a
 * page the cache lacks) would still be planned every time.
 */
export const PLANNED_LENGTH = 20;

/** `values` filled up to PLANNED_LENGTH with `filler`, a value that changes nothing (a repeated id, a walk of no rows). */
export function padded<T>(values: readonly T[], filler: T): T[] {
  return values.length >= PLANNED_LENGTH
    ? [...values]
    : [...values, ...Array<T>(PLANNED_LENGTH - values.length).fill(filler)];
}
