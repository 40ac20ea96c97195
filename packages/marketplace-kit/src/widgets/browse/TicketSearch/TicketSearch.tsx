import type { Ticket } from '@momento/contract';
import { useEffect, useState, type ReactNode } from 'react';
import type { ProductFilters } from '#api/products/keys.ts';
import { useProducts } from '#api/products/useProducts.ts';
import { useEvent } from '#api/reference/useEvent.ts';
import { useEvents } from '#api/reference/useEvents.ts';
import { useArtists } from '#api/reference/useArtists.ts';
import { useSubGenres } from '#api/reference/useSubGenres.ts';
import { useTeams } from '#api/reference/useTeams.ts';
import { useVenues } from '#api/reference/useVenues.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { browseTexts } from '../browseTexts.ts';
import { filterOptions } from '../filterOptions.ts';
import {
  compactQuery,
  readId,
  readNumber,
  readText,
  useQueryState,
  type QueryStateProps,
  type SearchQuery,
} from '../searchQuery.ts';
import type { TicketCardLayout } from '../TicketCard/TicketCard.tsx';
import { ticketFilterKeys, type TicketFilterValues } from '../TicketFilters/ticketFilterKeys.ts';
import { preloadSellerPanel, TicketSearchView } from './TicketSearchView.tsx';

/** Every query parameter of /tickets. */
export const ticketQueryKeys = [
  'q',
  'date',
  'sub_genre',
  'event',
  'venue',
  'team',
  'artist',
  'section',
  'row',
  'face_price',
  'seat',
  'price',
  'seller',
] as const;

/** The API filters of a /tickets query string (unknown or malformed values are left out). */
export function productFiltersOf(query: SearchQuery): ProductFilters {
  const date = readText(query, 'date');
  return {
    q: readText(query, 'q'),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    sub_genre: readId(query, 'sub_genre'),
    event: readId(query, 'event'),
    venue: readId(query, 'venue'),
    team: readId(query, 'team'),
    artist: readId(query, 'artist'),
    section: readText(query, 'section'),
    row: readText(query, 'row'),
    face_price: readNumber(query, 'face_price'),
    seat: readText(query, 'seat'),
    price: readNumber(query, 'price'),
    seller: readId(query, 'seller'),
  };
}

export interface TicketSearchProps extends QueryStateProps {
  /** Logged out, the seller panel's actions ask the app to open its login dialog. */
  onRequireLogin?: () => void;
  /**
   * The seller panel's actions for a signed-in viewer who is not the seller; without a handler the button is not
   * shown. Make Offer gets no ticket: the offer dialog starts empty, with the seller's tickets in its picker.
   */
  onMessageSeller?: (sellerId: number) => void;
  onReportSeller?: (sellerId: number) => void;
  onMakeOffer?: (sellerId: number) => void;
  /**
   * Shown on each card beside the listing name: `(ticket) => <WatchButton variant="compact" target={{ type: 'TICKET',
   * id: ticket.product_id }} name={ticket.listing_name} ownerId={ticket.seller.id} />`.
   */
  ticketAction?: (ticket: Ticket) => ReactNode;
  /** Shown beside the seller's name in the panel of ?seller=: `(seller) => <WatchButton target={{ type: 'SELLER', id: seller.id }} ... />`. */
  sellerAction?: (seller: Pick<Ticket['seller'], 'id' | 'name'>) => ReactNode;
  /** The app's own content above the filters, under the seller panel and the event's header and price history (the site's 'Save this search'). */
  aside?: ReactNode;
}

/**
 * /tickets: search results for the 13 query parameters with the filter form (Apply writes the query string, Clear
 * removes the filter fields but keeps the search words and the seller), a list/grid toggle and infinite scroll.
 */
export function TicketSearch({
  onRequireLogin,
  onMessageSeller,
  onReportSeller,
  onMakeOffer,
  ticketAction,
  sellerAction,
  aside,
  ...props
}: TicketSearchProps) {
  const [query, setQuery] = useQueryState(props);
  const [layout, setLayout] = useState<TicketCardLayout>('grid');
  const apiFilters = productFiltersOf(query);
  const list = useProducts(apiFilters);
  const { data: event } = useEvent(apiFilters.event);
  const subGenres = useSubGenres();
  const events = useEvents();
  const venues = useVenues();
  const teams = useTeams();
  const artists = useArtists();
  const session = useSession();

  const filters = Object.fromEntries(
    ticketFilterKeys.map((key) => [key, query[key] ?? '']),
  ) as TicketFilterValues;
  const kept = compactQuery(query, ['q', 'seller']);
  const sellerId = apiFilters.seller;
  // The name comes from the seller's tickets, already loaded: the panel and its actions show without waiting for the
  // reputation call, which the panel makes from a chunk of its own.
  const sellerRef = sellerId ? list.items.find((ticket) => ticket.seller.id === sellerId)?.seller : undefined;
  const viewerId = session.status === 'loggedIn' ? (session.user?.id ?? null) : null;
  useEffect(() => {
    if (sellerId) preloadSellerPanel();
  }, [sellerId]);
  const action = (handler: ((id: number) => void) | undefined) =>
    handler && sellerId ? () => handler(sellerId) : undefined;

  return (
    <TicketSearchView
      q={apiFilters.q}
      seller={sellerRef ?? null}
      viewerId={viewerId}
      onRequireLogin={onRequireLogin}
      onMessageSeller={action(onMessageSeller)}
      onReportSeller={action(onReportSeller)}
      onMakeOffer={action(onMakeOffer)}
      event={event ?? null}
      filters={filters}
      subGenreOptions={filterOptions(
        subGenres.data?.items,
        (item) => item.sub_genre_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      eventOptions={filterOptions(
        events.items,
        (item) => item.event_id,
        (item) => item.name,
        browseTexts.any,
      )}
      venueOptions={filterOptions(
        venues.data?.items,
        (item) => item.venue_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      teamOptions={filterOptions(
        teams.data?.items,
        (item) => item.team_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      artistOptions={filterOptions(
        artists.data?.items,
        (item) => item.artist_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      onApply={(values) => setQuery({ ...kept, ...compactQuery(values, ticketFilterKeys) })}
      onClear={() => setQuery(kept)}
      layout={layout}
      onLayoutChange={setLayout}
      list={list}
      ticketAction={ticketAction}
      sellerAction={sellerRef && sellerAction ? sellerAction(sellerRef) : undefined}
      aside={aside}
    />
  );
}
