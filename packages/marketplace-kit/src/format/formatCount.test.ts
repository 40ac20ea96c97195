import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [10, '10'],
    [11, '10+'],
    [250, '10+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('shows %s as %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });
});
