import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { mediaQueries } from '../theme/tokens.ts';

export const containerWidths = ['small', 'medium', 'large'] as const;

export const root = style({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.large,
  paddingRight: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { paddingLeft: vars.space.xlarge, paddingRight: vars.space.xlarge },
  },
});

// Page widths are layout constants with no theme token: a reading column, a form column and the full grid.
export const width = styleVariants({
  small: { maxWidth: '40rem' },
  medium: { maxWidth: '64rem' },
  large: { maxWidth: '80rem' },
});
