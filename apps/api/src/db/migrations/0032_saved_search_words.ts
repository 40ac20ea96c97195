/**
 * Saved-search matching reads fewer candidates (docs/api/following.md): each bucket row also keeps the search's
 * longest word (`word`, lower-cased as the search reads it; NULL for a search without words). A listing can match
 * the search only if that word occurs in its search text, so the bucket lookup drops the searches whose word the
 * listing lacks before reading them (a venue's searches with a word were nearly all such candidates). The covering
 * index gives the lookup its bound, its word and its search without reading the table.
 *
 * Rows of searches saved before this migration keep NULL (no word check: still correct, only less narrow), since
 * the word is the server's reading of the filters (criteriaOf), which SQL does not repeat.
 */
export const statements: string[] = [
  `ALTER TABLE saved_search_buckets ADD COLUMN word text`,
  `CREATE INDEX saved_search_buckets_lookup_idx ON saved_search_buckets (bucket, max_price_cents) INCLUDE (word, search_id)`,
];
