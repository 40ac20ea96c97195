import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const disclosure = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.medium });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const chevron = style({
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: {
    '[data-expanded] > * > &': { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  paddingBottom: vars.space.medium,
});
