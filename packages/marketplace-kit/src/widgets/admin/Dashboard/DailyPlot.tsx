import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { chartSummary, dayFormat, type DailyChartData } from './chartTypes.ts';
import * as styles from './DailyPlot.css.ts';
import { dashboardTexts } from './dashboardTexts.ts';
import { useLocale, useTexts } from '#locale/LocaleContext.tsx';

// The svg scales with its box (viewBox), so the chart needs no measuring; these are its drawing units.
const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 48 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
// About six date labels fit under the chart at any period.
const TICK_COUNT = 6;

export interface DailyPlotProps extends DailyChartData {
  /** The chart's title: with the summary, the svg's accessible name. */
  title: string;
}

/**
 * A daily chart drawn with visx (d3 scales, React renders the svg): bars for one series of counts, lines otherwise.
 * The svg is one image to assistive technology, named by a summary; the figures are in the panel's data table.
 */
export function DailyPlot(props: DailyPlotProps) {
  const { title, days, series, kind, formatValue } = props;
  const texts = useTexts('consoleDashboard', dashboardTexts);
  const shortDay = dayFormat(useLocale());
  const max = Math.max(1, ...series.flatMap((entry) => entry.values));
  const y = scaleLinear<number>({ domain: [0, max], range: [INNER_HEIGHT, 0], nice: true });
  const step = Math.max(1, Math.ceil(days.length / TICK_COUNT));
  const tickValues = days.filter((_, index) => index % step === 0);
  const axisStyle = { fill: styles.axisColor, fontSize: 11 };
  const bands = scaleBand<string>({ domain: [...days], range: [0, INNER_WIDTH], padding: 0.2 });
  const points = scalePoint<string>({ domain: [...days], range: [0, INNER_WIDTH], padding: 0.5 });
  const x = kind === 'bar' ? bands : points;
  return (
    <svg
      className={styles.plot}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={chartSummary(title, props, texts, shortDay)}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(4).map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={INNER_WIDTH}
            y1={y(tick)}
            y2={y(tick)}
            stroke={styles.gridColor}
            strokeDasharray="2 4"
          />
        ))}
        {kind === 'bar'
          ? series.slice(0, 1).flatMap(({ label, values }) =>
              days.map((day, index) => {
                const value = values[index] ?? 0;
                return (
                  <Bar
                    key={`${label}-${day}`}
                    x={bands(day) ?? 0}
                    y={y(value)}
                    width={bands.bandwidth()}
                    height={INNER_HEIGHT - y(value)}
                    fill={styles.seriesColors[0]}
                  />
                );
              }),
            )
          : series.map(({ label, values }, seriesIndex) => (
              <LinePath<number>
                key={label}
                data={[...values]}
                x={(_, index) => points(days[index] ?? '') ?? 0}
                y={(value) => y(value)}
                stroke={styles.seriesColors[seriesIndex % styles.seriesColors.length]}
                strokeWidth={2}
                // The second series is dashed so the lines differ by more than colour.
                strokeDasharray={seriesIndex === 1 ? '6 4' : undefined}
              />
            ))}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(value) => formatValue(Number(value))}
          stroke={styles.axisColor}
          tickStroke={styles.axisColor}
          tickLabelProps={() => axisStyle}
        />
        <AxisBottom
          scale={x}
          top={INNER_HEIGHT}
          tickValues={tickValues}
          tickFormat={(day) => shortDay(String(day))}
          stroke={styles.axisColor}
          tickStroke={styles.axisColor}
          tickLabelProps={() => ({ ...axisStyle, textAnchor: 'middle' as const })}
        />
      </Group>
    </svg>
  );
}
