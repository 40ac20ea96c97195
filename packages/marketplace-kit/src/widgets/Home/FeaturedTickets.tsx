import { useFeaturedProducts } from '../../api/products/useFeaturedProducts.ts';
import { FeaturedTicketsView } from './FeaturedTicketsView.tsx';

/** Home's 'Featured Tickets': tickets requested with is_featured. A failed load shows the empty text (section 8). */
export function FeaturedTickets() {
  const { data, isLoading } = useFeaturedProducts();
  return <FeaturedTicketsView tickets={data?.items ?? []} isLoading={isLoading} />;
}
