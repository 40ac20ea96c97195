// The deadline line: muted while running, in the warning colours in its last minutes, danger once expired. The
// words carry the state too (colour is never the only signal).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const deadline = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  borderRadius: vars.radius.small,
  paddingInline: vars.space.xsmall,
});

export const phase = styleVariants({
  running: { color: vars.color.textMuted },
  warning: {
    color: vars.tone.warning.foreground,
    background: vars.tone.warning.background,
    fontWeight: vars.font.weight.bold,
  },
  expired: { color: vars.tone.danger.foreground, fontWeight: vars.font.weight.bold },
});
