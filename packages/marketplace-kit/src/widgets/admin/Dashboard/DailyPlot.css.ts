import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const plot = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
});

/** The colours of a chart's series in order: the accent, then the success tone (distinct in both themes). */
export const seriesColors = [vars.color.accent, vars.tone.success.border, vars.tone.warning.border] as const;

export const axisColor = vars.color.textMuted;
export const gridColor = vars.color.border;
