import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Square buttons: the padding collapses and the height from the size becomes the width too. */
export const iconButton = style({
  paddingInline: 0,
  paddingBlock: 0,
  selectors: {
    '&[data-size="small"]': { width: vars.space.xxlarge, minWidth: vars.space.xxlarge },
    '&[data-size="medium"]': { width: '2.5rem', minWidth: '2.5rem' }, // matches the medium button height (40 px)
    '&[data-size="large"]': { width: vars.space.xxxlarge, minWidth: vars.space.xxxlarge },
  },
});

export const icon = style({
  display: 'inline-flex',
  width: '1.25em', // icons scale with the button text
  height: '1.25em',
});
