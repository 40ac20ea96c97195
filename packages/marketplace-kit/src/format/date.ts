/**
 * The three date displays of the spec: dd/mm/yyyy, yyyy-mm-dd and
 * 'Mon dd, yyyy h:mm AM/PM'. The local zone and UTC read the Date's own fields; another named zone asks
 * Intl.DateTimeFormat for its wall-clock time, so no hand-written time-zone maths is needed.
 *
 * Inputs: ISO 8601 strings (the wire format), Date objects or epoch milliseconds. A date-only string
 * ('2026-03-04') is a calendar day, not a UTC instant, so it is shown as written in every time zone.
 */

import { intlFormat, isDefaultLocale } from './intl.ts';

export type DateInput = string | number | Date;

export interface DateFormatOptions {
  /** IANA time zone to show instants in. @default the runtime's local zone */
  timeZone?: string;
  /**
   * A BCP 47 locale: Intl's date and time formats for it ('04.03.2026', '04.03.2026, 15:07' in de). yyyy-mm-dd, the
   * value of a date input, is the same in every locale.
   * @default 'en', the product's formats
   */
  locale?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// The local zone and UTC, which nearly every display uses, need no Intl formatter: the Date's own fields give the
// wall-clock time, with no parts array allocated per date (a list of cards formats dozens while it renders). Only
// another named zone asks Intl (toLocaleString) for its wall-clock time.

/** The wall-clock time of `date` in the zone (the runtime's local zone when none is named), as a UTC instant. */
function wallClock(date: Date, timeZone: string | undefined): Date {
  if (!timeZone) return new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  if (timeZone === 'UTC') return date;
  // en-US with a 24-hour clock is 'M/D/YYYY, HH:MM:SS'.
  const [month = 1, day, year = 0, hour, minute] = date
    .toLocaleString('en-US', { timeZone, hourCycle: 'h23' })
    .split(/\D+/)
    .map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** The product's short month names (English). */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The instant and the zone to show it in, or null for a missing or unreadable date. */
function instant(
  input: DateInput | null | undefined,
  timeZone: string | undefined,
): [Date, string | undefined] | null {
  const text = typeof input === 'string' ? input.trim() : null;
  if (input === null || input === undefined || text === '') return null;
  const date = new Date(text ?? input);
  if (Number.isNaN(date.getTime())) return null;
  // new Date('2026-03-04') is midnight UTC: show it in UTC so it stays the 4th everywhere.
  return [date, text && DATE_ONLY.test(text) ? 'UTC' : timeZone];
}

/** [dd, mm, yyyy, 'h:mm AM/PM'] of the date to show, or null for a missing or unreadable one. */
function resolve(
  input: DateInput | null | undefined,
  options: DateFormatOptions,
): [string, string, number, string] | null {
  const found = instant(input, options.timeZone);
  if (!found) return null;
  const shown = wallClock(...found);
  const hours = shown.getUTCHours();
  return [
    twoDigits(shown.getUTCDate()),
    twoDigits(shown.getUTCMonth() + 1),
    shown.getUTCFullYear(),
    `${hours % 12 || 12}:${twoDigits(shown.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  ];
}

/** The date in the format of a locale other than the default, with Intl; '' for a missing or unreadable date. */
function localized(
  input: DateInput | null | undefined,
  { timeZone, locale = 'en' }: DateFormatOptions,
  parts: Intl.DateTimeFormatOptions,
): string {
  const found = instant(input, timeZone);
  return found
    ? intlFormat(Intl.DateTimeFormat, locale, { ...parts, timeZone: found[1] }).format(found[0])
    : '';
}

/** dd/mm/yyyy (the locale's short date for another locale), or '' for a missing or unreadable date. */
export function formatDate(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  if (!isDefaultLocale(options.locale))
    return localized(input, options, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const shown = resolve(input, options);
  return shown ? `${shown[0]}/${shown[1]}/${shown[2]}` : '';
}

/** yyyy-mm-dd (also the value of a date input), or ''. */
export function formatIsoDate(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const shown = resolve(input, options);
  return shown ? `${shown[2]}-${shown[1]}-${shown[0]}` : '';
}

/** 'Mon dd, yyyy h:mm AM/PM' (e.g. 'Mar 04, 2026 3:07 PM'; the locale's medium date and short time otherwise), or ''. */
export function formatDateTime(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  if (!isDefaultLocale(options.locale))
    return localized(input, options, { dateStyle: 'medium', timeStyle: 'short' });
  const shown = resolve(input, options);
  return shown ? `${MONTHS[Number(shown[1]) - 1]} ${shown[0]}, ${shown[2]} ${shown[3]}` : '';
}

/** 'h:mm AM/PM' (e.g. '3:07 PM'; the locale's short time otherwise), or ''. */
export function formatTime(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  if (!isDefaultLocale(options.locale)) return localized(input, options, { timeStyle: 'short' });
  return resolve(input, options)?.[3] ?? '';
}
