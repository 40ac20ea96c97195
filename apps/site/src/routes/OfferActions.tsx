import { useNavigation, type TicketDetailProps } from '@momento/marketplace-kit';
import { lazy, Suspense, useCallback, useState } from 'react';

const MakeOfferDialog = lazy(() => import('../lazy/MakeOfferDialog.tsx'));

/** The listing TicketDetail hands to Make Offer. */
type Listing = Parameters<NonNullable<TicketDetailProps['onMakeOffer']>>[1];

/**
 * Make Offer on a ticket page for a signed-in visitor: the offer dialog starts from the listing, with the seller's
 * other tickets in its picker; a sent offer goes to its thread. (Logged out, the ticket page opens the login dialog.)
 */
export function useMakeOffer() {
  const navigation = useNavigation();
  const [ticket, setTicket] = useState<Listing | null>(null);
  const onMakeOffer = useCallback((_productId: number, listing: Listing) => setTicket(listing), []);
  const dialog =
    ticket === null ? null : (
      <Suspense fallback={null}>
        <MakeOfferDialog
          sellerId={ticket.seller.id}
          ticket={{ product_id: ticket.product_id, product_listing_name: ticket.listing_name, price: ticket.sell_details.cost?.value ?? null }}
          onClose={() => setTicket(null)}
          onSent={(offerNo) => {
            setTicket(null);
            navigation.navigate(`/account/myoffers/${encodeURIComponent(offerNo)}`);
          }}
        />
      </Suspense>
    );
  return { onMakeOffer, dialog };
}
