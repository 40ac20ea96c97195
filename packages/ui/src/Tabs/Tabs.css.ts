import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${tabList}[data-full-width] > *`, { flex: 1 });

export const tab = style({
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px', // overlap the list's bottom border so the selected underline replaces it
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.border, cursor: 'default' },
  },
});

/** TabsStandIn's tab: the browser's own focus-visible state in place of react-aria's. */
export const tabStandIn = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
