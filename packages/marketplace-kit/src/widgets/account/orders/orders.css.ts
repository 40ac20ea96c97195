// Styles of the orders part: the order cards, My Orders' filter row, the order detail and My Reviews.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

// The item card and its parts are the account lists' shared card.
export { actions, badges, card, cardBody, cardTitle, thumb } from '#widgets/shared/itemCard.css.ts';
// The facts' term and value, for texts set like them outside a fact list.
export { factLabel, factValue } from '#widgets/shared/FactList.css.ts';

export const buyerPicture = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const ratingLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const review = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const reviewList = style({ maxHeight: '220px', overflowY: 'auto' });

export const reviewItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
});

/**
 * While the date filters' chunk loads: a box the size of its two fields (before) and one the size of its two buttons
 * (after) in the filters' own flex row, so the list below keeps its place whether the filters fit one row or wrap
 * (a phone).
 */
export const filtersPlaceholder = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  '::before': { content: '""', width: `calc(2 * 10.25rem + ${vars.space.medium})`, height: '4.1875rem' },
  '::after': { content: '""', width: `calc(4.9375rem + 4.75rem + ${vars.space.medium})`, height: '2.5rem' },
});

/** The date filters' slot (stand-ins, then the real form) lays out as the form alone would. */
export const filtersSlot = style({ display: 'contents' });
/** Why a press on the stand-in filters was not honoured: a line of its own under them. */
export const filtersNotLoaded = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.tone.danger.foreground,
});
