import type { Ticket } from '@momento/contract';
import { isForSale } from '@momento/contract/routes';
import type { ReactNode } from 'react';
import { Badge, cardClass, Image, Link } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { browseTexts } from '../browseTexts.ts';
import * as styles from './TicketCard.css.ts';

export const ticketCardLayouts = ['grid', 'list'] as const;
export type TicketCardLayout = (typeof ticketCardLayouts)[number];

export interface TicketCardProps {
  ticket: Pick<
    Ticket,
    'product_id' | 'listing_name' | 'event_name' | 'date' | 'venue' | 'cost' | 'isSale' | 'image'
  >;
  /**
   * Grid cards stack the image over the text; list rows put a thumbnail beside it.
   * @default 'grid'
   */
  layout?: TicketCardLayout;
  /**
   * Where the card links. Lists open the public detail in a new tab.
   * @default `/tickets/${product_id}`
   */
  href?: string;
  /**
   * Open the link in a new tab.
   * @default true
   */
  opensInNewTab?: boolean;
  /**
   * Level of the listing-name heading, one below the list's heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Shown after the price of a ticket for sale (the search's fair-price badge). */
  priceBadge?: ReactNode;
  /** Shown beside the listing name: the compact `WatchButton` (`<WatchButton variant="compact" ... />`). */
  action?: ReactNode;
}

/** One ticket in search results and collections: image, listing name (link), event, date, venue, price. */
export function TicketCard({
  ticket,
  layout = 'grid',
  href,
  opensInNewTab = true,
  headingLevel = 2,
  priceBadge,
  action,
}: TicketCardProps) {
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const forSale = isForSale(ticket.isSale);
  const texts = useTexts('browse', browseTexts);
  const heading = (
    <Heading className={styles.title}>
      <Link href={href ?? `/tickets/${ticket.product_id}`} isExternal={opensInNewTab} variant="standalone">
        {ticket.listing_name}
      </Link>
    </Heading>
  );
  return (
    // A Card's surface without a Card (a Box): no bundle that shows ticket cards carries the layout atoms for it.
    <article className={`${cardClass('medium')} ${styles.card}`} data-layout={layout}>
      {ticket.image ? (
        // Decorative: the listing name next to it says what it shows.
        <Image
          className={styles.media}
          sources={{ 400: ticket.image.image_400 }}
          alt=""
          width={400}
          height={300}
          sizes={layout === 'list' ? '120px' : '(min-width: 600px) 300px, 100vw'}
          isRounded
        />
      ) : null}
      <div>
        {action ? (
          <div className={styles.titleRow}>
            {heading}
            {action}
          </div>
        ) : (
          heading
        )}
        <p className={styles.meta}>{ticket.event_name}</p>
        {/* Event dates are calendar days stored as midnight UTC: shown in UTC so they never shift a day. */}
        <p className={styles.meta}>
          {format.date(ticket.date, { timeZone: 'UTC' })} · {ticket.venue}
        </p>
        {forSale ? (
          <p className={styles.price}>
            {format.money(ticket.cost)}
            {priceBadge ? <> {priceBadge}</> : null}
          </p>
        ) : (
          <p className={styles.notForSale}>
            <Badge tone="warning">{texts.notForSale}</Badge>
          </p>
        )}
      </div>
    </article>
  );
}
