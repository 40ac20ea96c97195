import { describe, expect, it } from 'vitest';
import {
  ERR0010_MESSAGE,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  ERROR_TEXTS,
  LOGIN_REFUSALS,
  RATE_LIMIT_REFUSALS,
  disclosesContact,
  rateLimitRefusal,
  retryWaitText,
} from './errors.ts';
import { strictErrorBody } from './envelope.ts';

describe('error codes', () => {
  it("keeps the spec's ERR0010 text verbatim, typo included", () => {
    expect(ERR0010_MESSAGE).toBe(
      'All communucation should remain within the platform and outside contact info should not be disclosed',
    );
    expect(ERROR_TEXTS.ERR0010).toBe(ERR0010_MESSAGE);
  });

  it('gives every code an honest HTTP status', () => {
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(ERROR_HTTP_STATUS.VALIDATION).toBe(400);
    expect(ERROR_HTTP_STATUS.TOKEN_EXPIRED).toBe(401);
    expect(ERROR_HTTP_STATUS.CONFLICT).toBe(409);
    expect(ERROR_HTTP_STATUS.PAYLOAD_TOO_LARGE).toBe(413);
    expect(ERROR_HTTP_STATUS.RATE_LIMITED).toBe(429);
  });

  it('checks the code of a strict error body', () => {
    expect(strictErrorBody.safeParse({ error: { code: 'ERR0010', message: ERR0010_MESSAGE } }).success).toBe(
      true,
    );
    expect(strictErrorBody.safeParse({ error: { code: 'E42', message: 'x' } }).success).toBe(false);
  });
});

describe('the ERR0010 rule', () => {
  it.each([
    'mail me at ada.fan@example.com',
    'call +1 (555) 010-0199',
    'text 555 010 0199 tonight',
    'pay me at paypal.me/adafan',
    'venmo.com/ada works too',
  ])('rejects "%s"', (text) => {
    expect(disclosesContact(text)).toBe(true);
  });

  it.each([
    'Would you take 200?',
    'I can do $1,250.50 for both',
    'Section 31, row K, seat 12',
    'Game 7 of 1960',
  ])('accepts "%s"', (text) => {
    expect(disclosesContact(text)).toBe(false);
  });
});

describe('rate-limit messages', () => {
  it('ends a refusal with the wait in whole seconds, singular for one', () => {
    expect(`${RATE_LIMIT_REFUSALS.messages} ${retryWaitText(42)}`).toBe(
      'You are sending messages too quickly. Please try again in 42 seconds.',
    );
    expect(retryWaitText(1)).toBe('Please try again in 1 second.');
  });

  it('gives back the refusal without its wait, and a message without a wait unchanged', () => {
    expect(rateLimitRefusal(`${RATE_LIMIT_REFUSALS.offers} ${retryWaitText(7)}`)).toBe(
      RATE_LIMIT_REFUSALS.offers,
    );
    expect(rateLimitRefusal(`${RATE_LIMIT_REFUSALS.reports} ${retryWaitText(1)}`)).toBe(
      RATE_LIMIT_REFUSALS.reports,
    );
    expect(rateLimitRefusal(`${LOGIN_REFUSALS.account} ${retryWaitText(900)}`)).toBe(LOGIN_REFUSALS.account);
    expect(rateLimitRefusal('Too many requests. Please try again later.')).toBe(
      'Too many requests. Please try again later.',
    );
  });
});
