import { lazy, Suspense, useCallback, useState } from 'react';
import type { SellerActionRequest } from '../lazy/SellerAction.tsx';

// Everything the seller panel's actions need (the messaging request, the Report Seller and Make Offer dialogs with
// their requests) is one chunk, loaded the first time a visitor presses one, without a preload list (vite.config.ts):
// the pages that carry the panel stay small.
const SellerAction = lazy(() => import('../lazy/SellerAction.tsx'));

/** A ticket Make Offer starts from (preselected in the offer dialog's picker). */
export type OfferTicket = {
  product_id: number;
  listing_name: string;
  seller: { id: number };
  sell_details: { cost: { value: string } | null };
};

/**
 * The seller panel's actions for a signed-in visitor, on a ticket page and on a seller's tickets: Message seller
 * opens (or reuses) the room with the seller and goes to it; Report seller opens the Report Seller dialog; Make Offer
 * opens the offer dialog, from the page's ticket or with none chosen, and a sent offer goes to its thread.
 */
export function useSellerActions() {
  const [request, setRequest] = useState<SellerActionRequest | null>(null);
  const onMessageSeller = useCallback((sellerId: number) => setRequest({ kind: 'message', sellerId }), []);
  const onReportSeller = useCallback((sellerId: number) => setRequest({ kind: 'report', sellerId }), []);
  const onMakeOffer = useCallback((sellerId: number, listing?: OfferTicket) => {
    const ticket = listing
      ? {
          product_id: listing.product_id,
          product_listing_name: listing.listing_name,
          price: listing.sell_details.cost?.value ?? null,
        }
      : undefined;
    setRequest({ kind: 'offer', sellerId, ticket });
  }, []);
  const done = useCallback(() => setRequest(null), []);
  const dialog =
    request === null ? null : (
      <Suspense fallback={null}>
        <SellerAction request={request} onDone={done} />
      </Suspense>
    );
  return { onMessageSeller, onReportSeller, onMakeOffer, dialog };
}
