import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const underlay = style({
  position: 'fixed',
  inset: 0,
});

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  padding: vars.space.xsmall,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-padding="none"]': { padding: 0 },
    '&[data-padding="medium"]': { padding: vars.space.medium },
  },
});
