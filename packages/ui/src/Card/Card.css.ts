import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`, // hairline border width
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
});

export const padding = styleVariants({
  none: { padding: vars.space.none },
  small: { padding: vars.space.small },
  medium: { padding: vars.space.large },
  large: { padding: vars.space.xlarge },
});
