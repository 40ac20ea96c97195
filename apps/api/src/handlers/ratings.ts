import {
  RATING_REFUSALS,
  FULFILMENT_DELIVERED_STATUSES,
  displayName,
  type ReviewItem,
} from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { avatarOf } from '../views/people.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { sellerReputation } from '../queries/reputation.ts';
import { ratingReceived } from '../notifications/events.ts';

// Ratings and reviews: PUT/GET /user/ratings.php, /user/reviews.php. The buyer rates the seller
// (role BUYER), the seller rates the buyer (role SELLER), both after delivery; one rating and one review per side.

const REVIEW_MAX = 2000;
const DELIVERED: readonly string[] = FULFILMENT_DELIVERED_STATUSES;

/** The viewer's side of a delivered sub-order: who they are (role) and whom they rate (subject). */
async function sideOf(
  db: Queryable,
  viewer: Viewer,
  orderNo: string,
  subOrderId: number | undefined,
  subOrderNo: string | undefined,
) {
  let query = db
    .selectFrom('sub_orders as so')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'so.seller_id', 'so.fulfilment_status', 'o.buyer_id', 'o.order_no'])
    .where('o.order_no', '=', orderNo);
  if (subOrderId !== undefined) query = query.where('so.id', '=', subOrderId);
  const rows = await query.execute();
  const row = rows.find((r) => subOrderNo === undefined || `${r.order_no}-${r.id}` === subOrderNo);
  if (!row || (row.buyer_id !== viewer.id && row.seller_id !== viewer.id))
    throw notFound(RATING_REFUSALS.notFound);
  if (!DELIVERED.includes(row.fulfilment_status)) throw conflict(RATING_REFUSALS.notDelivered);
  const asBuyer = row.buyer_id === viewer.id;
  return {
    subOrderId: row.id,
    orderNo: row.order_no,
    role: asBuyer ? ('BUYER' as const) : ('SELLER' as const),
    subject: asBuyer ? row.seller_id : row.buyer_id,
  };
}

type ItemRow = {
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

async function reviewItems(
  db: Queryable,
  where: ReturnType<typeof sql<boolean>>,
  limit: number,
  offset: number,
  apiBase: string,
): Promise<ReviewItem[]> {
  const rows = await sql<ItemRow>`
    SELECT r.id, r.role, rv.content, r.updated_at AS rated_at, r.author_id, u.name AS author_name, u.is_admin AS author_is_admin,
           u.profile_image AS author_image, r.communication_rating, r.description_rating, r.shipping_rating
      FROM ratings r
      JOIN users u ON u.id = r.author_id
      LEFT JOIN reviews rv ON rv.sub_order_id = r.sub_order_id AND rv.author_id = r.author_id
     WHERE ${where}
     ORDER BY r.updated_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    type: r.role,
    content: r.content,
    rated_at: new Date(r.rated_at).toISOString(),
    user_details: {
      avatar: avatarOf(apiBase, r.author_image)?.image_50 ?? null,
      id: r.author_id,
      is_admin: r.author_is_admin ? 1 : 0,
      name: displayName(r.author_name, r.author_is_admin),
    },
    ratings: {
      communication_rating: r.communication_rating,
      description_rating: r.description_rating,
      shipping_rating: r.shipping_rating,
    },
  }));
}

export const ratingHandlers = {
  async ratingPut(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    const side = await sideOf(ctx.db, viewer, b.order_no, b.sub_order_id, b.suborder_no);
    const values = {
      communication_rating: b.communication_rating,
      description_rating: b.description_rating,
      shipping_rating: b.shipping_rating,
    };
    await ctx.db
      .insertInto('ratings')
      .values({
        sub_order_id: side.subOrderId,
        author_id: viewer.id,
        subject_id: side.subject,
        role: side.role,
        ...values,
      })
      .onConflict((oc) =>
        oc.columns(['sub_order_id', 'author_id']).doUpdateSet({ ...values, updated_at: new Date() }),
      )
      .execute();
    // Told once per order and side: an edited rating is not news.
    await ratingReceived(ctx.db, { subOrderId: side.subOrderId, subjectId: side.subject, role: side.role });
    return { sub_order_id: side.subOrderId, order_no: side.orderNo, ...values };
  },

  async reviewPut(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    if (b.description.length > REVIEW_MAX) throw badRequest(RATING_REFUSALS.reviewTooLong);
    const side = await sideOf(ctx.db, viewer, b.order_no, b.sub_order_id, undefined);
    await ctx.db
      .insertInto('reviews')
      .values({
        sub_order_id: side.subOrderId,
        author_id: viewer.id,
        subject_id: side.subject,
        role: side.role,
        content: b.description,
      })
      .onConflict((oc) =>
        oc
          .columns(['sub_order_id', 'author_id'])
          .doUpdateSet({ content: b.description, updated_at: new Date() }),
      )
      .execute();
    return { sub_order_id: side.subOrderId, order_no: side.orderNo, description: b.description };
  },

  async reviews(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const items = await reviewItems(
      ctx.db,
      sql<boolean>`r.subject_id = ${viewer.id}`,
      limit,
      offset,
      ctx.services.config.publicApiBase,
    );
    return listReply(items, ctx, ctx.query.page, size);
  },

  async sellerRatings(ctx) {
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const items = await reviewItems(
      ctx.db,
      sql<boolean>`r.subject_id = ${ctx.query.seller_id} AND r.role = 'BUYER'`,
      limit,
      offset,
      ctx.services.config.publicApiBase,
    );
    return listReply(items, ctx, ctx.query.page, size);
  },

  // Ours, public: the seller panel's reputation and the reviews page anyone can read (a buyer weighs a seller before
  // signing in). Only what buyers wrote about the seller, never the seller's ratings of their buyers.
  async sellerReputation(ctx) {
    const reputation = await sellerReputation(ctx.db, ctx.query.seller_id);
    if (!reputation) throw notFound(RATING_REFUSALS.sellerNotFound);
    return reputation;
  },

  async sellerReviews(ctx) {
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const items = await reviewItems(
      ctx.db,
      sql<boolean>`r.subject_id = ${ctx.query.seller_id} AND r.role = 'BUYER'`,
      limit,
      offset,
      ctx.services.config.publicApiBase,
    );
    return listReply(items, ctx, ctx.query.page, size);
  },
} satisfies HandlerGroup;
