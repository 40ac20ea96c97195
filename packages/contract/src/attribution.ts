// Partner attribution (ours): what started in a partner's embed, and the partner's page in the admin area. Zod-free: the
// API, the mock server, the site (which keeps a partner's marker) and the admin area's page share these rules and texts.
// docs/rules/attribution.md states the rules in words.

/** The query parameter that carries a partner's marker to the site (the embed's `data-partner`: the partner's id). */
export const PARTNER_MARKER_PARAM = 'partner';
/** How long the site keeps a partner's marker after the visit it came with: an order placed later is not the partner's. */
export const PARTNER_MARKER_HOURS = 24;

/** The partner a marker names (`?partner=12`: the partner's id as the admin area shows it), or null for anything else. */
export function parsePartnerMarker(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9][0-9]{0,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= 2_147_483_647 ? id : null;
}

/** The widest date range of a partner's page, in days (a year and a day: a leap year, both ends included). */
export const PARTNER_STATS_MAX_DAYS = 366;
/** The range a partner's page opens with: the last 30 days, today included. */
export const PARTNER_STATS_DEFAULT_DAYS = 30;

/** The admin area's and the server's refusals of a partner page's date range (400 texts; the form shows them). */
export const PARTNER_RANGE_REFUSALS = {
  /** 400: a day that is not a calendar day. */
  notADay: 'Enter each day as a date, such as 2026-03-01.',
  /** 400: the range ends before it starts. */
  backwards: 'The range must end on or after the day it starts.',
  /** 400: more than PARTNER_STATS_MAX_DAYS days. */
  tooLong: `Choose a range of at most ${PARTNER_STATS_MAX_DAYS} days.`,
} as const;

/** A calendar day (UTC) as YYYY-MM-DD. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

const isCalendarDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value;

/**
 * A partner page's range, both ends included: the days given, or the last PARTNER_STATS_DEFAULT_DAYS days to `today`
 * where one is missing (`to` defaults to today, `from` to 29 days before `to`). Answers the range or the refusal.
 */
export function partnerStatsRange(
  from: string | undefined,
  to: string | undefined,
  today: Date,
): { from: string; to: string; days: number } | { problem: string } {
  const end = to ?? isoDay(today);
  if (!isCalendarDay(end)) return { problem: PARTNER_RANGE_REFUSALS.notADay };
  const start =
    from ?? isoDay(new Date(Date.parse(`${end}T00:00:00Z`) - (PARTNER_STATS_DEFAULT_DAYS - 1) * 86_400_000));
  if (!isCalendarDay(start)) return { problem: PARTNER_RANGE_REFUSALS.notADay };
  const days =
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  if (days < 1) return { problem: PARTNER_RANGE_REFUSALS.backwards };
  if (days > PARTNER_STATS_MAX_DAYS) return { problem: PARTNER_RANGE_REFUSALS.tooLong };
  return { from: start, to: end, days };
}

/** Every day of a range, oldest first (YYYY-MM-DD). */
export function daysOfRange(from: string, days: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => isoDay(new Date(start + i * 86_400_000)));
}

/** One day of a partner's page: the counts the chart and the CSV show. */
export type PartnerDayCounts = {
  date: string;
  views: number;
  sign_ins: number;
  offers: number;
  orders: number;
  sales_cents: number;
};

/** The CSV export's header row, in the columns' order. */
export const PARTNER_CSV_COLUMNS = ['Date', 'Views', 'Sign-ins', 'Offers', 'Orders', 'Sales (USD)'] as const;

/** The CSV file's name: the partner's id and the range, e.g. `partner-12-2026-03-01-to-2026-03-30.csv`. */
export const partnerCsvFilename = (partnerId: number, from: string, to: string): string =>
  `partner-${partnerId}-${from}-to-${to}.csv`;

/**
 * A partner's days as CSV (RFC 4180: comma-separated, CRLF line ends, a header row): one row per day, oldest first,
 * sales in dollars with two decimals. Numbers and dates only, so no field needs quoting.
 */
export function partnerStatsCsv(series: readonly PartnerDayCounts[]): string {
  const rows = series.map((day) =>
    [day.date, day.views, day.sign_ins, day.offers, day.orders, (day.sales_cents / 100).toFixed(2)].join(','),
  );
  return [PARTNER_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** How the server knew an order's partner: EMBED (a line added through its embed) or LINK (its marker, `?partner=`). */
export const PARTNER_ORDER_SOURCES = ['EMBED', 'LINK'] as const;
export type PartnerOrderSource = (typeof PARTNER_ORDER_SOURCES)[number];
export const PARTNER_ORDER_SOURCE_LABELS: Readonly<Record<PartnerOrderSource, string>> = {
  EMBED: 'Embed',
  LINK: 'Link',
};
