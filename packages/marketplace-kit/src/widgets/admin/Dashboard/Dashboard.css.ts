import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@momento/ui';
import { seriesColors } from './DailyPlot.css.ts';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  // Three count cards side by side need ~160 px each; fewer per row below that.
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { background: vars.color.surfaceSunken },
    'a&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const cardValue = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const charts = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const panel = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelTitle = style({
  fontWeight: vars.font.weight.bold,
});

/** The plot keeps its height (the svg's 640 x 220 ratio) while the charting library loads, so nothing moves. */
export const plotBox = style({
  width: '100%',
  aspectRatio: '640 / 220',
});

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const legendSwatch = style({
  display: 'inline-block',
  width: '16px', // a short line sample, as in the plot
  height: '3px',
  background: seriesColors[0],
  selectors: {
    // The second series is dashed in the plot; so is its sample.
    '&[data-series="1"]': {
      background: `repeating-linear-gradient(90deg, ${seriesColors[1]} 0 6px, transparent 6px 10px)`,
    },
  },
});

export const tableBox = style({
  width: '100%',
  maxHeight: '320px', // about ten rows; the rest scrolls
  overflow: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, { textAlign: 'start' });

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.xsmall,
  color: vars.color.textMuted,
});
