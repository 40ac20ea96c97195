import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const popup = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`, // hairline
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  padding: vars.space.xsmall,
  zIndex: vars.zIndex.popover,
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const listBox = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  selectors: { '&:empty': { display: 'none' } },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.surfaceSunken,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.medium, color: vars.color.accent },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const optionDescription = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
});
