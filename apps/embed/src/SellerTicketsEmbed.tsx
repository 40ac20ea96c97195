import {
  getProducts,
  isApiError,
  isForSale,
  productKeys,
  TicketCard,
  useClient,
} from '@momento/marketplace-kit';
import { Link } from '@momento/ui';
import { useEffect, type ComponentType, type MouseEvent } from 'react';
import useSWR from 'swr';
import type { EmbedActionsProps } from './actions/types.ts';
import * as styles from './embed.css.ts';
import { dispatch } from './events.ts';
import { allowedActions, sellerTicketsUrl, ticketUrl, type ResolvedOptions } from './options.ts';
import { useEmbedTexts } from './texts.ts';

/**
 * This chunk's own stylesheet (the ticket cards), adopted beside the entry's: the tickets widget is a chunk of its
 * own, loaded when a tickets placeholder mounts, so a page that shows a ticket never downloads it. The build
 * replaces the marker (build/chunkCss.ts); under Vitest it stays a comment.
 */
export const sellerTicketsCss: string = '/*__MOMENTO_EMBED_CSS__*/';

export interface SellerTicketsEmbedProps {
  options: ResolvedOptions;
  host: HTMLElement;
  /**
   * The action buttons, from the widget chunk (widget.tsx): passed in, not imported, so that this chunk, which the
   * actions' chunk imports for the code they share, does not import the actions in turn.
   */
  Actions: ComponentType<EmbedActionsProps>;
}

/**
 * A seller's or an event's tickets (first page, up to `limit`), each opening on the Momento site in a new tab, each
 * on sale with Buy now and Add to cart (when the partner allows `buy`). A seller's tickets also offer Make Offer (the
 * seller's tickets in the picker, none chosen) and Message seller.
 */
export function SellerTicketsEmbed({ options, host, Actions }: SellerTicketsEmbedProps) {
  const texts = useEmbedTexts();
  const filters = options.seller ? { seller: Number(options.seller) } : { event: Number(options.event) };
  const client = useClient();
  // The first page only (the widget shows up to `limit` of it, never more pages): plain SWR under the key of the kit's
  // infinite list's first page (useProducts), without the infinite list's code in this chunk.
  const { data, isLoading, error } = useSWR([...productKeys.list(filters), 1], () =>
    getProducts(client, { ...filters, page: 1 }),
  );
  const items = data?.items ?? [];
  const isEmpty = data !== undefined && items.length === 0;
  const shown = items.slice(0, options.limit);
  const allowed = allowedActions(options.actions);
  // Each card's cart buttons and Watch: the widget's one session, signed in once for every card.
  const cardOptions = { ...options, actions: allowed.filter((name) => name === 'buy' || name === 'watch') };
  const loaded = !isLoading && !error;
  const status = isApiError(error) ? error.status : undefined;

  useEffect(() => {
    if (loaded) dispatch(host, 'momento:ready', { widget: 'listings', count: shown.length });
  }, [host, loaded, shown.length]);
  useEffect(() => {
    if (error)
      dispatch(host, 'momento:error', {
        message: error instanceof Error ? error.message : String(error),
        ...(status ? { status } : {}),
      });
  }, [host, error, status]);

  // One listener for every card link: the page hears which ticket the visitor opened.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const link = target.closest('a');
    const productId = target.closest('[data-product-id]')?.getAttribute('data-product-id');
    if (link && productId)
      dispatch(host, 'momento:buy', {
        productId,
        url: link.getAttribute('href') ?? '',
        ...(options.partner ? { partner: options.partner } : {}),
      });
  };

  if (error)
    return (
      <p part="message" role="alert" className={styles.message}>
        {texts.error}
      </p>
    );
  if (isLoading) {
    return (
      <p part="message" className={styles.loading} aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  if (isEmpty)
    return (
      <p part="message" className={styles.message}>
        {texts.noTickets}
      </p>
    );
  return (
    <section className={styles.listings} aria-label={texts.ticketsFrom} onClickCapture={onClick}>
      <ul part="list" className={styles.list}>
        {shown.map((ticket) => (
          <li key={ticket.product_id} part="card" data-product-id={ticket.product_id}>
            <TicketCard ticket={ticket} href={ticketUrl(options, ticket.product_id)} headingLevel={3} />
            {(allowed.includes('buy') || allowed.includes('watch')) && isForSale(ticket.isSale) ? (
              <Actions
                options={cardOptions}
                host={host}
                sellerId={ticket.seller.id}
                ticket={{
                  product_id: ticket.product_id,
                  listing_name: ticket.listing_name,
                  price: ticket.sell_details.cost?.value ?? null,
                  forSale: true,
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <Link
        part="see-all"
        href={sellerTicketsUrl(options)}
        isExternal
        externalLabel={texts.newTab}
        variant="standalone"
      >
        {texts.seeAll}
      </Link>
      {options.seller && (allowed.includes('offer') || allowed.includes('message')) ? (
        <Actions options={options} host={host} sellerId={Number(options.seller)} />
      ) : null}
    </section>
  );
}
