import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  border: 'none',
  margin: 0,
  flexShrink: 0,
  background: vars.color.border,
  selectors: {
    '&[data-orientation="horizontal"]': { height: '1px', width: '100%' }, // hairline
    '&[data-orientation="vertical"]': { width: '1px', alignSelf: 'stretch' }, // hairline
  },
});
