import type { PriceHistory } from '@momento/contract';
import { formatShortDay } from '#format/shortDay.ts';
import { formatMoney, moneyAmount } from '#format/money.ts';
import { priceHistoryTexts } from './priceHistoryTexts.ts';

export type PriceHistoryDay = PriceHistory['days'][number];

/**
 * A short day label for the axis, the table and the summary: 'Nov 22' ('22. Nov.' under `de`). Days are UTC calendar
 * days.
 */
export function dayLabel(day: string, locale = 'en'): string {
  return formatShortDay(day, { locale });
}

/** Whether the history has anything to draw: no day ever had a ticket or a sale. */
export function isEmptyHistory(days: readonly PriceHistoryDay[]): boolean {
  return days.every((day) => day.lowest === null && day.listings === 0 && day.sold === 0);
}

/**
 * The chart in words, for screen readers and for everyone: how the lowest asking price moved from its first day to
 * its last, the tickets on the last day (today, or the day named), and the sales of the period.
 * `today` is YYYY-MM-DD (UTC); `t` and `locale` are the provider's texts and locale.
 */
export function priceHistorySummary(
  days: readonly PriceHistoryDay[],
  today: string,
  t: typeof priceHistoryTexts = priceHistoryTexts,
  locale = 'en',
): string {
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, { locale });
  const dayOf = (day: string) => dayLabel(day, locale);
  const priced = days.filter((day) => day.lowest !== null);
  const first = priced[0];
  const last = priced[priced.length - 1];
  const parts: string[] = [];
  if (first && last) {
    const from = moneyAmount(first.lowest) ?? 0;
    const to = moneyAmount(last.lowest) ?? 0;
    if (first === last) parts.push(t.lowestOnce(money(first.lowest), dayOf(first.day)));
    else if (to < from)
      parts.push(t.lowestFell(money(first.lowest), dayOf(first.day), money(last.lowest), dayOf(last.day)));
    else if (to > from)
      parts.push(t.lowestRose(money(first.lowest), dayOf(first.day), money(last.lowest), dayOf(last.day)));
    else parts.push(t.lowestHeld(money(first.lowest), dayOf(first.day), dayOf(last.day)));
  }
  const latest = days[days.length - 1];
  if (latest)
    parts.push(t.ticketsOn(latest.listings, latest.day === today ? t.today : t.onDay(dayOf(latest.day))));
  const sentence = parts.join('; ');
  const sold = days.reduce((total, day) => total + day.sold, 0);
  const lastSale = [...days].reverse().find((day) => day.sold > 0 && day.sold_median !== null);
  const sales = lastSale
    ? t.soldSummary(sold, days.length, money(lastSale.sold_median), dayOf(lastSale.day))
    : t.noneSold;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ${sales}.`;
}
