import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tooltip = style({
  // Inverted colours (text colour as background) set the tooltip apart from any surface, in both themes.
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
  // A readable measure for a one-line hint; longer texts wrap.
  maxWidth: '20rem',
  pointerEvents: 'auto',
  transition: `opacity ${vars.duration.fast} ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
