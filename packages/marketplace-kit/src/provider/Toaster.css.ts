import { vars } from '@momento/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const region = style({
  position: 'fixed',
  top: vars.space.large,
  right: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  // A readable width for one-line notices that never covers a phone screen.
  maxWidth: 'min(360px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  borderWidth: 1,
  borderStyle: 'solid',
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});

const toneOf = { info: 'info', success: 'success', error: 'danger', warning: 'warning' } as const;

export const toast = styleVariants(toneOf, (tone) => [
  base,
  {
    color: vars.tone[tone].foreground,
    background: vars.tone[tone].background,
    borderColor: vars.tone[tone].border,
  },
]);

export const message = style({ flex: 1 });

export const close = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  font: 'inherit',
  padding: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
