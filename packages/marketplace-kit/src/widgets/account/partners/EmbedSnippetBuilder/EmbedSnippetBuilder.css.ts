// The embed snippet builder: the form beside the preview on wide screens, the snippet under the form.
import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(18rem, 26rem) 1fr' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

/** The native colour input beside its label. */
export const colourRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
});
export const colourInput = style({
  width: '44px', // a touch target's size
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  selectors: {
    '&:disabled': { opacity: 0.5 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const previewBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const frame = style({
  width: '100%',
  height: '720px', // room for a tickets widget of six at this column's width; the frame scrolls beyond
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12rem',
  padding: vars.space.large,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const snippet = style({
  width: '100%',
  minHeight: '9rem',
  padding: vars.space.small,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const status = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  minHeight: '1.5em',
});
