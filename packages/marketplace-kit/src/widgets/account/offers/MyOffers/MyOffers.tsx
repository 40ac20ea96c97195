import { useOffers } from '#api/offers/useOffers.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { isActiveSeller as activeSeller } from '#session/sessionStore.ts';
import type { QueryChangeOptions } from '#widgets/browse/searchQuery.ts';
import { MyOffersView, type OfferTab } from './MyOffersView.tsx';

export interface MyOffersProps {
  /** The query string: `tab` (buy or sell). */
  query: Readonly<Record<string, string | undefined>>;
  onQueryChange: (next: Record<string, string>, options?: QueryChangeOptions) => void;
  /** The thread's address. @default '/account/myoffers/{offer_no}' */
  offerHref?: (offerNo: string) => string;
}

/** /account/myoffers, connected: the side comes from the query string; Sell exists for active sellers only. */
export function MyOffers({ query, onQueryChange, offerHref }: MyOffersProps) {
  const session = useSession();
  const isActiveSeller = activeSeller(session.permissions);
  const tab: OfferTab = query['tab'] === 'sell' && isActiveSeller ? 'sell' : 'buy';
  const buy = useOffers('BUY', { enabled: tab === 'buy' });
  const sell = useOffers('SELL', { enabled: tab === 'sell' });
  return (
    <MyOffersView
      tab={tab}
      isActiveSeller={isActiveSeller}
      onTabChange={(next) => onQueryChange(next === 'sell' ? { tab: 'sell' } : {})}
      buy={buy}
      sell={sell}
      offerHref={offerHref}
    />
  );
}
