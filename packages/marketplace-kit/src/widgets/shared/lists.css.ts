// Styles of the shared list states: status and error lines, and the card grid of result lists.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const statusText = style({
  margin: 0,
  paddingBlock: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const errorText = style({
  margin: 0,
  paddingBlock: vars.space.large,
  textAlign: 'center',
  color: vars.tone.danger.foreground,
});

export const gridResults = style({});
/** On an InfiniteList's root: its (non-virtual) list becomes the card grid. */
globalStyle(`${gridResults} > ul:not([data-virtual])`, {
  gap: vars.space.large,
  // Cards need about 240 px to show an image and three lines of text; the grid fills the row with as many.
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
