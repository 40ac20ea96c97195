import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({ fontWeight: vars.font.weight.medium });

export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall });

export const star = style({
  display: 'inline-flex',
  color: vars.color.starInactive,
  selectors: {
    '&[data-active]': { color: vars.color.starActive },
    '&[data-size="small"]': { width: vars.space.large, height: vars.space.large },
    '&[data-size="medium"]': { width: vars.space.xlarge, height: vars.space.xlarge },
    '&[data-size="large"]': { width: vars.space.xxlarge, height: vars.space.xxlarge },
  },
});

export const radio = style({
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
  },
});

export const starSvg = style({ width: '100%', height: '100%' });

export const error = style({ color: vars.tone.danger.foreground, fontSize: vars.font.size.small });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
