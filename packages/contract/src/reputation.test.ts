import { describe, expect, it } from 'vitest';
import { averageRating, isNewSeller, REPUTATION_MIN_REVIEWS, reputationAverages } from './reputation.ts';

describe('seller reputation', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [40, false],
  ])('a seller with %i ratings from buyers is a new seller: %s', (count, expected) => {
    expect(isNewSeller(count)).toBe(expected);
  });

  it.each([
    [13, 3, 4.3],
    [14, 3, 4.7],
    [17, 4, 4.3],
    [87, 20, 4.4],
    [15, 3, 5],
    [3, 3, 1],
  ])('averages a sum of %i over %i ratings to %d (one decimal, halves up)', (sum, count, expected) => {
    expect(averageRating(sum, count)).toBe(expected);
  });

  it('gives no averages below the threshold and the three averages from it on', () => {
    expect(REPUTATION_MIN_REVIEWS).toBe(3);
    expect(reputationAverages(2, { communication: 10, description: 9, shipping: 8 })).toBeNull();
    expect(reputationAverages(3, { communication: 14, description: 12, shipping: 13 })).toEqual({
      communication_rating: 4.7,
      description_rating: 4,
      shipping_rating: 4.3,
    });
  });
});
