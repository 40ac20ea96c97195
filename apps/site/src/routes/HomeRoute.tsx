import { Home, preloadFeaturedCarousel } from '@momento/marketplace-kit';

// The featured carousel's chunk starts loading with this route's chunk, before the page renders: by the time the
// featured tickets arrive it is there, and the cards appear once, in the carousel. (Requested later, the cards showed
// first without it on a slow phone and the lists below moved: CLS 0.2, checked by e2e/site-browse.e2e.ts.)
preloadFeaturedCarousel();

/** / and /home. */
export function Component() {
  return <Home />;
}
