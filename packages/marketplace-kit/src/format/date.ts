/**
 * The three date displays of the spec: dd/mm/yyyy, yyyy-mm-dd and
 * 'Mon dd, yyyy h:mm AM/PM'. Built on Intl.DateTimeFormat's parts so no hand-written calendar maths is needed.
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

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
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
