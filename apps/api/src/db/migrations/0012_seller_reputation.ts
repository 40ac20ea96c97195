/**
 * A seller's reputation and their public reviews: the ratings buyers gave one person (subject_id, role 'BUYER'),
 * newest first. The aggregate of the three rating parts reads this index alone (the parts are included, so no table
 * row is visited), and the reviews list walks it in order, page by page, without a sort.
 */
export const statements = [
  `CREATE INDEX ratings_subject_role_recent_idx ON ratings (subject_id, role, updated_at DESC, id DESC)
     INCLUDE (communication_rating, description_rating, shipping_rating)`,
];
