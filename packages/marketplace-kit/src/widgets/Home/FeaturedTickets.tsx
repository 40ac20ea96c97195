import { useDeferredValue } from 'react';
import { useFeaturedProducts } from '../../api/products/useFeaturedProducts.ts';
import { FeaturedTicketsView } from './FeaturedTicketsView.tsx';

/** Home's 'Featured Tickets': tickets requested with is_featured. A failed load shows the empty text (section 8). */
export function FeaturedTickets() {
  const { data, isLoading } = useFeaturedProducts();
  // The cards render as a transition (React splits it into short slices), not in the data's synchronous update.
  // Both values keep their identity between renders (SWR), so they settle in the same transition.
  const tickets = useDeferredValue(data?.items);
  const loading = useDeferredValue(isLoading, true);
  return <FeaturedTicketsView tickets={tickets ?? []} isLoading={loading} />;
}
