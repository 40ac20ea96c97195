/**
 * The listed tickets' indexes on a section, a seller and the featured flag carry the columns the search filters on,
 * as the newest-first and event indexes do (0018, 0019): a search whose most selective filter is one of these walks
 * its index newest first and checks the other filters on the entries (an index-only scan) instead of reading each
 * match's row from the table. At 1,000,000 listings, a section with the featured flag: 19 ms (a bitmap of the
 * section's 3,500 rows, each row read) -> 0.6 ms (EXPLAIN (ANALYZE, BUFFERS), PostgreSQL 15); 80 MB for the section's
 * index, 78 MB for the sellers', under 1 MB for the featured one. The section's own text is carried too: an index
 * whose key is `lower(section)` serves an index-only scan only when the column itself is in the entry. Names, rows and
 * seats stay out (rare filters, long values: the newest-first and event indexes carry them).
 */
const LISTED = `WHERE status = 'SELL' AND deleted_at IS NULL`;
const FILTERS =
  'event_id, venue_id, sub_genre_id, event_date, is_sale, price_cents, face_price_cents, collection_id';

export const statements: string[] = [
  `DROP INDEX IF EXISTS tickets_public_section_idx`,
  `CREATE INDEX tickets_public_section_idx ON tickets (lower(section), id) INCLUDE (section, seller_id, is_featured, ${FILTERS}) ${LISTED}`,
  `DROP INDEX IF EXISTS tickets_public_seller_idx`,
  `CREATE INDEX tickets_public_seller_idx ON tickets (seller_id, id) INCLUDE (section, is_featured, ${FILTERS}) ${LISTED}`,
  `DROP INDEX IF EXISTS tickets_featured_idx`,
  `CREATE INDEX tickets_featured_idx ON tickets (id) INCLUDE (section, seller_id, ${FILTERS}) WHERE is_featured AND status = 'SELL' AND deleted_at IS NULL`,
];
