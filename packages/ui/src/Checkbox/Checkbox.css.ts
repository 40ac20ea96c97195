import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  marginTop: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.borderStrong}`, // a checkbox outline needs 2 px to read as a control
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${root}[data-invalid] &`]: { borderColor: vars.tone.danger.border },
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** Help and error text line up with the label text, past the box. */
const indent = `calc(${vars.space.large} + ${vars.space.small})`;

export const helper = style({
  paddingLeft: indent,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const error = style({
  paddingLeft: indent,
  fontSize: vars.font.size.small,
  color: vars.tone.danger.foreground,
});
