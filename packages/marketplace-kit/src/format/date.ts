/**
 * The three date displays of the spec: dd/mm/yyyy, yyyy-mm-dd and
 * 'Mon dd, yyyy h:mm AM/PM'. The local zone and UTC read the Date's own calendar fields; another named zone uses
 * Intl.DateTimeFormat's parts, so no hand-written time-zone maths is needed.
 *
 * Inputs: ISO 8601 strings (the wire format), Date objects or epoch milliseconds. A date-only string
 * ('2026-03-04') is a calendar day, not a UTC instant, so it is shown as written in every time zone.
 */

export type DateInput = string | number | Date;

export interface DateFormatOptions {
  /** IANA time zone to show instants in. @default the runtime's local zone */
  timeZone?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(input: DateInput): { date: Date; timeZone: string | undefined } | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : { date: input, timeZone: undefined };
  if (typeof input === 'number') return Number.isFinite(input) ? { date: new Date(input), timeZone: undefined } : null;
  if (typeof input !== 'string' || input.trim() === '') return null;
  const text = input.trim();
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  // new Date('2026-03-04') is midnight UTC: show it in UTC so it stays the 4th everywhere.
  return { date, timeZone: DATE_ONLY.test(text) ? 'UTC' : undefined };
}

// The local zone and UTC, which nearly every display uses, come from the Date's own getters: no Intl formatter is
// built and no parts array is allocated per date (a list of cards formats dozens while it renders). Only another
// named zone needs Intl.DateTimeFormat, built once per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function zonedParts(date: Date, timeZone: string): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The same parts as Intl's en-US 12-hour format gives, read from the Date in the local zone or in UTC. */
function gotParts(date: Date, utc: boolean): Record<string, string> {
  const hours = utc ? date.getUTCHours() : date.getHours();
  return {
    year: String(utc ? date.getUTCFullYear() : date.getFullYear()),
    month: twoDigits((utc ? date.getUTCMonth() : date.getMonth()) + 1),
    day: twoDigits(utc ? date.getUTCDate() : date.getDate()),
    hour: String(hours % 12 === 0 ? 12 : hours % 12),
    minute: twoDigits(utc ? date.getUTCMinutes() : date.getMinutes()),
    dayPeriod: hours < 12 ? 'AM' : 'PM',
  };
}

function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  if (timeZone === undefined) return gotParts(date, false);
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return gotParts(date, true);
  return zonedParts(date, timeZone);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function resolve(input: DateInput | null | undefined, options: DateFormatOptions) {
  if (input === null || input === undefined) return null;
  const parsed = toDate(input);
  if (!parsed) return null;
  return partsOf(parsed.date, parsed.timeZone ?? options.timeZone);
}

/** dd/mm/yyyy, or '' for a missing or unreadable date. */
export function formatDate(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const p = resolve(input, options);
  return p ? `${p['day']}/${p['month']}/${p['year']}` : '';
}

/** yyyy-mm-dd (also the value of a date input), or ''. */
export function formatIsoDate(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const p = resolve(input, options);
  return p ? `${p['year']}-${p['month']}-${p['day']}` : '';
}

/** 'Mon dd, yyyy h:mm AM/PM' (e.g. 'Mar 04, 2026 3:07 PM'), or ''. */
export function formatDateTime(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const p = resolve(input, options);
  if (!p) return '';
  const month = MONTHS[Number(p['month']) - 1];
  return `${month} ${p['day']}, ${p['year']} ${p['hour']}:${p['minute']} ${p['dayPeriod']}`;
}

/** 'h:mm AM/PM' (e.g. '3:07 PM'), or ''. */
export function formatTime(input: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const p = resolve(input, options);
  return p ? `${p['hour']}:${p['minute']} ${p['dayPeriod']}` : '';
}
