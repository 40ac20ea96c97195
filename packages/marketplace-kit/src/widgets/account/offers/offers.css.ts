// Styles of the offers part: My Offers' rows, the offer thread and the offer form.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
export const form = style({ minWidth: 'min(32rem, 80vw)' });
export const chosen = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
export const chosenItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  justifyContent: 'space-between',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const rowTitle = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  maxWidth: '36rem',
  selectors: {
    '&[data-mine]': { alignSelf: 'flex-end', background: vars.color.surfaceSunken },
    '&[aria-current]': { borderColor: vars.color.accent, borderWidth: '2px' },
  },
});
export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'baseline',
});
export const entryMessage = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
});
export const thumb = style({
  width: '48px',
  height: '36px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** The seller's automatic answer under an entry. */
export const autoAnswer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});
