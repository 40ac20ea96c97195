import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted });

export const content = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
