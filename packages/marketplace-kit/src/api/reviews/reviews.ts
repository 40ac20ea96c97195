import type { ListPage, OperationBody, Rating, Review, ReviewItem } from '@momento/contract';
import type { Client } from '../client.ts';
import { ratingPutRoute, reviewPutRoute, reviewsRoute } from '@momento/contract/routes';

/** PUT /user/ratings.php: adds or updates the viewer's rating of the other side of a sub-order. */
export function putRating(
  client: Client,
  body: OperationBody<'ratingPut'>,
  signal?: AbortSignal,
): Promise<Rating> {
  return client.call('ratingPut', { body }, { signal, route: ratingPutRoute });
}

/** PUT /user/reviews.php: adds or updates the viewer's review of a sub-order. */
export function putReview(
  client: Client,
  body: OperationBody<'reviewPut'>,
  signal?: AbortSignal,
): Promise<Review> {
  return client.call('reviewPut', { body }, { signal, route: reviewPutRoute });
}

/** GET /user/reviews.php: ratings and reviews about the user. */
export function getReviews(
  client: Client,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<ReviewItem>> {
  return client.call('reviews', { query: { page } }, { signal, route: reviewsRoute });
}
