import { isApiError, isForSale, useProduct } from '@momento/marketplace-kit';
import { useEffect } from 'react';
import * as styles from './embed.css.ts';
import { dispatch } from './events.ts';
import { allowedActions, ticketUrl, type ResolvedOptions } from './options.ts';
import { useEmbedTexts } from './texts.ts';
import { TicketEmbedView } from './TicketEmbedView.tsx';
import { EmbedActions } from './actions.tsx';

export interface TicketEmbedProps {
  options: ResolvedOptions & { productId: string };
  /** The placeholder: the events go there. */
  host: HTMLElement;
}

/** Loads the public ticket and renders TicketEmbedView; tells the page when it is ready or failed. */
export function TicketEmbed({ options, host }: TicketEmbedProps) {
  const texts = useEmbedTexts();
  const { data: ticket, error } = useProduct(options.productId);
  const productId = ticket?.product_id;
  const status = isApiError(error) ? error.status : undefined;

  useEffect(() => {
    if (productId !== undefined)
      dispatch(host, 'momento:ready', { widget: 'ticket', productId: String(productId) });
  }, [host, productId]);
  useEffect(() => {
    if (error)
      dispatch(host, 'momento:error', {
        message: error instanceof Error ? error.message : String(error),
        ...(status ? { status } : {}),
      });
  }, [host, error, status]);

  if (status === 404)
    return (
      <p part="message" className={styles.message}>
        {texts.noTicket}
      </p>
    );
  if (error)
    return (
      <p part="message" role="alert" className={styles.message}>
        {texts.error}
      </p>
    );
  if (!ticket) {
    return (
      <p part="message" className={styles.loading} aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  const href = ticketUrl(options, ticket.product_id);
  return (
    <TicketEmbedView
      ticket={ticket}
      href={href}
      actions={
        allowedActions(options.actions).length > 0 ? (
          <EmbedActions
            options={options}
            host={host}
            sellerId={ticket.seller.id}
            ticket={{
              product_id: ticket.product_id,
              listing_name: ticket.listing_name,
              price: ticket.sell_details.cost?.value ?? null,
              forSale: isForSale(ticket.isSale),
            }}
          />
        ) : undefined
      }
      onBuy={() =>
        dispatch(host, 'momento:buy', {
          productId: String(ticket.product_id),
          url: href,
          ...(options.partner ? { partner: options.partner } : {}),
        })
      }
    />
  );
}
