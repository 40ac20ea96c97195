import { useCallback } from 'react';
import { getAdminUsers } from '#api/admin/requests.ts';
import { useAdminPartners } from '#api/admin/useAdminData.ts';
import { useClient } from '#provider/MarketplaceProvider.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import type { SnippetHost } from '#widgets/account/partners/embedSnippet.ts';
import { embedSnippetTexts as englishTexts } from '#widgets/account/partners/embedSnippetTexts.ts';
import { useTicketSearch } from '#widgets/account/partners/EmbedSnippetBuilder/EmbedSnippetBuilder.tsx';
import {
  EmbedSnippetBuilderView,
  type SnippetSearch,
} from '#widgets/account/partners/EmbedSnippetBuilder/EmbedSnippetBuilderView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { LoadError } from '../AdminStates.tsx';
import * as admin from '../admin.css.ts';

export interface PartnerEmbedBuilderProps {
  /** The partner whose snippet this is (its id, as in /admin/partners/{id}/embed). */
  partnerId: number;
  /** Where the snippet's loader, API and site are: this site's absolute URLs. */
  host: SnippetHost;
}

/** The seller picker's search in the admin area: users by name or e-mail who registered as sellers. */
function useSellerSearch(): SnippetSearch {
  const client = useClient();
  return useCallback(
    async (text, signal) => {
      const page = await getAdminUsers(client, { q: text.trim() || undefined }, signal);
      return page.items
        .filter((user) => user.seller_status !== null)
        .map((user) => ({ value: String(user.id), label: user.name, description: user.email }));
    },
    [client],
  );
}

/**
 * The admin area's embed builder for one partner: any ticket for sale or any seller's tickets, the snippet carrying the
 * partner's attribution (`data-partner`: the partner's id, the marker the site reads from `?partner=`).
 */
export function PartnerEmbedBuilder({ partnerId, host }: PartnerEmbedBuilderProps) {
  const t = useTexts('embedSnippet', englishTexts);
  const partners = useAdminPartners();
  const searchTickets = useTicketSearch();
  const searchSellers = useSellerSearch();
  const partner = partners.data?.find((item) => item.id === partnerId);
  if (partner) {
    return (
      <EmbedSnippetBuilderView
        // A new partner starts a new form: its attribution is the form's starting value.
        key={partner.id}
        host={host}
        title={t.partnerTitle(partner.name)}
        intro={t.partnerIntro}
        partner={String(partner.id)}
        searchTickets={searchTickets}
        searchSellers={searchSellers}
      />
    );
  }
  return (
    <section className={admin.page} aria-label={t.formLabel}>
      {partners.error && !partners.data ? (
        <LoadError error={partners.error} onRetry={() => void partners.mutate()} />
      ) : partners.isLoading || !partners.data ? (
        <LoadingState />
      ) : (
        <MessageState>{t.partnerMissing}</MessageState>
      )}
    </section>
  );
}
