import { useId } from 'react';
import type { Ticket } from '@momento/contract';
import { Button } from '@momento/ui';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { emptyTexts as englishEmpty, ticketTexts as englishTexts } from '../ticketTexts.ts';
import { MyTicketCard } from './MyTicketCard.tsx';

export interface MyTicketsViewProps {
  /** The tickets: the result of `useMyTickets()`. */
  list: ResultListState<Ticket>;
  /** 'Add Ticket', Move To Sell, Edit and Delete are for active sellers only (see docs/rules/permissions.md). */
  isActiveSeller: boolean;
  /** 'Add Ticket': the ticket form in Add mode. */
  onAddTicket: () => void;
}

/**
 * My Tickets: the seller's tickets with infinite scroll ('No Tickets Found', 'No more
 * tickets found'), each with its status badge and the actions its status allows.
 */
export function MyTicketsView({ list, isActiveSeller, onAddTicket }: MyTicketsViewProps) {
  const emptyTexts = useTexts('empty', englishEmpty);
  const t = useTexts('listings', englishTexts);
  const myTicketsTitleId = useId();
  return (
    <section className={styles.page} aria-labelledby={myTicketsTitleId}>
      <div className={styles.header}>
        <h1 id={myTicketsTitleId} className={styles.heading}>
          {t.myTickets}
        </h1>
        {isActiveSeller && <Button onPress={onAddTicket}>{t.addTicket}</Button>}
      </div>
      <ResultList
        label={t.ticketsList}
        layout="list"
        list={list}
        itemKey={(ticket) => ticket.product_id}
        renderItem={(ticket) => <MyTicketCard ticket={ticket} isActiveSeller={isActiveSeller} />}
        emptyText={emptyTexts.noTickets}
        endText={emptyTexts.noMoreTickets}
      />
    </section>
  );
}
