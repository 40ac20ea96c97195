// Following's buttons in one chunk, loaded when a page first shows one of them: Watch (a ticket, a card's heart, a
// seller, a collection) and 'Save this search'. Their requests, texts and state stay out of the pages' chunks. Each
// page makes its own lazy import of this module (two lines): a module of shells shared by the pages would be a chunk
// of its own, with its own list of stylesheets, on the /tickets route's budget.
import {
  SaveSearchButton,
  WatchButton,
  type CollectionDetailProps,
  type TicketSearchProps,
} from '@momento/marketplace-kit';

// The kit's own shapes, as its render props hand them over (the site has no contract dependency of its own).
type Ticket = Parameters<NonNullable<TicketSearchProps['ticketAction']>>[0];
type SellerRef = Parameters<NonNullable<TicketSearchProps['sellerAction']>>[0];
type CollectionRef = Parameters<NonNullable<CollectionDetailProps['collectionAction']>>[0];

export type FollowProps =
  | { kind: 'ticketCard' | 'ticket'; ticket: Ticket }
  | { kind: 'seller'; seller: SellerRef }
  | { kind: 'collection'; collection: CollectionRef }
  | { kind: 'saveSearch'; filters: Readonly<Record<string, string>> };

/**
 * One of following's buttons (docs/rules/follow.md): the owner of an item sees no Watch, and a visitor's press opens
 * the shell's login dialog.
 */
export default function Follow(props: FollowProps) {
  switch (props.kind) {
    case 'ticketCard':
    case 'ticket': {
      const { ticket } = props;
      return (
        <WatchButton
          variant={props.kind === 'ticketCard' ? 'compact' : 'full'}
          target={{ type: 'TICKET', id: ticket.product_id }}
          name={ticket.listing_name}
          ownerId={ticket.seller.id}
        />
      );
    }
    case 'seller':
      return (
        <WatchButton
          target={{ type: 'SELLER', id: props.seller.id }}
          name={props.seller.name}
          ownerId={props.seller.id}
        />
      );
    case 'collection': {
      const { collection } = props;
      return (
        <WatchButton
          target={{ type: 'COLLECTION', id: collection.id }}
          name={collection.name}
          ownerId={collection.sellerId}
        />
      );
    }
    case 'saveSearch':
      return <SaveSearchButton filters={props.filters} />;
  }
}
