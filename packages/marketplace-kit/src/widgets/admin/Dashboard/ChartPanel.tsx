import { Button } from '@momento/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingState } from '#widgets/shared/LoadState.tsx';
import { dashboardTexts as englishDashboardTexts } from './dashboardTexts.ts';
import { dayFormat, type DailyChartData } from './chartTypes.ts';
import * as styles from './Dashboard.css.ts';
import { useLocale, useTexts } from '#locale/LocaleContext.tsx';

// The charting library (visx and its d3 scales) loads with the first chart, not with the dashboard's route.
const DailyPlot = lazy(async () => ({ default: (await import('./DailyPlot.tsx')).DailyPlot }));

export interface ChartPanelProps extends DailyChartData {
  title: string;
  /**
   * The data table is shown at first.
   * @default false
   */
  defaultShowTable?: boolean;
}

/**
 * One chart of the dashboard: its title, a legend when it draws more than one series, the plot (an image named by a
 * summary) and a 'Show data table' toggle with every day's figures, for screen readers and for anyone who wants them.
 */
export function ChartPanel({ title, defaultShowTable = false, ...data }: ChartPanelProps) {
  const t = useTexts('consoleDashboard', englishDashboardTexts);
  const shortDay = dayFormat(useLocale());
  const [showTable, setShowTable] = useState(defaultShowTable);
  const titleId = useId();
  const tableId = useId();
  return (
    <figure className={styles.panel} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.panelTitle}>
        {title}
      </figcaption>
      {data.series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {data.series.map((entry, index) => (
            <li key={entry.label} className={styles.legendItem}>
              <span className={styles.legendSwatch} data-series={index} />
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.plotBox}>
        <Suspense fallback={<LoadingState label={t.loadingChart} />}>
          <DailyPlot title={title} {...data} />
        </Suspense>
      </div>
      <Button
        variant="ghost"
        size="small"
        aria-expanded={showTable}
        aria-controls={showTable ? tableId : undefined}
        onPress={() => setShowTable((shown) => !shown)}
      >
        {showTable ? t.hideTable : t.showTable}
      </Button>
      {showTable ? (
        <div className={styles.tableBox}>
          <table id={tableId} className={styles.table}>
            <caption className={styles.caption}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                {data.series.map((entry) => (
                  <th key={entry.label} scope="col">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">
                    <time dateTime={day}>{shortDay(day)}</time>
                  </th>
                  {data.series.map((entry) => (
                    <td key={entry.label}>{data.formatValue(entry.values[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
