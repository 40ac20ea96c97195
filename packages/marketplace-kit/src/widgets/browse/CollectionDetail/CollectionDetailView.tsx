import type { Ticket } from '@momento/contract';
import { Inline, Link, Stack } from '@momento/ui';
import type { ReactNode } from 'react';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { ResultList, type ResultListState } from '../../shared/ResultList.tsx';
import { TicketCard } from '../TicketCard/TicketCard.tsx';

export interface CollectionDetailViewProps {
  /** The collection's name, when known (from its tickets). */
  name?: string | undefined;
  /** The collection's tickets: the result of `useCollectionTickets(id)`. */
  list: ResultListState<Ticket>;
  /** Shown beside the collection's name: its full `WatchButton`. */
  action?: ReactNode;
  /** Shown on each ticket card beside its name: the compact `WatchButton`. */
  ticketAction?: (ticket: Ticket) => ReactNode;
}

/** /collections/{id}: the tickets of one collection with a Back link to /collections. */
export function CollectionDetailView({ name, list, action, ticketAction }: CollectionDetailViewProps) {
  const heading = <h1 className={shared.pageHeading}>{name ?? browseTexts.collectionsHeading}</h1>;
  return (
    <Stack space="large">
      <Link href="/collections" variant="standalone">
        {browseTexts.back}
      </Link>
      {action ? (
        <Inline space="small" alignY="center" justify="space-between" wrap>
          {heading}
          {action}
        </Inline>
      ) : (
        heading
      )}
      <ResultList
        label={name ?? browseTexts.collectionsHeading}
        list={list}
        itemKey={(ticket) => ticket.product_id}
        emptyText={emptyTexts.noTickets}
        endText={emptyTexts.noMoreTickets}
        renderItem={(ticket) => <TicketCard ticket={ticket} action={ticketAction?.(ticket)} />}
      />
    </Stack>
  );
}
