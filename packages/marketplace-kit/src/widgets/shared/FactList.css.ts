import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

/** Terms and values in two columns, the terms as wide as the widest. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
