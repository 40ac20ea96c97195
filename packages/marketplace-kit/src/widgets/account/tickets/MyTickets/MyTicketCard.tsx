import { FOLLOW_TEXTS, TICKET_LOCKED_STATUSES, TICKET_MOVE_TO_SELL_STATUSES } from '@momento/contract/routes';
import type { Ticket } from '@momento/contract';
import { Badge, Button, Link } from '@momento/ui';
import { lazy, Suspense, useState } from 'react';
import { ticketStatusTone } from '#format/ticketStatus.ts';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';

import type { TicketAction } from '../TicketDialogs/TicketActionDialogs.tsx';
import { Fact, FactList } from '#widgets/shared/FactList.tsx';
import { TICKET_STATUS_LABELS } from '@momento/contract/routes';

// The dialogs and their requests load when a card first opens one: the list stays light.
const TicketActionDialog = lazy(async () => ({
  default: (await import('../TicketDialogs/TicketActionDialogs.tsx')).TicketActionDialog,
}));

/** Where Edit goes: the ticket form in Edit mode. */
export const editTicketHref = (productId: number) => `/account/mytickets/${productId}/edit`;

/** 'Move To Sell' is offered in the first group of statuses (the group is the contract's). */
export const canMoveToSell = (status: string) =>
  (TICKET_MOVE_TO_SELL_STATUSES as readonly string[]).includes(status);

/** Edit and Delete are offered unless the ticket is in one of the six terminal or locked states. */
export const canEditTicket = (status: string) =>
  !(TICKET_LOCKED_STATUSES as readonly string[]).includes(status);

export interface MyTicketCardProps {
  ticket: Ticket;
  /** Move To Sell, Edit and Delete are for active sellers only (see docs/rules/permissions.md). */
  isActiveSeller: boolean;
}

/**
 * One ticket of My Tickets: its name opens the own ticket detail (/mytickets/{product_id}) in a new tab, the status
 * badge uses the spec's labels, and the seller's actions follow the ticket's status.
 */
export function MyTicketCard({ ticket, isActiveSeller }: MyTicketCardProps) {
  const format = useFormat();
  const t = useTexts('listings', englishTexts);
  const ticketStatusLabel = useStatusLabel('ticket', TICKET_STATUS_LABELS);
  const navigation = useNavigation();
  const [action, setAction] = useState<TicketAction | null>(null);
  const titleId = `my-ticket-${ticket.product_id}`;
  const forSale = ticket.isSale === 1 || ticket.isSale === '1';
  const image = ticket.image?.image_400 ?? null;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image ? (
        <img className={styles.thumb} src={image} alt="" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link href={`/mytickets/${ticket.product_id}`} isExternal>
            {ticket.listing_name}
          </Link>
        </h2>
        <FactList>
          <Fact label={t.event}>{ticket.event_name}</Fact>
          <Fact label={t.venue}>{ticket.venue}</Fact>
          <Fact label={t.date}>{format.date(ticket.date)}</Fact>
          <Fact label={t.price}>{forSale ? format.money(ticket.cost) : t.showOnly}</Fact>
        </FactList>
        <div className={styles.badges}>
          <Badge tone={ticketStatusTone(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
          {/* How many buyers watch it, never who (docs/rules/follow.md). */}
          {ticket.watch_count ? (
            <Badge tone="info">{FOLLOW_TEXTS.watchingCount(ticket.watch_count)}</Badge>
          ) : null}
        </div>
      </div>
      {isActiveSeller && (
        <div className={styles.actions}>
          {canMoveToSell(ticket.status) && (
            <Button onPress={() => setAction({ kind: 'moveToSell', productId: ticket.product_id })}>
              {t.moveToSell}
            </Button>
          )}
          {canEditTicket(ticket.status) && (
            <>
              <Button
                variant="outline"
                aria-label={`${t.edit} ${ticket.listing_name}`}
                onPress={() => navigation.navigate(editTicketHref(ticket.product_id))}
              >
                {t.edit}
              </Button>
              <Button
                variant="outline"
                tone="danger"
                aria-label={`${t.delete} ${ticket.listing_name}`}
                onPress={() => setAction({ kind: 'delete', productId: ticket.product_id })}
              >
                {t.delete}
              </Button>
            </>
          )}
        </div>
      )}
      {action && (
        <Suspense fallback={null}>
          <TicketActionDialog action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </article>
  );
}
