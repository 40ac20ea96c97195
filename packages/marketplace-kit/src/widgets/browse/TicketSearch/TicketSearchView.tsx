import type { Event, SellerRef, Ticket } from '@momento/contract';
import { Skeleton, Stack } from '@momento/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import type { FilterOption } from '../filterOptions.ts';
import { ResultList, type ResultListState } from '../../shared/ResultList.tsx';
import { TicketCard, type TicketCardLayout } from '../TicketCard/TicketCard.tsx';
import type { TicketFilterValues } from '../TicketFilters/ticketFilterKeys.ts';

/** The event's header, only for a search of one event (`event=`): its code comes with the event's data. */
const EventHeader = lazy(async () => ({
  default: (await import('../EventHeader/EventHeader.tsx')).EventHeader,
}));
// The event's price history (its request and chart) likewise, with ?event= only.
const PriceHistory = lazy(async () => ({
  default: (await import('../PriceHistory/PriceHistory.tsx')).PriceHistory,
}));

// The filter form (date picker, selects, money fields) is its own chunk: results show before it has loaded, and the
// /tickets route stays within its bundle budget.
const TicketFilters = lazy(async () => ({
  default: (await import('../TicketFilters/TicketFilters.tsx')).TicketFilters,
}));
// The list/grid toggle (a react-aria radio group with its focus management) likewise: the results show in the
// default grid meanwhile.
// The fair-price badges (one comparison per card) load after the results show.
const FairPriceBadge = lazy(async () => ({
  default: (await import('../FairPriceBadge/FairPriceBadge.tsx')).FairPriceBadge,
}));
const LayoutToggle = lazy(async () => ({ default: (await import('./LayoutToggle.tsx')).LayoutToggle }));
// The seller panel (with ?seller= only) likewise: most searches have no seller; TicketSearch asks for it as soon as the
// query names one, so it is there by the time the tickets give the seller's name.
const loadSellerPanel = () => import('../SellerPanel/SellerPanel.tsx');
const SellerPanel = lazy(async () => ({ default: (await loadSellerPanel()).SellerPanel }));

/** Starts loading the seller panel's code (a search with ?seller=). */
export function preloadSellerPanel(): void {
  void loadSellerPanel();
}

export interface TicketSearchViewProps {
  /** The search words (?q=), shown in the heading. */
  q?: string | undefined;
  /** The seller of ?seller= (shown in a panel above the results). */
  seller?: Pick<SellerRef, 'id' | 'name'> | null;
  /** The signed-in viewer's user id, null while logged out (the seller panel's rules). */
  viewerId?: number | null;
  /** Logged out, the seller panel's actions ask for a login through this. */
  onRequireLogin?: () => void;
  /** The seller panel's actions; without a handler an action is not shown to a signed-in viewer. */
  onMessageSeller?: () => void;
  onReportSeller?: () => void;
  onMakeOffer?: () => void;
  /** The event of ?event= (shown as a header above the results). */
  event?: Event | null;
  /** The app's own content under the seller panel, the event header and its price history, above the filters. */
  aside?: ReactNode;
  filters: TicketFilterValues;
  subGenreOptions: readonly FilterOption[];
  eventOptions: readonly FilterOption[];
  venueOptions: readonly FilterOption[];
  teamOptions: readonly FilterOption[];
  artistOptions: readonly FilterOption[];
  onApply: (filters: TicketFilterValues) => void;
  onClear: () => void;
  /** @default 'grid' */
  layout?: TicketCardLayout;
  onLayoutChange?: (layout: TicketCardLayout) => void;
  /** The tickets: the result of `useProducts(filters)`. */
  list: ResultListState<Ticket>;
  /** Shown on each card beside the listing name (the compact `WatchButton`). */
  ticketAction?: (ticket: Ticket) => ReactNode;
  /** Shown beside the seller's name in the panel of ?seller= (the seller's `WatchButton`). */
  sellerAction?: ReactNode;
}

/**
 * /tickets: the filters, the optional seller panel, event header and the event's price history, a list/grid toggle and
 * the results.
 */
export function TicketSearchView(props: TicketSearchViewProps) {
  const { q, seller, event, filters, layout = 'grid', onLayoutChange } = props;
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>
        {q ? `${browseTexts.ticketsHeading}: ${q}` : browseTexts.ticketsHeading}
      </h1>
      {seller ? (
        <Suspense fallback={null}>
          <SellerPanel
            seller={seller}
            linkToTickets={false}
            viewerId={props.viewerId}
            onRequireLogin={props.onRequireLogin}
            onMessage={props.onMessageSeller}
            onReport={props.onReportSeller}
            onMakeOffer={props.onMakeOffer}
            action={props.sellerAction}
          />
        </Suspense>
      ) : null}
      {event ? (
        <Suspense fallback={null}>
          <EventHeader event={event} />
        </Suspense>
      ) : null}
      {event ? (
        <Suspense fallback={null}>
          <PriceHistory key={event.event_id} eventId={event.event_id} />
        </Suspense>
      ) : null}
      {props.aside}
      <Suspense fallback={<Skeleton shape="rect" height="8rem" />}>
        <TicketFilters values={filters} {...props} />
      </Suspense>
      <Suspense fallback={<Skeleton shape="rect" height="3.5rem" />}>
        <LayoutToggle layout={layout} onLayoutChange={onLayoutChange} />
      </Suspense>
      <ResultList
        label={browseTexts.ticketsHeading}
        list={props.list}
        itemKey={(ticket) => ticket.product_id}
        emptyText={emptyTexts.noTickets}
        endText={emptyTexts.noMoreTickets}
        layout={layout}
        renderItem={(ticket) => (
          <TicketCard
            ticket={ticket}
            layout={layout}
            action={props.ticketAction?.(ticket)}
            priceBadge={
              <Suspense fallback={null}>
                <FairPriceBadge ticket={ticket} />
              </Suspense>
            }
          />
        )}
      />
    </Stack>
  );
}
