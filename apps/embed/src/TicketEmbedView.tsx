import { useId, type ReactNode } from 'react';
import type { TicketDetailViewProps } from '@momento/marketplace-kit';
import { formatDate, formatMoney, isForSale, useLocale } from '@momento/marketplace-kit';
import { Image, Link } from '@momento/ui';
import * as styles from './embed.css.ts';
import { useEmbedTexts } from './texts.ts';

export interface TicketEmbedViewProps {
  ticket: Pick<
    TicketDetailViewProps['ticket'],
    'product_id' | 'listing_name' | 'event_name' | 'date' | 'venue' | 'cost' | 'isSale' | 'images'
  >;
  /** The actions the partner allowed (Buy now, Add to cart, Make Offer, Message seller), in place of the Buy link. */
  actions?: ReactNode;
  /** The ticket on the Momento site (`<site>/tickets/{id}?partner=`), opened in a new tab. */
  href: string;
  /** Called when the visitor follows the Buy (or View on Momento) link; the link itself opens the tab. */
  onBuy?: () => void;
}

/**
 * The ticket widget: image, listing name, event, date, venue, price, and the partner's actions or else a Buy link to
 * the Momento site. Checkout and payment always happen on the Momento site.
 */
export function TicketEmbedView({ ticket, href, onBuy, actions }: TicketEmbedViewProps) {
  const texts = useEmbedTexts();
  const locale = useLocale();
  const ticketTitleId = useId();
  const forSale = isForSale(ticket.isSale);
  const image = ticket.images[0];
  return (
    <article part="card" className={styles.card} aria-labelledby={ticketTitleId}>
      {image ? (
        <div part="media">
          {/* Decorative: the listing name next to it says what it shows. */}
          <Image
            className={styles.media}
            sources={{ 200: image.image_200, 400: image.image_400, 600: image.image_600 }}
            alt=""
            width={400}
            height={300}
            sizes="(min-width: 600px) 240px, 100vw"
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <p className={styles.eyebrow}>{texts.ticketDetails}</p>
        <h2 part="title" id={ticketTitleId} className={styles.title}>
          {ticket.listing_name}
        </h2>
        <p part="meta" className={styles.meta}>
          {ticket.event_name}
        </p>
        {/* Event dates are calendar days stored as midnight UTC: shown in UTC so they never shift a day. */}
        <p part="meta" className={styles.meta}>
          {formatDate(ticket.date, { timeZone: 'UTC', locale })} · {ticket.venue}
        </p>
        <p part="price" className={styles.price}>
          {forSale ? (
            <>
              <span className={styles.meta}>{texts.price} </span>
              {formatMoney(ticket.cost, { locale })}
            </>
          ) : (
            texts.notForSale
          )}
        </p>
        {actions ?? (
          <div className={styles.actions}>
            <Link
              part="buy-button"
              href={href}
              isExternal
              externalLabel={texts.newTab}
              appearance={{ variant: forSale ? 'solid' : 'outline', size: 'large' }}
              onClick={onBuy}
            >
              {forSale ? texts.buy : texts.viewOnMomento}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
