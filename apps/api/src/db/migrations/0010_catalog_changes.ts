/**
 * The catalogue change log (src/catalogue/catalogChanges.ts): every statement that changes a table a catalogue cache reads
 * appends one row saying what changed, so that each server updates its caches and its search index by the rows that
 * changed instead of dropping them whole. The NOTIFY of migration 0004 still wakes the other servers; this table is
 * what they read when woken (a notification payload is limited to 8,000 bytes, and one that arrives while a listener
 * reconnects is lost; the log is not).
 *
 * `kind` says what the ids are:
 * - `tickets`: listing ids (a listing, its images);
 * - `events`: event ids whose displayed fields or teams and artists changed (their listings' search copies change
 *   too, and are logged as `tickets` by the triggers that refresh them);
 * - `event_counts`: event ids whose count of listed tickets alone changed (the `has_tickets` lists);
 * - `other`: anything else the catalogue shows (venues, genres, teams, names of sellers, pages...), no ids: every
 *   cache is dropped. These change rarely (administration), unlike listings.
 * Statement-level triggers with transition tables: one row per statement whatever the number of rows it touched, none
 * for a statement that touched no row.
 * `xid` lets a reader tell a gap in `seq` that a running transaction will still fill from one that never will
 * (a rollback): see CatalogChangeFeed. Rows older than the retention are deleted by the readers.
 */
const ID_TABLES: { table: string; kind: 'tickets' | 'events' | 'other'; column: string }[] = [
  { table: 'tickets', kind: 'tickets', column: 'id' },
  { table: 'ticket_images', kind: 'tickets', column: 'ticket_id' },
  { table: 'event_teams', kind: 'events', column: 'event_id' },
  { table: 'event_artists', kind: 'events', column: 'event_id' },
  // The rest of the catalogue tables of migration 0004: any change drops every cache (their ids are kept, unused).
  ...[
    'venues',
    'genres',
    'sub_genres',
    'teams',
    'artists',
    'collections',
    'ticket_types',
    'seat_types',
    'popular_team_artists',
    'static_pages',
  ].map((table) => ({ table, kind: 'other' as const, column: 'id' })),
  { table: 'popular_events', kind: 'other', column: 'event_id' },
];

export const statements: string[] = [
  `CREATE TABLE catalog_changes (
     seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
     kind text NOT NULL CHECK (kind IN ('tickets', 'events', 'event_counts', 'other')),
     ids integer[],
     changed_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX catalog_changes_changed_at_idx ON catalog_changes (changed_at)`,
  // TG_ARGV: the kind, and the column holding the ids (none for 'other').
  `CREATE FUNCTION log_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     changed integer[];
   BEGIN
     IF TG_NARGS < 2 OR TG_OP = 'TRUNCATE' THEN
       INSERT INTO catalog_changes (kind) VALUES ('other');
       RETURN NULL;
     END IF;
     IF TG_OP = 'DELETE' THEN
       EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[1]) INTO changed;
     ELSE
       EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[1]) INTO changed;
     END IF;
     IF changed IS NOT NULL THEN
       INSERT INTO catalog_changes (kind, ids) VALUES (TG_ARGV[0], changed);
     END IF;
     RETURN NULL;
   END $$`,
  // An event's row changes on every listing that leaves or joins the sale (ticket_count, kept by a trigger): those
  // updates are told apart from changes of what the event shows.
  `CREATE FUNCTION log_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     shown integer[];
     counted integer[];
   BEGIN
     IF TG_OP = 'UPDATE' THEN
       SELECT array_agg(n.id) FILTER (WHERE to_jsonb(n) - 'ticket_count' IS DISTINCT FROM to_jsonb(o) - 'ticket_count'),
              array_agg(n.id) FILTER (WHERE n.ticket_count IS DISTINCT FROM o.ticket_count)
         INTO shown, counted
         FROM new_rows n JOIN old_rows o ON o.id = n.id;
     ELSIF TG_OP = 'DELETE' THEN
       SELECT array_agg(id) INTO shown FROM old_rows;
     ELSE
       SELECT array_agg(id) INTO shown FROM new_rows;
     END IF;
     IF shown IS NOT NULL THEN INSERT INTO catalog_changes (kind, ids) VALUES ('events', shown); END IF;
     IF counted IS NOT NULL THEN INSERT INTO catalog_changes (kind, ids) VALUES ('event_counts', counted); END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER events_log_insert AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION log_event_change()`,
  `CREATE TRIGGER events_log_update AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION log_event_change()`,
  `CREATE TRIGGER events_log_delete AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION log_event_change()`,
  `CREATE TRIGGER events_log_truncate AFTER TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change()`,
  // Transition tables allow one event per trigger: three triggers per table.
  ...ID_TABLES.flatMap(({ table, kind, column }) => [
    `CREATE TRIGGER ${table}_log_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change('${kind}', '${column}')`,
    `CREATE TRIGGER ${table}_log_update AFTER UPDATE ON ${table} REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change('${kind}', '${column}')`,
    `CREATE TRIGGER ${table}_log_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change('${kind}', '${column}')`,
    `CREATE TRIGGER ${table}_log_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change()`,
  ]),
  // As in migration 0004: only the columns of users the catalogue shows.
  `CREATE TRIGGER users_log_update AFTER UPDATE OF name, is_admin ON users
     FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change()`,
  `CREATE TRIGGER users_log_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change('other', 'id')`,
  `CREATE TRIGGER users_log_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change()`,
];
