import type { Ticket } from '@momento/contract';
import type { ComboboxOption } from '@momento/ui';
import { useCallback, useMemo } from 'react';
import { getProducts } from '#api/products/getProducts.ts';
import { useProducts } from '#api/products/useProducts.ts';
import { errorTexts as englishErrors } from '#texts.ts';
import { MarketplaceLink, useClient, useSession } from '#provider/MarketplaceProvider.tsx';
import { isSeller } from '#session/sessionStore.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat, type LocaleFormat } from '#locale/useFormat.ts';
import type { SnippetHost } from '../embedSnippet.ts';
import { embedSnippetTexts as englishTexts } from '../embedSnippetTexts.ts';
import { EmbedSnippetBuilderView, type SnippetSearch } from './EmbedSnippetBuilderView.tsx';
import * as styles from './EmbedSnippetBuilder.css.ts';

/** A ticket as a picker's option: its name, with the event and date (in the provider's locale) under it. */
export function ticketOption(ticket: Ticket, format: LocaleFormat): ComboboxOption {
  return {
    value: String(ticket.product_id),
    label: ticket.listing_name,
    description: `${ticket.event_name} · ${format.date(ticket.date)}`,
  };
}

/** The ticket picker's search: tickets for sale by name (the search's first page), optionally one seller's only. */
export function useTicketSearch(seller?: number): SnippetSearch {
  const client = useClient();
  const format = useFormat();
  return useCallback(
    async (text, signal) => {
      const page = await getProducts(
        client,
        { q: text.trim() || undefined, ...(seller ? { seller } : {}) },
        signal,
      );
      return page.items.map((ticket) => ticketOption(ticket, format));
    },
    [client, seller, format],
  );
}

export interface EmbedSnippetBuilderProps {
  /** Where the snippet's loader, API and site are: this site's absolute URLs. */
  host: SnippetHost;
}

/**
 * The signed-in seller's embed builder: their tickets widget or one of their tickets. A user who is not a seller is
 * told how to become one; a seller with nothing for sale is told to list a ticket first. Expects a signed-in user (the
 * app's login gate goes around it).
 */
export function EmbedSnippetBuilder({ host }: EmbedSnippetBuilderProps) {
  const t = useTexts('embedSnippet', englishTexts);
  const { user, permissions } = useSession();
  if (!isSeller(permissions) || !user) {
    return (
      <section className={styles.page} aria-label={t.sellerTitle}>
        <h1 className={styles.heading}>{t.sellerTitle}</h1>
        <p className={styles.muted}>
          {t.notSeller} <MarketplaceLink href="/account/seller">{t.becomeSeller}</MarketplaceLink>
        </p>
      </section>
    );
  }
  return <SellerBuilder host={host} seller={{ id: user.id, name: user.name }} />;
}

function SellerBuilder({
  host,
  seller,
}: EmbedSnippetBuilderProps & { seller: { id: number; name: string } }) {
  const errorTexts = useTexts('errors', englishErrors);
  const t = useTexts('embedSnippet', englishTexts);
  const tickets = useProducts({ seller: seller.id });
  const searchTickets = useTicketSearch(seller.id);
  const ownSeller = useMemo(() => ({ id: String(seller.id), name: seller.name }), [seller.id, seller.name]);
  const state =
    tickets.error && tickets.items.length === 0 ? (
      <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>
    ) : tickets.isLoading ? (
      <LoadingState />
    ) : tickets.isEmpty ? (
      <MessageState>{t.noListings}</MessageState>
    ) : null;
  if (state) {
    return (
      <section className={styles.page} aria-label={t.sellerTitle}>
        <h1 className={styles.heading}>{t.sellerTitle}</h1>
        {state}
      </section>
    );
  }
  return (
    <EmbedSnippetBuilderView
      host={host}
      title={t.sellerTitle}
      intro={t.sellerIntro}
      ownSeller={ownSeller}
      searchTickets={searchTickets}
    />
  );
}
