import { vars } from '@momento/ui';
import { style } from '@vanilla-extract/css';

export const fullPageLoader = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
  zIndex: vars.zIndex.overlay,
});

/**
 * RequireLogin's page: no box of its own once shown (the account and admin frames lay out as before); mounted
 * hidden under the loader while a stored session is restored.
 */
export const requireLoginPage = style({
  display: 'contents',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  // Mounted under the full-app loader while global data loads (the display above would override `hidden`).
  selectors: { '&[hidden]': { display: 'none' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  // At least a screen tall: the footer starts below the first screen, so a page whose content arrives later (route
  // chunk, data, images) never pushes a footer the visitor already sees (layout shift).
  minHeight: '100vh',
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.large,
  top: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  // Off screen until focused (a visible skip link for keyboard users).
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focusRing}` } },
});
