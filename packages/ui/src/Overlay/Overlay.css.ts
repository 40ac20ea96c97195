import { style } from '@vanilla-extract/css';

/**
 * The wrapper that carries the theme class into the portal. `display: contents` keeps it out of layout
 * (fixed overlays position against the viewport) while custom properties and inherited text styles still
 * flow to the overlay.
 */
export const portalRoot = style({
  display: 'contents',
});
