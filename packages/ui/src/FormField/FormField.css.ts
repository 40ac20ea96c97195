import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  selectors: { '[data-disabled] > &': { color: vars.color.textMuted } },
});

export const requiredMark = style({
  color: vars.tone.danger.foreground,
  marginLeft: vars.space.xxsmall,
});

export const description = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.size.small,
  color: vars.tone.danger.foreground,
});

/**
 * The bordered box shared by text inputs, selects, comboboxes and date fields. Focus shows on the box
 * (`:focus-within`) because the bare input inside has no outline; `data-invalid` and `data-disabled` set the rest.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.5rem', // 40 px: the medium button height, so fields and buttons line up in a row
  paddingInline: vars.space.medium,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`, // hairline
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.medium,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`, // doubles the border into a visible focus ring
    },
    '&[data-invalid]': { borderColor: vars.tone.danger.border },
    '&[data-invalid]:focus-within': { boxShadow: `0 0 0 1px ${vars.tone.danger.border}` },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** The bare input inside a `control` box: the box draws border and focus. */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingBlock: vars.space.small,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  flexShrink: 0,
});
