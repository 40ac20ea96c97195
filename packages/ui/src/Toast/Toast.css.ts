import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.small}))` },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  top: vars.space.large,
  right: vars.space.large,
  left: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.small,
  outline: 'none',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  width: '100%',
  maxWidth: '24rem', // a readable notice width; narrower screens use the full width
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderLeft: `4px solid ${vars.tone.neutral.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  animation: `${enter} ${vars.duration.normal} ease-out`,
  selectors: {
    '&[data-tone="info"]': { borderLeftColor: vars.tone.info.border },
    '&[data-tone="success"]': { borderLeftColor: vars.tone.success.border },
    '&[data-tone="warning"]': { borderLeftColor: vars.tone.warning.border },
    '&[data-tone="error"]': { borderLeftColor: vars.tone.danger.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  flex: 1,
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.xsmall,
});

export const title = style({ fontWeight: vars.font.weight.bold });
export const description = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
