import {
  FULFILMENT_DELIVERED_STATUSES,
  RATING_REFUSALS,
  reputationAverages,
  type RatingValues,
  type ReviewItem,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { displayName, isoNow } from './shared.ts';

type ReviewOperations =
  'ratingPut' | 'reviewPut' | 'reviews' | 'sellerRatings' | 'sellerReputation' | 'sellerReviews';

/** What buyers wrote about a seller (type BUYER: the author's side), newest first, as the server orders them. */
function aboutSeller(db: MockDb, sellerId: number): ReviewItem[] {
  return db.reviews
    .filter((review) => review.about_user_id === sellerId && review.type === 'BUYER')
    .sort((a, b) => b.rated_at.localeCompare(a.rated_at) || b.id - a.id)
    .map(({ about_user_id: _about, ...item }) => item);
}

/** The sub-order and the viewer's side: ratings and reviews only after delivery. */
function subOrderFor(
  context: MockContext<'ratingPut' | 'reviewPut'>,
  orderNo: string,
  subOrderId: number | undefined,
  suborderNo?: string,
) {
  const viewer = viewerOf(context);
  const order =
    context.db.orders.find((item) => item.order_no === orderNo) ??
    fail('NOT_FOUND', RATING_REFUSALS.notFound);
  const sub =
    order.sub_orders.find((item) => item.id === subOrderId || item.suborder_no === suborderNo) ??
    fail('NOT_FOUND', RATING_REFUSALS.notFound);
  const side =
    order.buyer.id === viewer.id
      ? 'buyer'
      : sub.seller.id === viewer.id
        ? 'seller'
        : fail('NOT_FOUND', RATING_REFUSALS.notFound);
  if (!(FULFILMENT_DELIVERED_STATUSES as readonly string[]).includes(sub.fulfillment_information.status))
    fail('CONFLICT', RATING_REFUSALS.notDelivered);
  return { order, sub, side, aboutUserId: side === 'buyer' ? sub.seller.id : order.buyer.id } as const;
}

export const reviewImplementations: Pick<Implementations, ReviewOperations> = {
  ratingPut(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const { order, sub, side, aboutUserId } = subOrderFor(
      context,
      body.order_no,
      body.sub_order_id,
      body.suborder_no,
    );
    const values: RatingValues = {
      communication_rating: body.communication_rating,
      description_rating: body.description_rating,
      shipping_rating: body.shipping_rating,
      rated_at: isoNow(db),
    };
    const ratings =
      side === 'buyer'
        ? { ...sub.ratings, seller_ratings: values }
        : { ...sub.ratings, buyer_ratings: values };
    db.orders = db.orders.map((item) =>
      item === order
        ? { ...order, sub_orders: order.sub_orders.map((s) => (s === sub ? { ...sub, ratings } : s)) }
        : item,
    );
    const existing = db.reviews.find(
      (review) =>
        review.about_user_id === aboutUserId && review.id === sub.id * 10 + (side === 'buyer' ? 1 : 2),
    );
    const item: ReviewItem & { about_user_id: number } = {
      id: sub.id * 10 + (side === 'buyer' ? 1 : 2),
      about_user_id: aboutUserId,
      // The author's side, as the server stores it: a buyer's rating of the seller is BUYER (shown as SELL).
      type: side === 'buyer' ? 'BUYER' : 'SELLER',
      content: existing?.content ?? null,
      rated_at: values.rated_at,
      user_details: {
        avatar: viewer.profile_url,
        id: viewer.id,
        is_admin: viewer.is_admin,
        name: viewer.name,
      },
      ratings: {
        communication_rating: values.communication_rating,
        description_rating: values.description_rating,
        shipping_rating: values.shipping_rating,
      },
    };
    db.reviews = [item, ...db.reviews.filter((review) => review !== existing)];
    return { sub_order_id: sub.id, order_no: order.order_no, ...item.ratings };
  },
  reviewPut(context) {
    const { db, body } = context;
    const { order, sub, side } = subOrderFor(context, body.order_no, body.sub_order_id);
    const review =
      side === 'buyer'
        ? { ...sub.review, buyer_review: body.description }
        : { ...sub.review, seller_review: body.description };
    db.orders = db.orders.map((item) =>
      item === order
        ? { ...order, sub_orders: order.sub_orders.map((s) => (s === sub ? { ...sub, review } : s)) }
        : item,
    );
    const id = sub.id * 10 + (side === 'buyer' ? 1 : 2);
    db.reviews = db.reviews.map((item) => (item.id === id ? { ...item, content: body.description } : item));
    return { sub_order_id: sub.id, order_no: order.order_no, description: body.description };
  },
  reviews(context) {
    const viewer = viewerOf(context);
    return paginate(
      context.db.reviews
        .filter((review) => review.about_user_id === viewer.id)
        .map(({ about_user_id: _about, ...item }) => item),
      context,
    );
  },
  sellerRatings(context) {
    return paginate(aboutSeller(context.db, context.query.seller_id), context);
  },
  sellerReputation(context) {
    const account =
      context.db.accounts.find((item) => item.user.id === context.query.seller_id) ??
      fail('NOT_FOUND', RATING_REFUSALS.sellerNotFound);
    const rated = aboutSeller(context.db, account.user.id);
    const sum = (part: keyof ReviewItem['ratings']) =>
      rated.reduce((total, item) => total + item.ratings[part], 0);
    return {
      seller: { id: account.user.id, name: displayName(account.user), is_admin: account.user.is_admin },
      review_count: rated.length,
      averages: reputationAverages(rated.length, {
        communication: sum('communication_rating'),
        description: sum('description_rating'),
        shipping: sum('shipping_rating'),
      }),
    };
  },
  sellerReviews(context) {
    return paginate(aboutSeller(context.db, context.query.seller_id), context);
  },
};
