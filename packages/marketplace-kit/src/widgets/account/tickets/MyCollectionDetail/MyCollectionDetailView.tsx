import { useId } from 'react';
import type { Ticket } from '@momento/contract';
import { Button, Link } from '@momento/ui';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import * as styles from '../tickets.css.ts';
import { emptyTexts as englishEmpty, ticketTexts as englishTexts } from '../ticketTexts.ts';
import { Fact, FactList } from '#widgets/shared/FactList.tsx';

export interface MyCollectionDetailViewProps {
  /** The collection's name, when known (from its tickets). */
  name?: string | undefined;
  /** The collection's tickets: the result of `useMyCollectionTickets(id)`. */
  list: ResultListState<Ticket>;
  /** Remove is for active sellers only (see docs/rules/permissions.md). */
  isActiveSeller: boolean;
  /** The ticket whose removal is being sent. */
  removingId?: number | null;
  onRemove: (ticket: Ticket) => void;
  /** @default '/account/mycollection' */
  backHref?: string;
}

/**
 * One of the seller's collections: its tickets (product_id, listing_name, event_name,
 * significance, venue, date, teams, artists, cost and image) with a Remove button each, and a Back link.
 */
export function MyCollectionDetailView({
  name,
  list,
  isActiveSeller,
  removingId = null,
  onRemove,
  backHref = '/account/mycollection',
}: MyCollectionDetailViewProps) {
  const format = useFormat();
  const emptyTexts = useTexts('empty', englishEmpty);
  const t = useTexts('listings', englishTexts);
  const myCollectionTitleId = useId();
  return (
    <section className={styles.page} aria-labelledby={myCollectionTitleId}>
      <Link href={backHref} variant="standalone">
        {t.back}
      </Link>
      <h1 id={myCollectionTitleId} className={styles.heading}>
        {name ?? t.myCollections}
      </h1>
      <ResultList
        label={t.collectionTickets}
        layout="list"
        list={list}
        itemKey={(ticket) => ticket.product_id}
        emptyText={emptyTexts.noTickets}
        endText={emptyTexts.noMoreTickets}
        renderItem={(ticket) => (
          <article className={styles.card} aria-labelledby={`collection-ticket-${ticket.product_id}`}>
            {ticket.image ? (
              <img className={styles.thumb} src={ticket.image.image_400} alt="" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <div className={styles.cardBody}>
              <h2 id={`collection-ticket-${ticket.product_id}`} className={styles.cardTitle}>
                {ticket.listing_name}
              </h2>
              <FactList>
                <Fact label={t.productId}>{ticket.product_id}</Fact>
                <Fact label={t.event}>{ticket.event_name}</Fact>
                {ticket.significance && (
                  <>
                    <Fact label={t.significance}>{ticket.significance}</Fact>
                  </>
                )}
                <Fact label={t.venue}>{ticket.venue}</Fact>
                <Fact label={t.date}>{format.date(ticket.date)}</Fact>
                {ticket.teams.length > 0 && (
                  <>
                    <Fact label={t.teams}>{ticket.teams.join(', ')}</Fact>
                  </>
                )}
                {ticket.artists.length > 0 && (
                  <>
                    <Fact label={t.artists}>{ticket.artists.join(', ')}</Fact>
                  </>
                )}
                <Fact label={t.price}>{ticket.cost ? format.money(ticket.cost) : t.showOnly}</Fact>
              </FactList>
            </div>
            {isActiveSeller && (
              <div className={styles.actions}>
                <Button
                  variant="outline"
                  tone="danger"
                  aria-label={`${t.remove} ${ticket.listing_name}`}
                  isPending={removingId === ticket.product_id}
                  onPress={() => onRemove(ticket)}
                >
                  {t.remove}
                </Button>
              </div>
            )}
          </article>
        )}
      />
    </section>
  );
}
