// The card of one item in an account list (a ticket, a collection, an order): picture, body with title and facts,
// badges, and the actions beside it from the tablet breakpoint on. Shared by the tickets and orders parts.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

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

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'flex-start',
  '@media': { 'screen and (min-width: 768px)': { flexDirection: 'column', alignItems: 'stretch' } },
});
