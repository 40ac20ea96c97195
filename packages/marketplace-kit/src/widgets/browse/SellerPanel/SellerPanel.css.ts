import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const reputation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});

export const averages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
});

export const average = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const averageLabel = style({ color: vars.color.textMuted });

export const averageValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weight.bold,
});

export const star = style({
  // The size of ui's small star, so the panel and the reviews read alike.
  inlineSize: '1rem',
  blockSize: '1rem',
  color: vars.color.starActive,
  flexShrink: 0,
});
