import { vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const empty = style({ color: vars.color.textMuted, margin: 0 });

export const day = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.small}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const entry = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-unread]': { background: vars.color.surfaceSunken },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weight.medium,
});

export const unreadDot = style({
  // A fixed dot beside the title: a size token would scale with text.
  width: '8px',
  height: '8px',
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const body = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const time = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });
