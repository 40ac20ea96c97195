import { describe, expect, it } from 'vitest';
import { AUTO_ANSWER_TEXTS, autoAnswerProblem, automaticAnswer } from './autoAnswers.ts';

describe('autoAnswerProblem', () => {
  it('accepts prices below the listing price with the auto-decline below the auto-accept, or none at all', () => {
    expect(autoAnswerProblem(20_000, 18_000, 12_000)).toBeNull();
    expect(autoAnswerProblem(20_000, null, 12_000)).toBeNull();
    expect(autoAnswerProblem(20_000, 18_000, null)).toBeNull();
    expect(autoAnswerProblem(20_000, null, null)).toBeNull();
  });

  it('names the first broken rule', () => {
    expect(autoAnswerProblem(20_000, 20_000, null)).toBe(AUTO_ANSWER_TEXTS.acceptBelowPrice);
    expect(autoAnswerProblem(20_000, null, 20_000)).toBe(AUTO_ANSWER_TEXTS.declineBelowPrice);
    expect(autoAnswerProblem(20_000, 15_000, 15_000)).toBe(AUTO_ANSWER_TEXTS.declineBelowAccept);
    expect(autoAnswerProblem(20_000, 25_000, 30_000)).toBe(AUTO_ANSWER_TEXTS.acceptBelowPrice);
  });
});

describe('automaticAnswer', () => {
  const ticket = (accept: number | null, decline: number | null) => ({ accept, decline });

  it('accepts at or above the auto-accept price, rejects below the auto-decline price, leaves the rest to the seller', () => {
    const one = [ticket(18_000, 12_000)];
    expect(automaticAnswer(18_000, one)).toBe('ACCEPTED_SELLER');
    expect(automaticAnswer(17_999, one)).toBeNull();
    expect(automaticAnswer(12_000, one)).toBeNull();
    expect(automaticAnswer(11_999, one)).toBe('REJECTED');
  });

  it('adds several listings up, and accepts only when every one of them has an auto-accept price', () => {
    expect(automaticAnswer(18_000, [ticket(10_000, 5_000), ticket(8_000, null)])).toBe('ACCEPTED_SELLER');
    expect(automaticAnswer(4_999, [ticket(10_000, 5_000), ticket(8_000, null)])).toBe('REJECTED');
    expect(automaticAnswer(1_000_000, [ticket(10_000, 5_000), ticket(null, null)])).toBeNull();
    expect(automaticAnswer(100, [ticket(null, null)])).toBeNull();
    expect(automaticAnswer(100, [])).toBeNull();
  });
});
