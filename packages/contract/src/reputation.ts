// A seller's reputation (ours; zod-free, so the server, the mocks and the widgets share it): the averages of the three
// rating parts that buyers gave the seller, and how many buyers rated them. The threshold is ours.

/** Below this many ratings from buyers a seller is a 'New seller': no averages are given (one or two would mislead). */
export const REPUTATION_MIN_REVIEWS = 3;

/** True while a seller has fewer than REPUTATION_MIN_REVIEWS ratings from buyers. */
export function isNewSeller(reviewCount: number): boolean {
  return reviewCount < REPUTATION_MIN_REVIEWS;
}

/**
 * The average of `count` whole ratings that add up to `sum`, to one decimal, halves rounded up. Computed from the
 * integer sum (never from a float mean) so the server and the mocks give the same digit.
 */
export function averageRating(sum: number, count: number): number {
  return Math.round((sum * 10) / count) / 10;
}

/** The three averages of a reputation, or null for a new seller. */
export function reputationAverages(
  count: number,
  sums: { communication: number; description: number; shipping: number },
): { communication_rating: number; description_rating: number; shipping_rating: number } | null {
  if (isNewSeller(count)) return null;
  return {
    communication_rating: averageRating(sums.communication, count),
    description_rating: averageRating(sums.description, count),
    shipping_rating: averageRating(sums.shipping, count),
  };
}
