/**
 * The three-character pieces of the listings' names, per event (`event_name_grams`): a name that holds a search word
 * holds every three characters in a row of the word, so an event none of whose names holds all of them has no listing
 * whose name holds the word. A search with a word and event filters (a venue, a genre, a team) keeps only the events
 * that can hold a match (src/queries/search/sql.ts) before it reads any listing: listing names carry their event's
 * title, so a word of a title is in the names of a few events (at 1,000,000 listings, "lunar" in the names of 3 of
 * 202 events), and a venue's 70,000 listings that such a word never meets were read one by one for it (15-25 ms).
 *
 * The pieces are of `search_name` (the name lower-cased, migration 0021), counted in characters as `substr` counts
 * them. The table only grows: a listing renamed, moved to another event, sold or deleted leaves its pieces, so an
 * event may keep a piece no name holds any more, which costs a read of its listings, never a missed match. A trigger
 * adds a new or renamed listing's pieces in its own transaction; a cart line or a sale (a change of status) adds
 * none. The seed's bulk load turns the trigger off and fills the table in one statement, as here.
 */
/** The pieces of `row`'s name (a ticket row), with its event: the columns and the FROM list of an INSERT's SELECT. */
const pieces = (row: string, from: string) =>
  `SELECT DISTINCT ${row}.event_id, substr(${row}.search_name, g, 3) FROM ${from}generate_series(1, length(${row}.search_name) - 2) AS g`;

export const EVENT_NAME_GRAMS_FILL = `INSERT INTO event_name_grams (event_id, gram) ${pieces('t', 'tickets t, ')} ON CONFLICT DO NOTHING`;

export const statements: string[] = [
  `CREATE TABLE event_name_grams (
     event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
     gram text NOT NULL,
     PRIMARY KEY (event_id, gram)
   )`,
  `CREATE FUNCTION tickets_name_grams() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO event_name_grams (event_id, gram) ${pieces('NEW', '')} ON CONFLICT DO NOTHING;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER tickets_name_grams AFTER INSERT OR UPDATE OF listing_name, event_id ON tickets
     FOR EACH ROW EXECUTE FUNCTION tickets_name_grams()`,
  EVENT_NAME_GRAMS_FILL,
];
