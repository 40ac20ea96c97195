import { describe, expect, it } from 'vitest';
import { isExactOrigin, PKCE_VALUE } from './embed.ts';

describe('isExactOrigin', () => {
  it.each([
    ['https://venue.example', true],
    ['http://127.0.0.1:5174', true],
    ['https://venue.example:8443', true],
    ['https://venue.example/', false],
    ['https://venue.example/tickets', false],
    ['https://venue.example?x=1', false],
    ['https://user@venue.example', false],
    ['HTTPS://VENUE.EXAMPLE', false],
    ['https://venue.example:443', false],
    ['ftp://venue.example', false],
    ['javascript:alert(1)', false],
    ['null', false],
    ['*', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isExactOrigin(value)).toBe(expected);
  });
});

describe('PKCE_VALUE', () => {
  it('accepts 43 base64url characters (32 bytes) and nothing else', () => {
    expect(PKCE_VALUE.test('a'.repeat(43))).toBe(true);
    expect(PKCE_VALUE.test(`${'A'.repeat(41)}-_`)).toBe(true);
    expect(PKCE_VALUE.test('a'.repeat(42))).toBe(false);
    expect(PKCE_VALUE.test('a'.repeat(44))).toBe(false);
    expect(PKCE_VALUE.test(`${'a'.repeat(42)}=`)).toBe(false);
    expect(PKCE_VALUE.test(`${'a'.repeat(42)}+`)).toBe(false);
  });
});
