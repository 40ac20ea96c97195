import { useEffect } from 'react';
import { useFeaturedProducts } from '../../api/products/useFeaturedProducts.ts';
import { useDeferredQuery } from '../../api/useDeferredQuery.ts';
import { FeaturedTicketsView, preloadFeaturedCarousel } from './FeaturedTicketsView.tsx';

/** Home's 'Featured Tickets': tickets requested with is_featured. A failed load shows the empty text (section 8). */
export function FeaturedTickets() {
  // The carousel's chunk is requested on mount, with the tickets, not when they arrive (see preloadFeaturedCarousel).
  useEffect(() => preloadFeaturedCarousel(), []);
  // The cards render as a transition (React splits it into short slices), not in the data's synchronous update.
  const { data, isLoading } = useDeferredQuery(useFeaturedProducts());
  return <FeaturedTicketsView tickets={data?.items ?? []} isLoading={isLoading} />;
}
