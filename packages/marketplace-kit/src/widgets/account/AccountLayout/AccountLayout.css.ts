import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@momento/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: {
      // The left menu needs ~200 px for 'My Collections' at the body size; the page takes the rest.
      gridTemplateColumns: '200px minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const sideNav = style({
  position: 'sticky',
  top: vars.space.large,
});

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Small screens: the menu button stays at the bottom of the viewport, where a thumb reaches it. */
export const compactBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  order: 2,
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.small,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const page = style({
  minWidth: 0,
});
