// Styles of the seller tools: ticket and collection cards, the list headers and the ticket form.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

// The item card and its parts are the account lists' shared card.
export { actions, badges, card, cardBody, cardTitle, thumb } from '#widgets/shared/itemCard.css.ts';
// The facts' term and value, for texts set like them outside a fact list.
export { factLabel, factValue } from '#widgets/shared/FactList.css.ts';

// The ticket form
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '48rem',
});

export const formRow = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'start',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const legend = style({
  paddingInline: vars.space.xsmall,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const eventChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const newEvent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const images = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  alignItems: 'flex-start',
});

export const previewImage = style({
  width: '120px',
  height: '90px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

/** The fair-price hint under the price: small, muted, with its badge inline. */
export const hint = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  minHeight: '1.5rem',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

/** A fieldset's explanation under its legend. */
export const fieldHelp = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

/** The event's approved or locked reference items in the Edit event dialog. */
export const lockedList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
