import { mediaQueries, vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  padding: `${vars.space.small} ${vars.space.large}`,
  '@media': { [mediaQueries.tablet]: { flexWrap: 'nowrap', gap: vars.space.large } },
});

export const logo = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

export const search = style({
  order: 3,
  flexBasis: '100%',
  '@media': { [mediaQueries.tablet]: { order: 0, flexBasis: 'auto', flex: 1, maxWidth: '480px' } },
});

export const actions = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cartButton = style({ position: 'relative' });

export const badge = style({
  position: 'absolute',
  top: `calc(${vars.space.xsmall} * -1)`,
  right: `calc(${vars.space.xsmall} * -1)`,
  minWidth: vars.space.large,
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.tone.danger.border,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const avatarButton = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

/**
 * Why a press on the avatar did not open its menu: under the header's right end (the sticky header is its containing
 * block), over the page rather than in the bar's row, which has no room for a sentence.
 */
export const menuNotLoaded = style({
  position: 'absolute',
  top: '100%',
  right: vars.space.large,
  maxWidth: `calc(100% - 2 * ${vars.space.large})`,
  margin: 0,
  padding: vars.space.small,
  border: `1px solid ${vars.tone.danger.border}`,
  borderRadius: vars.radius.medium,
  background: vars.tone.danger.background,
  color: vars.tone.danger.foreground,
  fontSize: vars.font.size.small,
});

export const avatar = style({
  display: 'block',
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const nav = style({
  borderTop: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const navList = style({
  display: 'flex',
  gap: vars.space.large,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.large}`,
  listStyle: 'none',
  whiteSpace: 'nowrap',
});

export const navLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.link, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

export const drawerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const drawerUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall} 0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.small,
  padding: `${vars.space.small} 0`,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});
