import { describe, expect, it } from 'vitest';
import { avatarUrl, DEFAULT_AVATAR_URL } from './avatar.ts';
import { formatDate, formatDateTime, formatIsoDate, formatTime } from './date.ts';
import { formatShortDay } from './shortDay.ts';
import { formatMoney, formatNumber, moneyAmount } from './money.ts';

describe('date formats', () => {
  const instant = '2026-03-04T15:07:00Z';

  it('shows dd/mm/yyyy', () => {
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('04/03/2026');
  });

  it('shows yyyy-mm-dd', () => {
    expect(formatIsoDate(instant, { timeZone: 'UTC' })).toBe('2026-03-04');
  });

  it("shows 'Mon dd, yyyy h:mm AM/PM'", () => {
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('Mar 04, 2026 3:07 PM');
    expect(formatDateTime('2026-12-25T00:05:00Z', { timeZone: 'UTC' })).toBe('Dec 25, 2026 12:05 AM');
  });

  it('shows instants in the requested time zone', () => {
    expect(formatDateTime(instant, { timeZone: 'America/New_York' })).toBe('Mar 04, 2026 10:07 AM');
    expect(formatDate('2026-03-04T02:00:00Z', { timeZone: 'America/Los_Angeles' })).toBe('03/03/2026');
  });

  it('keeps a date-only value on its calendar day in any time zone', () => {
    expect(formatDate('2026-03-04', { timeZone: 'Pacific/Honolulu' })).toBe('04/03/2026');
    expect(formatIsoDate('2026-03-04', { timeZone: 'Asia/Tokyo' })).toBe('2026-03-04');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatIsoDate(new Date(Date.UTC(2025, 0, 9)), { timeZone: 'UTC' })).toBe('2025-01-09');
    expect(formatIsoDate(Date.UTC(2025, 0, 9), { timeZone: 'UTC' })).toBe('2025-01-09');
  });

  it("shows the local zone, UTC and a named zone as Intl's en-US display does, around midnight and noon too", () => {
    const intl = (timeZone?: string) =>
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'short',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        ...(timeZone ? { timeZone } : {}),
      });
    const instants = [
      '2026-01-01T00:00:00Z',
      '2026-06-30T11:59:00Z',
      '2026-06-30T12:00:00Z',
      '2026-12-31T23:59:00Z',
      '1999-02-28T07:05:00Z',
    ];
    for (const value of instants) {
      for (const timeZone of [undefined, 'UTC', 'America/New_York', 'Asia/Kolkata']) {
        const parts = Object.fromEntries(
          intl(timeZone)
            .formatToParts(new Date(value))
            .map((part) => [part.type, part.value]),
        );
        const options = timeZone ? { timeZone } : {};
        expect(formatDateTime(value, options)).toBe(
          `${parts['month']} ${parts['day']}, ${parts['year']} ${parts['hour']}:${parts['minute']} ${parts['dayPeriod']}`,
        );
      }
    }
    expect(formatDateTime('2026-06-30T00:30:00Z', { timeZone: 'UTC' })).toBe('Jun 30, 2026 12:30 AM');
    expect(formatDateTime('2026-06-30T12:30:00Z', { timeZone: 'UTC' })).toBe('Jun 30, 2026 12:30 PM');
  });

  it('shows nothing for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatIsoDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatMoney', () => {
  it.each([
    [12.5, '$12.50'],
    ['12.5', '$12.50'],
    [{ value: '12.50', currency: 'USD' }, '$12.50'],
    [{ value: 1234.5 }, '$1,234.50'],
    [0, '$0.00'],
  ])('shows %j as %s', (input, shown) => {
    expect(formatMoney(input)).toBe(shown);
  });

  it("shows dollars as Intl's en-US currency display does: rounding, grouping, signs and exponent forms", () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    const amounts = [
      1.005, 2.675, 0.125, 999.995, 99.995, 0.995, 0.005, -0.005, -1.005, -0.001, -0, 0, 1e-7, 1e20, 1e21,
      1234567.891, -999999.999,
    ];
    // Every half cent up to $200 (ties round away from zero), then wider amounts with one to four decimals.
    for (let halfCents = 0; halfCents <= 40_000; halfCents += 1)
      amounts.push(halfCents / 200, -halfCents / 200);
    for (let step = 1; step <= 20_000; step += 1)
      amounts.push(Number((step * 7_919.123_7).toFixed(step % 5)), step * 0.000_37);
    expect(amounts.filter((amount) => formatMoney(amount) !== intl.format(amount))).toEqual([]);
  });

  it('shows another currency with its own symbol', () => {
    expect(formatMoney({ value: '12.5', currency: 'EUR' })).toBe('€12.50');
  });

  it('shows the fallback for missing or unreadable amounts', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney({ value: 'abc' }, { fallback: '-' })).toBe('-');
    expect(moneyAmount('')).toBeNull();
  });
});

describe('avatarUrl', () => {
  it('uses the default avatar when the user has none', () => {
    expect(avatarUrl(null)).toBe(DEFAULT_AVATAR_URL);
    expect(avatarUrl('')).toBe(DEFAULT_AVATAR_URL);
    expect(DEFAULT_AVATAR_URL.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('uses the image of the wanted size, then any other size', () => {
    expect(avatarUrl('/img/a.jpg')).toBe('/img/a.jpg');
    expect(avatarUrl({ image_50: '/a-50.jpg', image_400: '/a-400.jpg' }, 400)).toBe('/a-400.jpg');
    expect(avatarUrl({ image_400: '/a-400.jpg' }, 50)).toBe('/a-400.jpg');
  });
});

// Intl puts no-break spaces where a reader sees spaces: compared with plain ones.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formats for a locale', () => {
  it('shows dollars as Intl writes them for the locale', () => {
    expect(spaced(formatMoney({ value: '1234.50', currency: 'USD' }, { locale: 'de' }))).toBe('1.234,50 $');
    expect(spaced(formatMoney(1234.5, { locale: 'de-DE' }))).toBe('1.234,50 $');
    expect(spaced(formatMoney(-0.5, { locale: 'de' }))).toBe('-0,50 $');
    expect(formatMoney(null, { locale: 'de', fallback: '–' })).toBe('–');
  });

  it('keeps the product’s formats for English, the default', () => {
    expect(formatMoney(1234.5, { locale: 'en' })).toBe('$1,234.50');
    expect(formatDate('2026-03-04', { locale: 'en' })).toBe('04/03/2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('groups and marks decimals per locale', () => {
    expect(formatNumber(1234.5, { locale: 'de' })).toBe('1.234,5');
  });

  it('shows dates and times per locale, date-only values on their calendar day', () => {
    const instant = '2026-03-04T15:07:00Z';
    expect(formatDate(instant, { timeZone: 'UTC', locale: 'de' })).toBe('04.03.2026');
    expect(formatDate('2026-03-04', { timeZone: 'Pacific/Honolulu', locale: 'de' })).toBe('04.03.2026');
    expect(formatDateTime(instant, { timeZone: 'UTC', locale: 'de' })).toBe('04.03.2026, 15:07');
    expect(formatTime(instant, { timeZone: 'Europe/Berlin', locale: 'de' })).toBe('16:07');
    expect(formatIsoDate(instant, { timeZone: 'UTC' })).toBe('2026-03-04');
    expect(formatDate('not a date', { locale: 'de' })).toBe('');
  });

  it("labels a chart's calendar day with the locale's short month and day, as Intl's en-US does in English", () => {
    expect(formatShortDay('2026-11-22')).toBe('Nov 22');
    expect(formatShortDay('2026-09-05', { locale: 'en' })).toBe('Sep 5');
    for (const day of ['2026-01-01', '2026-05-09', '2026-09-30', '2026-12-31']) {
      expect(formatShortDay(day)).toBe(
        new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
    expect(formatShortDay('2026-11-22', { locale: 'de' })).toBe('22. Nov.');
    expect(formatShortDay('2026-03-04', { locale: 'de' })).toBe('4. März');
    expect(formatShortDay('not a day', { locale: 'de' })).toBe('not a day');
  });

  it('falls back to en-US for a tag Intl does not take, instead of throwing', () => {
    expect(formatMoney(5, { locale: 'not a locale!' })).toBe('$5.00');
  });
});
