/**
 * Exact invalidation of the catalogue caches on PostgreSQL (src/catalogue/catalogListener.ts): every statement that changes
 * a table a cached catalogue reply or the search index reads sends NOTIFY momento_catalog, and each server LISTENing
 * on that channel clears its caches when the notification arrives. PostgreSQL delivers a notification when its
 * transaction commits, once per transaction for identical payloads, and never for a rollback.
 *
 * The payload names whose write it is: a server tags its own writing transactions with
 * `set_config('momento.catalog_origin', <its id>, true)` (src/http/middleware.ts) and clears its caches itself when they commit,
 * so its listener skips those notifications (clearing twice threw away a search index build begun in between).
 * Writes by anyone else (other servers, the seed, psql, the reservation sweep) carry an empty payload and clear every
 * listener's caches. The setting is transaction-local: a pooled connection carries no tag over.
 *
 * The tables are the ones the cacheable operations (CACHEABLE_OPERATIONS in src/catalogue/cache.ts), the search index
 * build (src/catalogue/searchIndex.ts) and the listing/event hydration (src/queries/tickets.ts) read. `users` notifies only
 * for the columns the catalogue shows (a seller's name, and is_admin, which shows the house name) and for deletions:
 * sign-in, e-mail verification and password changes write other columns of `users` and other tables (refresh tokens,
 * login failures, user keys), and must not clear every server's caches (CATALOGUE_NEUTRAL_WRITES).
 *
 * Statement-level triggers: one call per statement, whatever the number of rows (the seed writes 100,000 listings).
 * A statement that changed no row notifies too; that only costs a needless clear. PGlite runs the same SQL (nobody
 * listens there: an embedded database changes only through its own server, which clears its caches itself).
 */
const CATALOGUE_TABLES = [
  'tickets',
  'ticket_images',
  'events',
  'event_teams',
  'event_artists',
  'venues',
  'genres',
  'sub_genres',
  'teams',
  'artists',
  'collections',
  'ticket_types',
  'seat_types',
  'popular_searches',
  'popular_events',
  'popular_team_artists',
  'static_pages',
];

export const statements: string[] = [
  `CREATE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('momento_catalog', coalesce(current_setting('momento.catalog_origin', true), ''));
     RETURN NULL;
   END $$`,
  ...CATALOGUE_TABLES.flatMap((table) => [
    `CREATE TRIGGER ${table}_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
    `CREATE TRIGGER ${table}_truncate_notify_catalog AFTER TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
  ]),
  `CREATE TRIGGER users_notify_catalog AFTER UPDATE OF name, is_admin OR DELETE ON users
     FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
  `CREATE TRIGGER users_truncate_notify_catalog AFTER TRUNCATE ON users
     FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
];
