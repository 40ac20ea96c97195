import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.5 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  // A slow pulse: noticeable as "loading" without drawing the eye.
  animation: `${pulse} 1.6s ease-in-out infinite`,
  selectors: {
    '&[data-shape="text"]': { height: '1em', marginBottom: vars.space.xsmall },
    '&[data-shape="circle"]': { borderRadius: vars.radius.full },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
