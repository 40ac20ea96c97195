/**
 * A search word is checked against the listing's name lower-cased. The check ran `lower(listing_name)` on every index
 * entry it visited, and at 1,000,000 listings a search with a word and an event filter visits tens of thousands of
 * entries: lower-casing was about 40% of such a search (70,000 entries of a venue's events: 48 ms with `lower()` on
 * each, 29 ms on a name already lower-cased; EXPLAIN ANALYZE, PostgreSQL 15). The name is now kept lower-cased in a
 * generated column, `search_name`, which the newest-first and event indexes carry instead of the name and on which
 * the names' trigram index is built. The table is rewritten once to fill the column.
 * The indexes on a section, a seller and the featured flag (0020) carry it too: a search with a word that collects its
 * matches on one of them (a word common enough that the trigram index would return too many rows, but rare among a
 * seller's listings) read the table's row of every entry for the name: a seller's 140,000 listings, 460 ms.
 */
const LISTED = `status = 'SELL' AND deleted_at IS NULL`;
/** What the event index carries (its key holds the event); the newest-first index carries the event too. */
const CARRIED = `seller_id, venue_id, sub_genre_id, event_date, is_sale, price_cents, face_price_cents, is_featured, collection_id,
              section, row, seat_no, search_name`;

/** The listed tickets' lower-cased names, for the trigram index (the seed builds it once after its bulk load, as here). */
export const NAME_TRIGRAM_INDEX = `DO $$ BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX tickets_name_trgm_idx ON tickets USING gin (search_name gin_trgm_ops) WHERE ${LISTED};
     END IF;
   END $$`;

/** The filters the indexes of 0020 carry, as there. */
const FILTERS =
  'event_id, venue_id, sub_genre_id, event_date, is_sale, price_cents, face_price_cents, collection_id';

export const statements: string[] = [
  `DROP INDEX IF EXISTS tickets_name_trgm_idx`,
  `DROP INDEX IF EXISTS tickets_public_id_idx`,
  `DROP INDEX IF EXISTS tickets_public_event_idx`,
  `DROP INDEX IF EXISTS tickets_public_section_idx`,
  `DROP INDEX IF EXISTS tickets_public_seller_idx`,
  `DROP INDEX IF EXISTS tickets_featured_idx`,
  `ALTER TABLE tickets ADD COLUMN search_name text GENERATED ALWAYS AS (lower(listing_name)) STORED`,
  `CREATE INDEX tickets_public_id_idx ON tickets (id) INCLUDE (event_id, ${CARRIED}) WHERE ${LISTED}`,
  `CREATE INDEX tickets_public_event_idx ON tickets (event_id, id) INCLUDE (${CARRIED}) WHERE ${LISTED}`,
  `CREATE INDEX tickets_public_section_idx ON tickets (lower(section), id) INCLUDE (section, seller_id, is_featured, ${FILTERS}, search_name) WHERE ${LISTED}`,
  `CREATE INDEX tickets_public_seller_idx ON tickets (seller_id, id) INCLUDE (section, is_featured, ${FILTERS}, search_name) WHERE ${LISTED}`,
  `CREATE INDEX tickets_featured_idx ON tickets (id) INCLUDE (section, seller_id, ${FILTERS}, search_name) WHERE is_featured AND ${LISTED}`,
  NAME_TRIGRAM_INDEX,
];
