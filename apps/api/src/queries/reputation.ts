import { reputationAverages, displayName, type SellerReputation } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

type Row = {
  id: number;
  name: string;
  is_admin: boolean;
  n: number;
  communication: number;
  description: number;
  shipping: number;
};

/**
 * A seller's reputation in one query: the person and the count and sums of the ratings buyers gave them. The sums
 * come from ratings_subject_role_recent_idx alone (subject_id, role, with the three parts included); the averages
 * are the contract's rule (one decimal, none below REPUTATION_MIN_REVIEWS), the same the mocks apply. Null when no
 * such person exists (or the account is deleted).
 */
export async function sellerReputation(db: Queryable, sellerId: number): Promise<SellerReputation | null> {
  const row = (
    await sql<Row>`
      SELECT u.id, u.name, u.is_admin,
             count(r.subject_id)::int AS n,
             coalesce(sum(r.communication_rating), 0)::int AS communication,
             coalesce(sum(r.description_rating), 0)::int AS description,
             coalesce(sum(r.shipping_rating), 0)::int AS shipping
        FROM users u
        LEFT JOIN ratings r ON r.subject_id = u.id AND r.role = 'BUYER'
       WHERE u.id = ${sellerId} AND u.deleted_at IS NULL
       GROUP BY u.id`.execute(db)
  ).rows[0];
  if (!row) return null;
  return {
    seller: { id: row.id, name: displayName(row.name, row.is_admin), is_admin: row.is_admin ? 1 : 0 },
    review_count: row.n,
    averages: reputationAverages(row.n, {
      communication: row.communication,
      description: row.description,
      shipping: row.shipping,
    }),
  };
}
