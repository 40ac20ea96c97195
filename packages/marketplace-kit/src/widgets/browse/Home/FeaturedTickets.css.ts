import { carouselSlideLayout, vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

/**
 * The cards as a plain scrolling row, shown when the tickets arrive before the carousel's code: laid out exactly like
 * the carousel's track and slides (ui's slide layout: 1 / 2 / 3 per view, the same gap), so that the placeholder, this
 * row and the carousel are equally tall and the lists below never move (a grid with its own column widths, or a padding
 * or a classic scroll bar under the row, made it 4-15 px taller: layout shift 0.1 on a phone). It still scrolls by
 * touch, trackpad and focus until the carousel with its buttons replaces it.
 */
export const track = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  scrollSnapType: 'x mandatory',
});

export const slide = style({
  ...carouselSlideLayout,
  scrollSnapAlign: 'start',
  selectors: {
    // Cards past the first view (three at most) skip layout and paint until scrolled near (a phone shows one of
    // twenty); their tiny stand-in height never makes the row taller than the cards it shows. The first three always
    // lay out: a new card with `content-visibility: auto` can be laid out at its 1 px stand-in for a frame before it
    // is found on screen, and the row collapsed and grew back, moving the lists below twice.
    '&:nth-child(n + 4)': { contentVisibility: 'auto', containIntrinsicHeight: 'auto 1px' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});

// Every card is as tall as the placeholder shown while the tickets load (so nothing below moves when they arrive):
// the name takes exactly two lines (longer names end in an ellipsis; the link's accessible name stays whole), the
// other lines one each.
export const name = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  minHeight: '2lh',
});

/** The name with the card's action beside it (the compact Watch button); the name keeps its two lines. */
export const nameRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const price = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text });

/**
 * The loading placeholder's row and slot: laid out like the ui Carousel's track and slides (1 / 2 / 3 per view, the
 * same padding), so the placeholder card is exactly as tall as the first card that replaces it.
 */
export const placeholderTrack = style({ display: 'flex', overflow: 'hidden' });

/** Exactly one carousel slide's place (ui's own slide layout). */
export const placeholderSlide = style(carouselSlideLayout);

/** The loading placeholder: one card-shaped box (1 / 2 / 3 per row like the track) and the controls' row. */
export const loading = style({ position: 'relative', display: 'grid', gap: vars.space.small });

/** As tall as the carousel's previous/next buttons. */
export const controlsSpace = style({ height: vars.space.xxlarge });

export const spinnerOver = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
