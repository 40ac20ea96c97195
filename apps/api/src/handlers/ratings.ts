import {
  RATING_REFUSALS,
  FULFILMENT_DELIVERED_STATUSES,
  displayName,
  type ReviewItem,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { avatarOf } from '../views/people.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { sellerReputation } from '../queries/reputation.ts';
import {
  reviewsReceived,
  sellerReviewsByBuyers,
  subOrderSides,
  upsertRating,
  upsertReview,
  type ReviewRow,
} from '../queries/ratings.ts';
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
  const rows = await subOrderSides(db, orderNo, subOrderId);
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

function toReviewItem(r: ReviewRow, apiBase: string): ReviewItem {
  return {
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
  };
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
    await upsertRating(
      ctx.db,
      { sub_order_id: side.subOrderId, author_id: viewer.id, subject_id: side.subject, role: side.role },
      values,
    );
    // Told once per order and side: an edited rating is not news.
    await ratingReceived(ctx.db, { subOrderId: side.subOrderId, subjectId: side.subject, role: side.role });
    return { sub_order_id: side.subOrderId, order_no: side.orderNo, ...values };
  },

  async reviewPut(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    if (b.description.length > REVIEW_MAX) throw badRequest(RATING_REFUSALS.reviewTooLong);
    const side = await sideOf(ctx.db, viewer, b.order_no, b.sub_order_id, undefined);
    await upsertReview(
      ctx.db,
      { sub_order_id: side.subOrderId, author_id: viewer.id, subject_id: side.subject, role: side.role },
      b.description,
    );
    return { sub_order_id: side.subOrderId, order_no: side.orderNo, description: b.description };
  },

  async reviews(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const rows = await reviewsReceived(ctx.db, viewer.id, limit, offset);
    const items = rows.map((row) => toReviewItem(row, ctx.services.config.publicApiBase));
    return listReply(items, ctx, ctx.query.page, size);
  },

  async sellerRatings(ctx) {
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const rows = await sellerReviewsByBuyers(ctx.db, ctx.query.seller_id, limit, offset);
    const items = rows.map((row) => toReviewItem(row, ctx.services.config.publicApiBase));
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
    const rows = await sellerReviewsByBuyers(ctx.db, ctx.query.seller_id, limit, offset);
    const items = rows.map((row) => toReviewItem(row, ctx.services.config.publicApiBase));
    return listReply(items, ctx, ctx.query.page, size);
  },
} satisfies HandlerGroup;
