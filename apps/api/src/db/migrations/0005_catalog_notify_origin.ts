/**
 * The catalogue notification names whose write it is (0004 sent an empty payload). A server tags its own writing
 * transactions with `set_config('momento.catalog_origin', <its id>, true)` (src/app.ts) and clears its caches itself
 * when they commit, so its listener skips those notifications (src/db/catalogListener.ts): each of its writes
 * otherwise cleared its caches a second time a moment later, throwing away a search index build begun in between.
 * Writes by anyone else (other servers, the seed, psql, the reservation sweep) carry an empty payload and clear
 * every listener's caches, as before. The setting is transaction-local: a pooled connection carries no tag over.
 */
export const statements: string[] = [
  `CREATE OR REPLACE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('momento_catalog', coalesce(current_setting('momento.catalog_origin', true), ''));
     RETURN NULL;
   END $$`,
];
