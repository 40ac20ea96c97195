import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const trigger = style({
  cursor: 'pointer',
  justifyContent: 'space-between',
  textAlign: 'left',
  font: 'inherit',
  width: '100%',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.small,
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  color: vars.color.textMuted,
});

export const listBox = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' }, // focus ring inside the list
    '&[data-selected]': { fontWeight: vars.font.weight.medium, color: vars.color.accent },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const empty = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
});
