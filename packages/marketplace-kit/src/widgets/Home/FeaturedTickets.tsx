import { useProducts } from '../../api/products/useProducts.ts';
import { FeaturedTicketsView } from './FeaturedTicketsView.tsx';

/** Home's 'Featured Tickets': the first page of tickets requested with is_featured. A failed load shows the empty text. */
export function FeaturedTickets() {
  const featured = useProducts({ is_featured: 1 });
  return <FeaturedTicketsView tickets={featured.items} isLoading={featured.isLoading} />;
}
