import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  height: '100%',
  selectors: {
    '&[data-layout="list"]': {
      // Thumbnail column of the list layout: the 200 px image size of the spec.
      gridTemplateColumns: '120px minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const media = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const price = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text });

export const notForSale = style({ margin: 0 });

/** The listing name with an action beside it (the compact Watch button). */
export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
