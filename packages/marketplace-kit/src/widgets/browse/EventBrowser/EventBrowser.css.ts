import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  height: '100%',
});

export const title = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const significance = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});
