import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  height: '100%',
});

export const media = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const title = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const cost = style({ margin: 0, fontWeight: vars.font.weight.bold });
