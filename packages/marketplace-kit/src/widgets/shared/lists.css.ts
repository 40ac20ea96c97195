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

/** On an InfiniteList's root: its (non-virtual) list of cards one per row. */
export const listResults = style({});
globalStyle(`${listResults} > ul:not([data-virtual]) > li:nth-child(n + 4)`, {
  // Cards past a phone's first screen (three at most) skip style, layout and paint until scrolled near: a page of
  // twenty order cards shown at once was one 20 ms style and layout task at first paint (a long one on a slow phone).
  // Until then each stands in at a card's height, so the list's end (where the next page loads) stays far below.
  contentVisibility: 'auto',
  containIntrinsicHeight: 'auto 160px',
});

/** While a page's tab bar loads: its height above the content, with the tabs' gap, so nothing moves when it comes. */
export const tabsWhileLoading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
/** The tabs' slot (stand-in, then the real tabs) lays out as the tabs alone would. */
export const tabsSlot = style({ display: 'contents' });
export const tabsPlaceholder = style({
  // One tab: its padding, a line of text and the 3 px underline.
  minHeight: `calc(2 * ${vars.space.small} + 1.5em + 3px)`,
  borderBottom: `1px solid ${vars.color.border}`,
});
