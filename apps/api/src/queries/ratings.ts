import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';

// Ratings and reviews (handlers/ratings.ts): the sides of a delivered sub-order, one rating and one review per side,
// and the reviews a person received.

/** The order's sub-orders (or the one of that id) with their seller, buyer and fulfilment status. */
export function subOrderSides(db: Queryable, orderNo: string, subOrderId: number | undefined) {
  let query = db
    .selectFrom('sub_orders as so')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'so.seller_id', 'so.fulfilment_status', 'o.buyer_id', 'o.order_no'])
    .where('o.order_no', '=', orderNo);
  if (subOrderId !== undefined) query = query.where('so.id', '=', subOrderId);
  return query.execute();
}

type RatingValues = { communication_rating: number; description_rating: number; shipping_rating: number };
type Side = { sub_order_id: number; author_id: number; subject_id: number; role: 'BUYER' | 'SELLER' };

/** The author's rating of the sub-order, written or replaced. */
export async function upsertRating(db: Queryable, side: Side, values: RatingValues): Promise<void> {
  await db
    .insertInto('ratings')
    .values({ ...side, ...values })
    .onConflict((oc) =>
      oc.columns(['sub_order_id', 'author_id']).doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}

/** The author's review of the sub-order, written or replaced. */
export async function upsertReview(db: Queryable, side: Side, content: string): Promise<void> {
  await db
    .insertInto('reviews')
    .values({ ...side, content })
    .onConflict((oc) =>
      oc.columns(['sub_order_id', 'author_id']).doUpdateSet({ content, updated_at: new Date() }),
    )
    .execute();
}

export type ReviewRow = {
  id: number;
  role: 'BUYER' | 'SELLER';
  content: string | null;
  rated_at: Date;
  author_id: number;
  author_name: string;
  author_is_admin: boolean;
  author_image: string | null;
  communication_rating: number;
  description_rating: number;
  shipping_rating: number;
};

async function reviewRows(
  db: Queryable,
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  const rows = await sql<ReviewRow>`
    SELECT r.id, r.role, rv.content, r.updated_at AS rated_at, r.author_id, u.name AS author_name, u.is_admin AS author_is_admin,
           u.profile_image AS author_image, r.communication_rating, r.description_rating, r.shipping_rating
      FROM ratings r
      JOIN users u ON u.id = r.author_id
      LEFT JOIN reviews rv ON rv.sub_order_id = r.sub_order_id AND rv.author_id = r.author_id
     WHERE ${where}
     ORDER BY r.updated_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** A page of the ratings (with their reviews) the person received, from either side, newest first. */
export function reviewsReceived(
  db: Queryable,
  subjectId: number,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return reviewRows(db, sql<boolean>`r.subject_id = ${subjectId}`, limit, offset);
}

/** A page of the ratings (with their reviews) buyers gave the seller, newest first. */
export function sellerReviewsByBuyers(
  db: Queryable,
  sellerId: number,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return reviewRows(db, sql<boolean>`r.subject_id = ${sellerId} AND r.role = 'BUYER'`, limit, offset);
}
