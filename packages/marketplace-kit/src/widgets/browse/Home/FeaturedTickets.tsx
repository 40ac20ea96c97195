import type { Ticket } from '@momento/contract';
import type { ReactNode } from 'react';
import { useFeaturedProducts } from '#api/products/useFeaturedProducts.ts';
import { useDeferredQuery } from '#api/useDeferredQuery.ts';
import { FeaturedTicketsView, preloadFeaturedCarousel } from './FeaturedTicketsView.tsx';

export interface FeaturedTicketsProps {
  /** Rendered beside each card's name: the app's per-ticket action (the compact Watch button). */
  ticketAction?: (ticket: Ticket) => ReactNode;
}

/** Home's 'Featured Tickets': tickets requested with is_featured. A failed load shows the empty text. */
export function FeaturedTickets({ ticketAction }: FeaturedTicketsProps) {
  // The carousel's chunk is requested at the first render, with the tickets, not when they arrive: loaded by then,
  // the carousel replaces the placeholder in one step. (In an effect it came too late: the cards showed briefly
  // without the carousel and the lists below moved twice, CLS 0.2 on a phone.) Idempotent, like react-dom's preload().
  preloadFeaturedCarousel();
  // The cards render as a transition (React splits it into short slices), not in the data's synchronous update.
  const { data, isLoading } = useDeferredQuery(useFeaturedProducts());
  return (
    <FeaturedTicketsView tickets={data?.items ?? []} isLoading={isLoading} ticketAction={ticketAction} />
  );
}
