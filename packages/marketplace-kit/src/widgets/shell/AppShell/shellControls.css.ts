import { vars } from '@momento/ui';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall };

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: { '&:focus-visible': focusRing, '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

/** Looks of the shell's native buttons, matching @momento/ui's Button variants. */
export const button = styleVariants({
  solid: [
    base,
    {
      padding: `${vars.space.small} ${vars.space.large}`,
      fontSize: vars.font.size.small,
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      selectors: {
        '&:hover': { background: vars.color.accentHover },
        '&:active': { background: vars.color.accentActive },
      },
    },
  ],
  icon: [
    base,
    {
      padding: vars.space.xsmall,
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover': { background: vars.color.surfaceSunken } },
    },
  ],
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  color: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
