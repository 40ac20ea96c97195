import { vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

/** "Already a user? Log In": text and a quiet button on one line. */
export const switchLine = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const muted = style([text, { color: vars.color.textMuted, fontSize: vars.font.size.small }]);

/** A full page holding one form (site gate, /reset, /verify). */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxxlarge} ${vars.space.large}`,
});

export const panel = style({
  width: '100%',
  // A comfortable form width; the page centres it.
  maxWidth: '420px',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const errorText = style([
  text,
  { color: vars.tone.danger.foreground, fontSize: vars.font.size.small },
]);
