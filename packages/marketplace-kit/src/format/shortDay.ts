// A module of its own, not date.ts: only the charts (the admin area's and an event's price history) label days this way,
// and date.ts travels in the entry chunk of every page, whose budget has no room for what they alone use.
import { MONTHS, type DateFormatOptions } from './date.ts';
import { intlFormat, isDefaultLocale } from './intl.ts';

/**
 * A calendar day (YYYY-MM-DD, UTC on the wire) as a chart's axis, data table and summary label it: 'Nov 22' (Intl's
 * short month and day for another locale: '22. Nov.' in de). An unreadable day is shown as written.
 */
export function formatShortDay(day: string, { locale }: Pick<DateFormatOptions, 'locale'> = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  if (isDefaultLocale(locale)) return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return intlFormat(Intl.DateTimeFormat, locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
