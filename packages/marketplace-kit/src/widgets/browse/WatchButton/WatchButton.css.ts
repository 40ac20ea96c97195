import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const heart = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  verticalAlign: 'middle',
});

/** The full button: the heart before the word. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** Watching: the heart is filled with the accent colour. */
export const watching = style({
  color: vars.color.accent,
});
