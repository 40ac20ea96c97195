import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '12rem', // wide enough for the account menu's longest label without wrapping
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    '&[data-tone="danger"]': { color: vars.tone.danger.foreground },
  },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xsmall} 0`,
  background: vars.color.border,
});

export const sectionHeading = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const group = style({ display: 'flex', flexDirection: 'column' });
