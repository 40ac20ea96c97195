import { describe, expect, it } from 'vitest';
import {
  daysOfRange,
  parsePartnerMarker,
  PARTNER_RANGE_REFUSALS,
  partnerStatsCsv,
  partnerStatsRange,
} from './attribution.ts';

describe('parsePartnerMarker', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['acme', null],
    ['1e3', null],
    ['99999999999', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (value, expected) => {
    expect(parsePartnerMarker(value)).toBe(expected);
  });
});

describe('partnerStatsRange', () => {
  const today = new Date('2026-03-30T15:00:00Z');

  it('defaults to the last 30 days, today included', () => {
    expect(partnerStatsRange(undefined, undefined, today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
      days: 30,
    });
  });

  it('takes both ends as given, both included', () => {
    expect(partnerStatsRange('2026-02-27', '2026-03-02', today)).toEqual({
      from: '2026-02-27',
      to: '2026-03-02',
      days: 4,
    });
  });

  it('refuses a day that is not a calendar day, a backwards range and one longer than a year and a day', () => {
    expect(partnerStatsRange('2026-02-30', undefined, today)).toEqual({
      problem: PARTNER_RANGE_REFUSALS.notADay,
    });
    expect(partnerStatsRange('2026-03-05', '2026-03-04', today)).toEqual({
      problem: PARTNER_RANGE_REFUSALS.backwards,
    });
    expect(partnerStatsRange('2025-01-01', '2026-03-04', today)).toEqual({
      problem: PARTNER_RANGE_REFUSALS.tooLong,
    });
  });
});

describe('partnerStatsCsv', () => {
  it('writes a header row and one row a day, sales in dollars, with CRLF line ends', () => {
    const csv = partnerStatsCsv([
      { date: '2026-03-01', views: 120, sign_ins: 4, offers: 2, orders: 1, sales_cents: 15_400 },
      { date: '2026-03-02', views: 0, sign_ins: 0, offers: 0, orders: 0, sales_cents: 0 },
    ]);
    expect(csv).toBe(
      'Date,Views,Sign-ins,Offers,Orders,Sales (USD)\r\n2026-03-01,120,4,2,1,154.00\r\n2026-03-02,0,0,0,0,0.00\r\n',
    );
  });

  it('lists every day of a range across a month end', () => {
    expect(daysOfRange('2026-02-27', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
