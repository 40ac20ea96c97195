import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

/** Under the event's row (a wrapping flex row): a line of its own. */
export const note = style({
  flexBasis: '100%',
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
