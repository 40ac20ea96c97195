import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const slideFromStart = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromEnd = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const underlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  selectors: {
    '&[data-placement="end"]': { justifyContent: 'flex-end' },
  },
});

export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  // A side menu leaves a strip of the page visible so it reads as a layer over the page.
  width: 'min(20rem, 85vw)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  overflowY: 'auto',
  animationDuration: vars.duration.normal,
  animationTimingFunction: 'ease-out',
  selectors: {
    '&[data-placement="start"]': { animationName: slideFromStart },
    '&[data-placement="end"]': { animationName: slideFromEnd },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});
