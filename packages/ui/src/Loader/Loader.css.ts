import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const loader = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  background: vars.color.background,
  color: vars.color.textMuted,
  selectors: {
    '&[data-variant="inline"]': {
      position: 'static',
      inset: 'auto',
      padding: vars.space.xxlarge,
      background: 'transparent',
    },
  },
});
