import { PARTNER_MARKER_HOURS } from '@momento/contract/routes';
import { describe, expect, it } from 'vitest';
import { partnerMarker, rememberPartnerMarker } from './partnerMarker.ts';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('the partner marker', () => {
  it('keeps the partner of ?partner= and gives it back within the window', () => {
    const storage = memory();
    rememberPartnerMarker('?partner=12&x=1', storage, 1_000);
    expect(partnerMarker(storage, 1_000 + 60_000)).toBe(12);
  });

  it('forgets it once the window has passed', () => {
    const storage = memory();
    rememberPartnerMarker('?partner=12', storage, 0);
    expect(partnerMarker(storage, PARTNER_MARKER_HOURS * 3_600_000)).toBeUndefined();
    expect(partnerMarker(storage, 1)).toBeUndefined();
  });

  it('ignores a marker that is not a partner id, and a page without one leaves the kept one alone', () => {
    const storage = memory();
    rememberPartnerMarker('?partner=7', storage, 0);
    rememberPartnerMarker('?partner=acme', storage, 10);
    rememberPartnerMarker('?q=ticket', storage, 20);
    expect(partnerMarker(storage, 30)).toBe(7);
  });

  it('the last marker wins', () => {
    const storage = memory();
    rememberPartnerMarker('?partner=7', storage, 0);
    rememberPartnerMarker('?partner=9', storage, 10);
    expect(partnerMarker(storage, 20)).toBe(9);
  });
});
