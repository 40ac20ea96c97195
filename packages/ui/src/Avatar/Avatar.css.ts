import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const avatar = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  // Sizes are the spec's image sizes (50, 200, 400 px).
  selectors: {
    '&[data-size="50"]': { width: '50px', height: '50px' },
    '&[data-size="200"]': { width: '200px', height: '200px' },
    '&[data-size="400"]': { width: '400px', maxWidth: '100%', height: 'auto', aspectRatio: '1' },
  },
});
