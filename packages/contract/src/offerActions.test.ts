import { describe, expect, it } from 'vitest';
import { offerActionResult, offerMoves } from './offerActions.ts';

describe('offerMoves (the offer action table)', () => {
  it.each([
    ['seller', 'OPEN', false, ['ACCEPT', 'REJECT', 'COUNTER']],
    ['seller', 'OPEN', true, ['EDIT']],
    ['seller', 'ACCEPTED_BUYER', false, ['ACCEPT']],
    ['seller', 'ACCEPTED_SELLER', false, ['CANCEL']],
    ['seller', 'ACCEPTED_SELLER', true, ['CANCEL']],
    ['buyer', 'OPEN', false, ['ACCEPT', 'COUNTER']],
    ['buyer', 'OPEN', true, ['EDIT']],
    ['buyer', 'ACCEPTED_SELLER', false, ['ADD_TO_CART']],
    ['buyer', 'ACCEPTED_BUYER', true, []],
    ['seller', 'REJECTED', false, []],
    ['buyer', 'EXPIRED', false, []],
    ['buyer', 'CART', false, []],
  ] as const)(
    'gives the %s of an offer in %s (latest entry their own: %s) exactly its row',
    (side, status, own, expected) => {
      expect(offerMoves(side, status, own)).toEqual(expected);
    },
  );

  it('takes COUNTER from a buyer with no rounds left, and never from the seller', () => {
    expect(offerMoves('buyer', 'OPEN', false, 0)).toEqual(['ACCEPT']);
    expect(offerMoves('buyer', 'OPEN', false, 1)).toEqual(['ACCEPT', 'COUNTER']);
    expect(offerMoves('seller', 'OPEN', false, 0)).toEqual(['ACCEPT', 'REJECT', 'COUNTER']);
  });
});

describe('offerActionResult', () => {
  it.each([
    ['seller', 'OPEN', false, 'ACCEPT', 'ACCEPTED_SELLER'],
    ['seller', 'OPEN', false, 'REJECT', 'REJECTED'],
    ['seller', 'ACCEPTED_BUYER', false, 'ACCEPT', 'ACCEPTED_SELLER'],
    ['seller', 'ACCEPTED_SELLER', true, 'CANCEL', 'CANCELLED'],
    ['buyer', 'OPEN', false, 'ACCEPT', 'ACCEPTED_BUYER'],
  ] as const)('turns a %s %s offer (own latest: %s) on %s into %s', (side, status, own, action, result) => {
    expect(offerActionResult(side, status, own, action)).toBe(result);
  });

  it.each([
    ['seller', 'OPEN', true, 'ACCEPT'],
    ['seller', 'OPEN', false, 'CANCEL'],
    ['buyer', 'OPEN', false, 'REJECT'],
    ['buyer', 'OPEN', true, 'ACCEPT'],
    ['buyer', 'ACCEPTED_SELLER', false, 'CANCEL'],
    ['seller', 'EXPIRED', false, 'ACCEPT'],
  ] as const)('refuses %s %s (own latest: %s) %s', (side, status, own, action) => {
    expect(offerActionResult(side, status, own, action)).toBeNull();
  });
});
