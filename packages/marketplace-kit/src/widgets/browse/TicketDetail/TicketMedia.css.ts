import { style } from '@vanilla-extract/css';
import { vars } from '@momento/ui';

export const zoomButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const thumbnail = style({
  display: 'block',
  padding: vars.space.xxsmall,
  border: `2px solid transparent`,
  borderRadius: vars.radius.small,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
