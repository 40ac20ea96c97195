/**
 * The newest listed tickets by id alone: a search with several filters walks at most a bounded number of them before
 * it collects its matches by the filters' own indexes (searchPageSql in src/queries/search/sql.ts), and this index gives
 * the bound in one index-only step.
 */
export const statements: string[] = [
  `CREATE INDEX tickets_public_id_idx ON tickets (id) WHERE status = 'SELL' AND deleted_at IS NULL`,
];
