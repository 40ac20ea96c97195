// Styles of the watchlist and the saved searches: the account lists' page, header and item card.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export { actions, badges, card, cardBody, cardTitle, thumb } from '#widgets/shared/itemCard.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The words of a saved search's filters. */
export const summary = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** A thumbnail's place when the item has no picture. */
export const noThumb = style({ display: 'block' });

/** A saved search's card: no picture, the body and the actions. */
export const searchCard = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr auto' } },
});

/** A saved search's alert choice: native radios in a row, the accent on the checked one. */
export const alertChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});
export const alertLabel = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});
export const alertOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '44px',
  cursor: 'pointer',
});
export const alertInput = style({
  margin: 0,
  width: '1.125rem', // the ui Radio's size
  height: '1.125rem',
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
