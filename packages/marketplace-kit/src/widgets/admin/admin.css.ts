// Styles the admin area's pages share: the page column, its title row, item rows and their facts.
import { vars } from '@momento/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

/** One item of an admin area list: its facts on the left, its actions on the right (below on small screens). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 320px',
});

export const rowTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weight.bold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const inlineList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const tableBox = style({ width: '100%', overflowX: 'auto' });

export const change = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  wordBreak: 'break-word',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/**
 * The queue's selection boxes are the browser's own checkboxes (a native control keeps the queue's page within its
 * size budget), in the accent colour and with the focus ring of the other controls.
 */
export const checkbox = style({
  width: '18px', // the size of the kit's other checkboxes
  height: '18px',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const checkLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  cursor: 'pointer',
});

export const choiceGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  border: 0,
  margin: 0,
  padding: 0,
});

export const choiceLabel = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.small });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
