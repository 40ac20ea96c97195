import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: '1px solid',
});

export const tone = styleVariants(vars.tone, (colors) => ({
  color: colors.foreground,
  background: colors.background,
  borderColor: colors.border,
}));

export const content = style({ flex: 1, display: 'grid', gap: vars.space.xxsmall });
export const title = style({ fontWeight: vars.font.weight.bold });
