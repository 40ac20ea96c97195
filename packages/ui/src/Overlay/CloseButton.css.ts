import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none', // the ring is drawn for data-focus-visible only (see CloseButton.tsx)
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' }, // focus ring width
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
  },
});

export const icon = style({ width: vars.space.large, height: vars.space.large });
