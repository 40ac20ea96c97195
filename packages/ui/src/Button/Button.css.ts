import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/**
 * Colour of each tone: `fill` is the solid background, `hover`/`active` its pressed shades, `ink` the text on it
 * and `line` the text and border of outline and ghost buttons.
 */
const toneColors = {
  accent: {
    fill: vars.color.accent,
    hover: vars.color.accentHover,
    active: vars.color.accentActive,
    ink: vars.color.textOnAccent,
    line: vars.color.accent,
  },
  neutral: {
    fill: vars.tone.neutral.foreground,
    hover: vars.color.text,
    active: vars.color.text,
    ink: vars.color.surface,
    line: vars.color.text,
  },
  danger: {
    fill: vars.tone.danger.foreground,
    hover: vars.tone.danger.foreground,
    active: vars.tone.danger.foreground,
    ink: vars.color.surface,
    line: vars.tone.danger.foreground,
  },
} as const;

export const buttonRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    position: 'relative',
    border: '1px solid transparent', // hairline border; outline variants colour it
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`, // focus ring width
        outlineOffset: '2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 }, // dimmed, still readable
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      solid: {},
      outline: { background: 'transparent' },
      ghost: { background: 'transparent' },
    },
    tone: { accent: {}, neutral: {}, danger: {} },
    size: {
      small: {
        fontSize: vars.font.size.small,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.medium,
        minHeight: vars.space.xxlarge,
      },
      medium: {
        fontSize: vars.font.size.medium,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.large,
        minHeight: '2.5rem',
      }, // 40 px, a comfortable target
      large: {
        fontSize: vars.font.size.large,
        paddingBlock: vars.space.medium,
        paddingInline: vars.space.xlarge,
        minHeight: vars.space.xxxlarge,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: (Object.keys(toneColors) as Array<keyof typeof toneColors>).flatMap((tone) => {
    const c = toneColors[tone];
    return [
      {
        variants: { variant: 'solid', tone },
        style: {
          background: c.fill,
          color: c.ink,
          selectors: {
            '&[data-hovered]:not([data-disabled])': { background: c.hover },
            '&[data-pressed]:not([data-disabled])': { background: c.active },
          },
        },
      },
      {
        variants: { variant: 'outline', tone },
        style: {
          color: c.line,
          borderColor: c.line,
          selectors: {
            '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
              background: vars.color.surfaceSunken,
            },
          },
        },
      },
      {
        variants: { variant: 'ghost', tone },
        style: {
          color: c.line,
          selectors: {
            '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
              background: vars.color.surfaceSunken,
            },
          },
        },
      },
    ] as const;
  }),
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'medium', fullWidth: false },
});

/**
 * While pending the label keeps its width (no layout jump) and is made transparent, not `visibility: hidden`,
 * which would drop it from the accessible name ("Save Saving" would become just "Saving").
 */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
