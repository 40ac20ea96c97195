import { useEffect } from 'react';
import { useOwnTicket } from '#api/products/useOwnTicket.ts';
import { useMarketplace, useSession } from '#provider/MarketplaceProvider.tsx';
import { emptyTexts as englishEmpty, errorTexts as englishErrors } from '#widgets/browse/browseTexts.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { TicketDetailView } from '#widgets/browse/TicketDetail/TicketDetailView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface OwnTicketDetailProps {
  /** The product_id of /mytickets/{id}. */
  productId: number | string;
  /** A logged-out visitor is asked to log in (account routes). */
  onRequireLogin?: () => void;
}

/** /mytickets/{id}: the signed-in user's own ticket, read-only (no Add to Cart, no seller actions). */
export function OwnTicketDetail({ productId, onRequireLogin }: OwnTicketDetailProps) {
  const emptyTexts = useTexts('empty', englishEmpty);
  const errorTexts = useTexts('errors', englishErrors);
  const session = useSession();
  const { data: ticket, error, isLoading } = useOwnTicket(productId);
  const loggedOut = session.status === 'loggedOut';
  const { session: store } = useMarketplace();
  useEffect(() => {
    // The store must agree (session changes reach the tree as a transition, after a sign-in's navigation).
    if (loggedOut && store.getSnapshot().status === 'loggedOut') onRequireLogin?.();
  }, [loggedOut, store, onRequireLogin]);

  if (loggedOut) return <MessageState>{emptyTexts.noTicketsHome}</MessageState>;
  if (error) return <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>;
  if (session.status === 'unknown' || isLoading) return <LoadingState />;
  if (!ticket) return <MessageState>{emptyTexts.noTicketsHome}</MessageState>;
  return <TicketDetailView ticket={ticket} viewerId={session.user?.id ?? null} isReadOnly />;
}
