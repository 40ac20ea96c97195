import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { mediaQueries } from '../theme/tokens.ts';
import { carouselSlideLayout } from './slideLayout.ts';

/** Index of the first visible slide, set inline by the component. */
export const indexVar = createVar();

export const carousel = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  outline: 'none',
});

export const viewport = style({
  overflow: 'hidden',
  touchAction: 'pan-y', // vertical scrolling stays native; horizontal swipes go to the carousel
});

export const track = style({
  display: 'flex',
  transition: `transform ${vars.duration.normal} ease-out`,
  // 1 slide under 600 px, 2 from 600 px, 3 from 1000 px (spec); the track moves by one slide's width.
  transform: `translateX(calc(${indexVar} * -100%))`,
  '@media': {
    [mediaQueries.tablet]: { transform: `translateX(calc(${indexVar} * -50%))` },
    [mediaQueries.desktop]: { transform: `translateX(calc(${indexVar} * -100% / 3))` },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const slide = style({
  ...carouselSlideLayout,
  outline: 'none',
  selectors: {
    // Slides out of view skip layout and paint (a carousel of twenty cards lays out the one to three it shows).
    // Their stand-in height is tiny, so they never make the track taller than the shown slides; once shown, a slide
    // keeps its last real size (`auto`).
    '&:not([data-visible])': { contentVisibility: 'auto', containIntrinsicHeight: 'auto 1px' },
  },
});

export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  marginRight: 'auto',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
  },
});

export const navIcon = style({ width: vars.space.large, height: vars.space.large });
