import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { mediaQueries } from '../theme/tokens.ts';

/**
 * The width of one Carousel slide: 1 per view under 600 px, 2 from 600 px, 3 from 1000 px,
 * with the gap on its right. Exported so that a placeholder shown while a carousel loads takes exactly a slide's
 * place (no layout shift when the carousel replaces it): `style(carouselSlideLayout)`.
 */
export const carouselSlideLayout = {
  flex: '0 0 100%',
  minWidth: 0,
  paddingRight: vars.space.small,
  '@media': {
    [mediaQueries.tablet]: { flexBasis: '50%' },
    [mediaQueries.desktop]: { flexBasis: 'calc(100% / 3)' },
  },
} satisfies StyleRule;
