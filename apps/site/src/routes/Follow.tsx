import type { CollectionDetailProps, SaveSearchButtonProps, TicketSearchProps, WatchButtonProps } from '@momento/marketplace-kit';
import { lazy, Suspense } from 'react';
import type { FollowWidgetProps } from '../lazy/Follow.tsx';

// One chunk for following's buttons (lazy/Follow.tsx), fetched when a page first shows one: the pages that carry them
// (a ticket, /tickets, a collection) pay only for these shells. Nothing shows while it loads.
const FollowChunk = lazy(() => import('../lazy/Follow.tsx'));

function Follow(props: FollowWidgetProps) {
  return (
    <Suspense fallback={null}>
      <FollowChunk {...props} />
    </Suspense>
  );
}

// The kit's own shapes, as its render props hand them over (the site has no contract dependency of its own).
type Ticket = Parameters<NonNullable<TicketSearchProps['ticketAction']>>[0];
type SellerRef = Parameters<NonNullable<TicketSearchProps['sellerAction']>>[0];
type CollectionRef = Parameters<NonNullable<CollectionDetailProps['collectionAction']>>[0];

/** Watch (docs/rules/follow.md): a visitor's press opens the shell's login dialog; the owner sees none. */
export const Watch = (props: WatchButtonProps) => <Follow kind="watch" {...props} />;

/** 'Save this search' with the page's filters (the saved-search keys of the query; the rest is left out). */
export const SaveSearch = (props: SaveSearchButtonProps) => <Follow kind="saveSearch" {...props} />;

/** The compact heart on a ticket card. */
export const watchTicketCard = (ticket: Ticket) => (
  <Watch variant="compact" target={{ type: 'TICKET', id: ticket.product_id }} name={ticket.listing_name} ownerId={ticket.seller.id} />
);

/** Watch beside a ticket's Add to Cart. */
export const watchTicket = (ticket: Ticket) => <Watch target={{ type: 'TICKET', id: ticket.product_id }} name={ticket.listing_name} ownerId={ticket.seller.id} />;

/** Watch in a seller's panel: their new listings. */
export const watchSeller = (seller: SellerRef) => <Watch target={{ type: 'SELLER', id: seller.id }} name={seller.name} ownerId={seller.id} />;

/** Watch beside a collection's name. */
export const watchCollection = (collection: CollectionRef) => (
  <Watch target={{ type: 'COLLECTION', id: collection.id }} name={collection.name} ownerId={collection.sellerId} />
);
