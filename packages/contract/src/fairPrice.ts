// The fair-price hint (ours; zod-free, so browsers share it): how a price compares with the median of comparable
// tickets (the fairPrice operation). The thresholds are ours.

/** Fewer comparable tickets than this give no hint and no badge. */
export const FAIR_PRICE_MIN_COMPARABLES = 3;

/** At least this much below the median (percent) is a 'Great price'; within it up to as much above, 'Fair price'. */
export const FAIR_PRICE_GREAT_BELOW_PERCENT = 10;
export const FAIR_PRICE_FAIR_ABOVE_PERCENT = 10;

export type FairPriceVerdict = 'GREAT' | 'FAIR' | null;

/** The price's difference from the median in whole percent (negative: below), or null without a median. */
export function percentFromMedian(price: number, median: number | null): number | null {
  if (median === null || !(median > 0) || !Number.isFinite(price)) return null;
  return Math.round(((price - median) / median) * 100);
}

/** 'GREAT', 'FAIR' or null (too few comparables, or priced above the fair band). */
export function fairPriceVerdict(
  price: number,
  median: number | null,
  comparables: number,
): FairPriceVerdict {
  if (comparables < FAIR_PRICE_MIN_COMPARABLES) return null;
  const percent = percentFromMedian(price, median);
  if (percent === null) return null;
  if (percent <= -FAIR_PRICE_GREAT_BELOW_PERCENT) return 'GREAT';
  if (percent <= FAIR_PRICE_FAIR_ABOVE_PERCENT) return 'FAIR';
  return null;
}
