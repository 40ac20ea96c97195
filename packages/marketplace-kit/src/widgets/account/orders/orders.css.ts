// Styles of the orders part: the order cards, My Orders' filter row, the order detail and My Reviews.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '96px 1fr auto' } },
});

export const thumb = style({
  width: '96px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const buyerPicture = style({ width: '32px', height: '32px', borderRadius: vars.radius.full, objectFit: 'cover' });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold, color: vars.color.text, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'flex-start',
  '@media': { 'screen and (min-width: 768px)': { flexDirection: 'column', alignItems: 'stretch' } },
});

export const ratingLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.size.small });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const review = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const reviewList = style({ maxHeight: '220px', overflowY: 'auto' });

export const reviewItem = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.medium, paddingBlock: vars.space.small });

/** The date filters' height while their chunk loads, so the list below does not move. */
export const filtersPlaceholder = style({ minHeight: '4.75rem' });

