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
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
  },
});

export const icon = style({ width: vars.space.large, height: vars.space.large });
