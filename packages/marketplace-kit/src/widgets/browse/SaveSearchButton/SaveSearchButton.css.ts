import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const form = style({ display: 'block' });

/** What is being saved, in words. */
export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
