import { lazy, Suspense } from 'react';

const PriceHistory = lazy(() => import('../lazy/PriceHistory.tsx'));

/**
 * An event's price history under a ticket or an event's listings: the widget's code loads when it first shows, so the
 * pages pay only for this shell. Nothing shows while it loads (the widget has its own loading state once there).
 */
export function PriceHistorySection({ eventId }: { eventId: number }) {
  return (
    <Suspense fallback={null}>
      <PriceHistory eventId={eventId} />
    </Suspense>
  );
}
