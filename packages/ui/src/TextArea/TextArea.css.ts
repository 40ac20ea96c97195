import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const textarea = style({
  resize: 'vertical',
  minHeight: '5rem', // about three lines
  lineHeight: vars.font.lineHeight.normal,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});
