import { Home, preloadFeaturedCarousel } from '@momento/marketplace-kit';
import { lazy, Suspense } from 'react';
import type { FollowProps } from '../lazy/Follow.tsx';

// The featured carousel's chunk starts loading with this route's chunk, before the page renders: by the time the
// featured tickets arrive it is there, and the cards appear once, in the carousel. (Requested later, the cards showed
// first without it on a slow phone and the lists below moved: CLS 0.2, checked by e2e/site-browse.e2e.ts.)
preloadFeaturedCarousel();

// Watch on each featured card, loaded when the cards first show (lazy/Follow.tsx): not in the home route's first
// load; nothing shows while it loads.
const FollowChunk = lazy(() => import('../lazy/Follow.tsx'));
const Follow = (props: FollowProps) => (
  <Suspense fallback={null}>
    <FollowChunk {...props} />
  </Suspense>
);

/** / and /home: the featured cards carry Watch. */
export function Component() {
  return <Home ticketAction={(ticket) => <Follow kind="ticketCard" ticket={ticket} />} />;
}
