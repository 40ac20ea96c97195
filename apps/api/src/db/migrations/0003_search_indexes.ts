/**
 * Search indexes found missing by the benchmark (docs/api/search.md): the `section` filter compares
 * case-insensitively and, alone, had to walk the listings backwards until it found a page.
 */
export const statements: string[] = [
  `CREATE INDEX tickets_public_section_idx ON tickets (lower(section), id) WHERE status = 'SELL' AND deleted_at IS NULL`,
  `CREATE INDEX tickets_public_face_price_idx ON tickets (face_price_cents, id) WHERE status = 'SELL' AND deleted_at IS NULL`,
];
