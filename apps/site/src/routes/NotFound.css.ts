import { vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xlarge,
  padding: `${vars.space.xxxlarge} ${vars.space.large}`,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  color: vars.color.text,
});
