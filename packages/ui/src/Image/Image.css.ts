import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-fit="cover"]': { objectFit: 'cover' },
    '&[data-fit="contain"]': { objectFit: 'contain' },
    '&[data-rounded]': { borderRadius: vars.radius.medium },
  },
});
