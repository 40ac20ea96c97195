// The offer thread's and the seller panel's dialogs with their requests, in one module loaded on first use: the
// modal machinery, the ticket picker and the offer calls stay out of the pages' chunks.
import type { Offer } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import {
  useCounterOffer,
  useCreateOffer,
  useUpdateOffer,
  useSetOfferStatus,
} from '#api/offers/useOfferMutations.ts';
import { useSellerTicketsForOffer } from '#api/offers/useOffers.ts';
import { buyerRoundsLeft, latestEntry, viewerSide } from '../offerActions.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { offerTexts as englishOffer } from '../offerTexts.ts';
import { RetryNotice } from '#widgets/shared/RetryNotice.tsx';
import { OfferFormDialog, type OfferFormTicket } from './OfferFormDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export type OfferDialog = { kind: 'update' | 'counter' | 'cancel'; offer: Offer };

/** Edit (Update form), Counter (Counter form) or the Cancel confirmation of one offer; closes once its request succeeds. */
export function OfferThreadDialog({ dialog, onClose }: { dialog: OfferDialog; onClose: () => void }) {
  if (dialog.kind === 'cancel') return <CancelOffer offer={dialog.offer} onClose={onClose} />;
  return <EditOffer mode={dialog.kind} offer={dialog.offer} onClose={onClose} />;
}

function EditOffer({
  mode,
  offer,
  onClose,
}: {
  mode: 'update' | 'counter';
  offer: Offer;
  onClose: () => void;
}) {
  const t = useTexts('offer', englishOffer);
  const tickets = useSellerTicketsForOffer(offer.seller_details.seller_id);
  const update = useUpdateOffer({ onSuccess: onClose });
  const counter = useCounterOffer({ onSuccess: onClose });
  const latest = latestEntry(offer);
  const session = useSession();
  // A buyer's counter uses a round; the form says so when it is the last one.
  const isBuyerCounter = mode === 'counter' && viewerSide(offer, session.user?.id) === 'buyer';
  const note = isBuyerCounter && buyerRoundsLeft(offer) === 1 ? t.lastRound : null;
  const items: OfferFormTicket[] = latest.offer_items.map((item) => ({
    product_id: item.product_id,
    product_listing_name: item.product_listing_name,
    price: item.price.value,
  }));
  return (
    <OfferFormDialog
      mode={mode}
      tickets={tickets.data ?? []}
      isTicketsLoading={tickets.isLoading}
      initialValues={
        mode === 'update'
          ? { offer_price: latest.offer_price.value, message: latest.offer_message ?? '', items }
          : { items }
      }
      isPending={update.isPending || counter.isPending}
      note={note}
      notice={<RetryNotice error={mode === 'update' ? update.error : counter.error} />}
      onClose={onClose}
      onSubmit={(values) =>
        void (mode === 'update'
          ? update.run({ offer_no: offer.offer_no, offer_id: latest.offer_id, ...values })
          : counter.run({ offer_no: offer.offer_no, offer_type: 'COUNTER_OFFER', ...values }))
      }
    />
  );
}

function CancelOffer({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const t = useTexts('offer', englishOffer);
  const status = useSetOfferStatus({ onSuccess: onClose, onError: onClose });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.confirmCancelTitle}
      message={t.confirmCancelMessage}
      confirmLabel={t.cancel}
      cancelLabel={t.keep}
      tone="danger"
      isPending={status.isPending}
      onConfirm={() =>
        status.run({ offer_no: offer.offer_no, offer_id: latestEntry(offer).offer_id, status: 'CANCEL' })
      }
    />
  );
}

export interface MakeOfferDialogProps {
  sellerId: number;
  /** The ticket the offer starts from (preselected); without one the offer starts with no ticket chosen. */
  ticket?: OfferFormTicket;
  onClose: () => void;
  /** Called with the new offer's number ('Offer sent successfully' is shown). */
  onSent: (offerNo: string) => void;
}

/**
 * Make Offer: the seller's tickets in the picker, the ticket of the page preselected (a ticket page) or none (the
 * seller's tickets, /tickets?seller=).
 */
export function MakeOfferDialog({ sellerId, ticket, onClose, onSent }: MakeOfferDialogProps) {
  const tickets = useSellerTicketsForOffer(sellerId);
  const create = useCreateOffer({ onSuccess: (offer) => onSent(offer.offer_no) });
  return (
    <OfferFormDialog
      mode="create"
      tickets={tickets.data ?? []}
      isTicketsLoading={tickets.isLoading}
      initialValues={{ items: ticket ? [ticket] : [] }}
      isPending={create.isPending}
      notice={<RetryNotice error={create.error} />}
      onClose={onClose}
      onSubmit={(values) => void create.run({ offer_type: 'OFFER', seller_id: sellerId, ...values })}
    />
  );
}
