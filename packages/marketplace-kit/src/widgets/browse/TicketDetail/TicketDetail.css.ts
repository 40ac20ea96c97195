import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@momento/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  textTransform: 'uppercase',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const definition = style({ margin: 0, color: vars.color.text });

export const price = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold });

export const notForSale = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.tone.warning.foreground,
});

export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.font.lineHeight.relaxed,
});
