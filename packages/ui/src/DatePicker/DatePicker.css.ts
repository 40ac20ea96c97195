import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const segments = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.small,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  outline: 'none',
  textAlign: 'end',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&:focus': { background: vars.color.accent, color: vars.color.textOnAccent },
  },
});

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` }, // focus ring width
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** DatePickerStandIn's calendar button: the browser's own focus-visible state in place of react-aria's. */
export const calendarButtonStandIn = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});

export const grid = style({
  borderCollapse: 'collapse',
});

export const weekDay = style({
  paddingBlock: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({
  padding: vars.space.xxsmall,
  textAlign: 'center',
});

export const day = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem', // 36 px day buttons: a comfortable touch target in a 7-column grid
  height: '2.25rem',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
    '&[data-today]': { fontWeight: vars.font.weight.bold },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});
