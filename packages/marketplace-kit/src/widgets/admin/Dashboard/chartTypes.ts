import { formatShortDay } from '#format/shortDay.ts';
import { dashboardTexts } from './dashboardTexts.ts';

/** One line or set of bars of a daily chart: its name and one value per day. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/** What a daily chart draws: the days (YYYY-MM-DD, oldest first) and one or more series over them. */
export interface DailyChartData {
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Bars suit counts of a single series; lines suit amounts and comparisons. */
  kind: 'bar' | 'line';
  /** How a value reads (counts, or money for sales), in the provider's locale. */
  formatValue: (value: number) => string;
}

/** The chart's day labels for a locale: 'Nov 22', '22. Nov.' in de. */
export const dayFormat =
  (locale: string) =>
  (day: string): string =>
    formatShortDay(day, { locale });

/**
 * A sentence that sums a chart up for screen readers (the svg's name): each series' total and its highest day.
 * The full figures are in the chart's data table. `t` and `formatDay` are the provider's texts and short day
 * (`formatShortDay` with the provider's locale); English by default.
 */
export function chartSummary(
  title: string,
  { days, series, formatValue }: DailyChartData,
  t: Pick<typeof dashboardTexts, 'seriesTotal' | 'seriesPeak'> = dashboardTexts,
  formatDay: (day: string) => string = formatShortDay,
): string {
  const parts = series.map(({ label, values }) => {
    const total = values.reduce((sum, value) => sum + value, 0);
    let best = 0;
    values.forEach((value, index) => {
      if (value > (values[best] ?? 0)) best = index;
    });
    const peak =
      values.length > 0 && (values[best] ?? 0) > 0
        ? t.seriesPeak(formatValue(values[best] ?? 0), formatDay(days[best] ?? ''))
        : '';
    return `${t.seriesTotal(label, formatValue(total))}${peak}`;
  });
  return `${title}. ${parts.join('; ')}.`;
}
