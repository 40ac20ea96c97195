import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const frame = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9', // the players' native ratio
  border: 'none',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});
