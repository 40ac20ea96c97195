import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  color: vars.color.text,
});

export const icon = style({ color: vars.color.textMuted, marginBottom: vars.space.small });
export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });
export const description = style({ color: vars.color.textMuted, maxWidth: '32rem' /* readable measure */ });
export const action = style({ marginTop: vars.space.medium });
