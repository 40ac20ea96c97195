import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const gallery = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
});

export const mainButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
  },
});

export const mainImage = style({
  width: '100%',
  // Photos of tickets are roughly 4:3; the box keeps its shape while the image loads.
  aspectRatio: '4 / 3',
});

export const slideImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.medium,
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumbnail = style({
  display: 'block',
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '&[data-hovered]:not([aria-current="true"])': { borderColor: vars.color.borderStrong },
  },
});

export const thumbnailImage = style({
  width: '100%',
  height: '100%',
});

/** Listens for the arrow keys without taking part in the modal's flex layout. */
export const zoomKeys = style({ display: 'contents' });

export const zoomBody = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'center',
});

export const zoomImage = style({
  width: '100%',
  // Leaves room for the dialog header and the controls inside the viewport.
  maxHeight: '70vh',
});

export const zoomControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
});

export const zoomStatus = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
