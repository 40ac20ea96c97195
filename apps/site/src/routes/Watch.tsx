import type { CollectionDetailProps, TicketSearchProps, WatchButtonProps } from '@momento/marketplace-kit';
import { lazy, Suspense } from 'react';

const WatchButton = lazy(() => import('../lazy/WatchButton.tsx'));

// The kit's own shapes, as its render props hand them over (the site has no contract dependency of its own).
type Ticket = Parameters<NonNullable<TicketSearchProps['ticketAction']>>[0];
type SellerRef = Parameters<NonNullable<TicketSearchProps['renderSellerAction']>>[0];
type CollectionRef = Parameters<NonNullable<CollectionDetailProps['renderAction']>>[0];

/**
 * Watch (docs/rules/follow.md): the kit's button, its code loaded when a page first shows one. Nothing shows while it
 * loads; a visitor's press opens the shell's login dialog.
 */
export function Watch(props: WatchButtonProps) {
  return (
    <Suspense fallback={null}>
      <WatchButton {...props} />
    </Suspense>
  );
}

/** The compact heart on a ticket card. */
export function watchTicketCard(ticket: Ticket) {
  return <Watch variant="compact" target={{ type: 'TICKET', id: ticket.product_id }} name={ticket.listing_name} ownerId={ticket.seller.id} />;
}

/** Watch beside a ticket's Add to Cart. */
export function watchTicket(ticket: Ticket) {
  return <Watch target={{ type: 'TICKET', id: ticket.product_id }} name={ticket.listing_name} ownerId={ticket.seller.id} />;
}

/** Watch in a seller's panel: their new listings. */
export function watchSeller(seller: SellerRef) {
  return <Watch target={{ type: 'SELLER', id: seller.id }} name={seller.name} ownerId={seller.id} />;
}

/** Watch beside a collection's name. */
export function watchCollection(collection: CollectionRef) {
  return <Watch target={{ type: 'COLLECTION', id: collection.id }} name={collection.name} ownerId={collection.sellerId} />;
}
