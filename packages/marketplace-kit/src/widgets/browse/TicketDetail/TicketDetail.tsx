import type { Ticket } from '@momento/contract';
import { Stack } from '@momento/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAddToCart } from '#api/cart/useAddToCart.ts';
import { isApiError } from '#api/ApiError.ts';
import { useProduct } from '#api/products/useProduct.ts';
import { useDeferredQuery } from '#api/useDeferredQuery.ts';
import { useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { emptyTexts, errorTexts } from '../browseTexts.ts';
import { LoadingState, MessageState } from '../../shared/LoadState.tsx';
import { TicketDetailView } from './TicketDetailView.tsx';

// The event's price history (its request, summary and chart) loads after the ticket shows, below it.
const PriceHistory = lazy(async () => ({
  default: (await import('../PriceHistory/PriceHistory.tsx')).PriceHistory,
}));

export interface TicketDetailProps {
  /** The product_id of /tickets/{product_id}. */
  productId: number | string;
  /**
   * Asks the app to open its login dialog (logged-out Add to Cart and seller actions; see docs/rules/permissions.md).
   */
  onRequireLogin?: () => void;
  /** Seller actions for a signed-in viewer. Without handlers the buttons are not shown. */
  onMessageSeller?: (sellerId: number) => void;
  onReportSeller?: (sellerId: number) => void;
  /** Make Offer; the ticket comes along so the offer dialog can start from it. */
  onMakeOffer?: (productId: number, ticket: Ticket) => void;
  /**
   * Where a successful Add to Cart goes (success goes to /mycart).
   * @default '/mycart'
   */
  cartHref?: string;
  /**
   * Shown beside Add to Cart: `(ticket) => <WatchButton target={{ type: 'TICKET', id: ticket.product_id }}
   * name={ticket.listing_name} ownerId={ticket.seller.id} />`.
   */
  ticketAction?: (ticket: Ticket) => ReactNode;
  /** Shown beside the seller's name: `(seller) => <WatchButton target={{ type: 'SELLER', id: seller.id }} ... />`. */
  sellerAction?: (seller: Ticket['seller']) => ReactNode;
}

/** /tickets/{product_id}: loads the ticket and renders TicketDetailView with the Add to Cart flow, then its event's price history. */
export function TicketDetail({
  productId,
  onRequireLogin,
  onMessageSeller,
  onReportSeller,
  onMakeOffer,
  cartHref = '/mycart',
  ticketAction,
  sellerAction,
}: TicketDetailProps) {
  // The ticket renders as a transition (React splits it into short slices), not inside the data's synchronous
  // update: the gallery and the details are the page's largest render (Lighthouse's total blocking time).
  const { data: ticket, error, isLoading } = useDeferredQuery(useProduct(productId));
  const session = useSession();
  const navigation = useNavigation();
  const addToCart = useAddToCart({ onSuccess: () => navigation.navigate(cartHref) });
  const validId = Number.isInteger(Number(productId)) && Number(productId) > 0;

  if (!validId || (isApiError(error) && error.status === 404))
    return <MessageState>{emptyTexts.noTicketsHome}</MessageState>;
  if (error) return <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>;
  if (isLoading || !ticket) return <LoadingState />;

  const viewerId = session.status === 'loggedIn' ? (session.user?.id ?? null) : null;
  const seller = ticket.seller.id;
  return (
    <Stack space="xlarge">
      <TicketDetailView
        ticket={ticket}
        viewerId={viewerId}
        isAddingToCart={addToCart.isPending}
        onAddToCart={() =>
          void addToCart.run({ type: 'BUY', product_id: ticket.product_id, name: ticket.listing_name })
        }
        onRequireLogin={onRequireLogin}
        onMessageSeller={onMessageSeller ? () => onMessageSeller(seller) : undefined}
        onReportSeller={onReportSeller ? () => onReportSeller(seller) : undefined}
        onMakeOffer={onMakeOffer ? () => onMakeOffer(ticket.product_id, ticket) : undefined}
        action={ticketAction?.(ticket)}
        sellerAction={sellerAction?.(ticket.seller)}
      />
      <Suspense fallback={null}>
        <PriceHistory key={ticket.event.event_id} eventId={ticket.event.event_id} />
      </Suspense>
    </Stack>
  );
}
