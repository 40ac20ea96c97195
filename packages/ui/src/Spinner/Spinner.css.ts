import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  color: vars.color.accent,
  selectors: {
    '&[data-size="small"]': { width: vars.space.large, height: vars.space.large },
    '&[data-size="medium"]': { width: vars.space.xlarge, height: vars.space.xlarge },
    '&[data-size="large"]': { width: vars.space.xxxlarge, height: vars.space.xxxlarge },
    '&[data-tone="inherit"]': { color: 'currentColor' },
  },
});

export const svg = style({
  width: '100%',
  height: '100%',
  // One turn every 0.8 s: fast enough to read as busy, slow enough not to flicker.
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still show progress without motion: slow the turn down instead of stopping it.
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export const track = style({
  opacity: 0.25, // a faint full ring behind the moving arc
});
