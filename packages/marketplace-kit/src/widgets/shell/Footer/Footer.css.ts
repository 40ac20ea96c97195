import { mediaQueries, vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  // Below the first screen on every page: layout and paint wait until it comes near (height guess, then real).
  contentVisibility: 'auto',
  containIntrinsicHeight: 'auto 240px',
  marginTop: vars.space.xxxlarge,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', justifyContent: 'space-between' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const social = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.link },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

export const copyright = style({ margin: `${vars.space.large} 0 0`, textAlign: 'center' });
