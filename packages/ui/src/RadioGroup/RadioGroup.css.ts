import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.large },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const circle = style({
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`, // a radio outline needs 2 px to read as a control
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '5px' }, // the thick ring is the dot
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.tone.danger.border },
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
  },
});
