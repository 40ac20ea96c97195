import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The series' colours: the accent, the success tone and the warning tone (distinct in both themes). */
export const lowestColor = vars.color.accent;
export const medianColor = vars.tone.success.border;
export const soldColor = vars.tone.warning.border;

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
/** Each sample looks as its series does in the plot: a line, a dashed line, a dot (more than colour tells them apart). */
export const legendLine = style({
  display: 'inline-block',
  width: '16px',
  height: '3px',
  background: lowestColor,
});
export const legendDashed = style({
  display: 'inline-block',
  width: '16px',
  height: '3px',
  background: `repeating-linear-gradient(90deg, ${medianColor} 0 6px, transparent 6px 10px)`,
});
export const legendDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: soldColor,
});

/** The plot keeps its height (the svg's 640 x 240 ratio) while its code loads, so nothing moves. */
export const plotBox = style({ width: '100%', aspectRatio: '640 / 240' });

export const plot = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const grid = style({ stroke: vars.color.border, strokeDasharray: '2 4' });
export const axis = style({ stroke: vars.color.textMuted });
export const tick = style({ fill: vars.color.textMuted, fontSize: '11px' });
export const lowestLine = style({ fill: 'none', stroke: lowestColor, strokeWidth: 2 });
export const medianLine = style({
  fill: 'none',
  stroke: medianColor,
  strokeWidth: 2,
  strokeDasharray: '6 4',
});
export const lowestPoint = style({ fill: lowestColor });
export const medianPoint = style({ fill: medianColor });
export const soldPoint = style({ fill: soldColor, stroke: vars.color.surface, strokeWidth: 1.5 });

export const tableBox = style({
  width: '100%',
  maxHeight: '320px', // about ten rows; the rest scrolls (the box takes focus, so the keyboard scrolls it too)
  overflow: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });
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
