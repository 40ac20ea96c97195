import type { Ticket } from '@momento/contract';
import { Link, Stack } from '@momento/ui';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { ResultList, type ResultListState } from '../../shared/ResultList.tsx';
import { TicketCard } from '../TicketCard/TicketCard.tsx';

export interface CollectionDetailViewProps {
  /** The collection's name, when known (from its tickets). */
  name?: string | undefined;
  /** The collection's tickets: the result of `useCollectionTickets(id)`. */
  list: ResultListState<Ticket>;
}

/** /collections/{id}: the tickets of one collection with a Back link to /collections. */
export function CollectionDetailView({ name, list }: CollectionDetailViewProps) {
  return (
    <Stack space="large">
      <Link href="/collections" variant="standalone">
        {browseTexts.back}
      </Link>
      <h1 className={shared.pageHeading}>{name ?? browseTexts.collectionsHeading}</h1>
      <ResultList
        label={name ?? browseTexts.collectionsHeading}
        list={list}
        itemKey={(ticket) => ticket.product_id}
        emptyText={emptyTexts.noTickets}
        endText={emptyTexts.noMoreTickets}
        renderItem={(ticket) => <TicketCard ticket={ticket} />}
      />
    </Stack>
  );
}
