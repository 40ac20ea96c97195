import { useMemo } from 'react';
import { moneyAmount } from '#format/money.ts';
import { dayLabel, type PriceHistoryDay } from './priceHistoryData.ts';
import * as styles from './PriceHistory.css.ts';
import { useFormat } from '#locale/useFormat.ts';

// Drawn by hand in SVG (a few lines and dots need no charting library). The svg scales with its box (viewBox), so the
// chart needs no measuring; these are its drawing units.
const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** About six day labels fit under the chart. */
const DAY_TICKS = 6;
/** Price gridlines: about four. */
const PRICE_TICKS = 4;

/** A round step (1, 2 or 5 times a power of ten) that cuts `range` into about `count` parts. */
function niceStep(range: number, count: number): number {
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** The price axis: from a round number below the lowest price to one above the highest, and its ticks. */
export function priceScale(values: readonly number[]): { min: number; max: number; ticks: number[] } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  // One price (or all the same): a band of 10 % around it.
  const spread = high - low || Math.max(1, high * 0.1);
  const step = niceStep(spread, PRICE_TICKS);
  const min = Math.max(0, Math.floor((low - (high === low ? spread / 2 : 0)) / step) * step);
  const max = Math.ceil((high + (high === low ? spread / 2 : 0)) / step) * step;
  const ticks: number[] = [];
  for (let value = min; value <= max + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  return { min, max: max > min ? max : min + step, ticks };
}

/** SVG path data through the points, broken where a day has no value (a day without tickets is a gap). */
function linePath(points: ReadonlyArray<readonly [number, number] | null>): {
  path: string;
  singles: Array<readonly [number, number]>;
} {
  let path = '';
  const singles: Array<readonly [number, number]> = [];
  let run: Array<readonly [number, number]> = [];
  const flush = () => {
    if (run.length === 1) singles.push(run[0]!);
    else if (run.length > 1)
      path += run
        .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`)
        .join('');
    run = [];
  };
  for (const point of points) {
    if (point) run.push(point);
    else flush();
  }
  flush();
  return { path, singles };
}

/** Everything the plot draws, computed once per history. */
function plotOf(days: readonly PriceHistoryDay[]) {
  const amounts = (pick: (day: PriceHistoryDay) => PriceHistoryDay['lowest']) =>
    days.map((day) => moneyAmount(pick(day)));
  const lowest = amounts((day) => day.lowest);
  const median = amounts((day) => day.median);
  const sold = amounts((day) => day.sold_median);
  const values = [...lowest, ...median, ...sold].filter((value): value is number => value !== null);
  const scale = priceScale(values.length > 0 ? values : [0]);
  const x = (index: number) =>
    days.length === 1 ? INNER_WIDTH / 2 : (index * INNER_WIDTH) / (days.length - 1);
  const y = (value: number) => INNER_HEIGHT - ((value - scale.min) / (scale.max - scale.min)) * INNER_HEIGHT;
  const series = (list: ReadonlyArray<number | null>) =>
    linePath(list.map((value, index) => (value === null ? null : ([x(index), y(value)] as const))));
  const lowestLine = series(lowest);
  const medianLine = series(median);
  const step = Math.max(1, Math.ceil(days.length / DAY_TICKS));
  return { sold, scale, x, y, lowestLine, medianLine, step };
}

export interface PriceChartProps {
  days: readonly PriceHistoryDay[];
}

/**
 * The price history's plot: the lowest asking price (a line), the median asking price (a dashed line) and the median
 * sold price (dots) per day. Hidden from assistive technology: the summary above it and the data table say the same.
 */
export function PriceChart({ days }: PriceChartProps) {
  const format = useFormat();
  // The geometry depends on the days alone: a re-render of the panel (the table toggled) draws nothing new.
  const { sold, scale, x, y, lowestLine, medianLine, step } = useMemo(() => plotOf(days), [days]);
  return (
    <svg className={styles.plot} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.grid} x1={0} x2={INNER_WIDTH} y1={y(tick)} y2={y(tick)} />
            <text className={styles.tick} x={-8} y={y(tick)} dy="0.32em" textAnchor="end">
              {format.money(tick)}
            </text>
          </g>
        ))}
        <line className={styles.axis} x1={0} x2={0} y1={0} y2={INNER_HEIGHT} />
        <line className={styles.axis} x1={0} x2={INNER_WIDTH} y1={INNER_HEIGHT} y2={INNER_HEIGHT} />
        {days.map((day, index) =>
          // Counted from the last day, which is always labelled.
          (days.length - 1 - index) % step === 0 ? (
            <text
              key={day.day}
              className={styles.tick}
              x={x(index)}
              y={INNER_HEIGHT + 18}
              textAnchor="middle"
            >
              {dayLabel(day.day, format.locale)}
            </text>
          ) : null,
        )}
        {medianLine.path ? (
          <path className={styles.medianLine} d={medianLine.path} data-series="median" />
        ) : null}
        {lowestLine.path ? (
          <path className={styles.lowestLine} d={lowestLine.path} data-series="lowest" />
        ) : null}
        {medianLine.singles.map(([cx, cy]) => (
          <circle key={`median-${cx}`} className={styles.medianPoint} cx={cx} cy={cy} r={3} />
        ))}
        {lowestLine.singles.map(([cx, cy]) => (
          <circle key={`lowest-${cx}`} className={styles.lowestPoint} cx={cx} cy={cy} r={3} />
        ))}
        {sold.map((value, index) =>
          value === null ? null : (
            <circle
              key={`sold-${days[index]?.day}`}
              className={styles.soldPoint}
              cx={x(index)}
              cy={y(value)}
              r={4.5}
              data-series="sold"
            />
          ),
        )}
      </g>
    </svg>
  );
}
