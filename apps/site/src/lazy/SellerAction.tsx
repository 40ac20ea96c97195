// The seller panel's actions in a chunk of their own, loaded on first use (routes/SellerActions.tsx).
import {
  MakeOfferDialog,
  ReportSellerDialog,
  useContactSeller,
  useNavigation,
  type MakeOfferDialogProps,
} from '@momento/marketplace-kit';
import { useEffect, useRef } from 'react';

export type SellerActionRequest =
  | { kind: 'message'; sellerId: number }
  | { kind: 'report'; sellerId: number }
  | { kind: 'offer'; sellerId: number; ticket: MakeOfferDialogProps['ticket'] };

/** Runs one seller action: contacting the seller, or one of the two dialogs; `onDone` when it ends or closes. */
export default function SellerAction({
  request,
  onDone,
}: {
  request: SellerActionRequest;
  onDone: () => void;
}) {
  switch (request.kind) {
    case 'message':
      return <ContactSeller sellerId={request.sellerId} onDone={onDone} />;
    case 'report':
      return <ReportSellerDialog sellerId={request.sellerId} onClose={onDone} />;
    case 'offer':
      return <MakeOffer sellerId={request.sellerId} ticket={request.ticket} onDone={onDone} />;
  }
}

/** Opens (or reuses) the room with the seller; the kit's hook goes to it. Nothing to render. */
function ContactSeller({ sellerId, onDone }: { sellerId: number; onDone: () => void }) {
  const { run } = useContactSeller();
  // Once per press: a development double effect must not send a second request.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void run(sellerId).finally(onDone);
  }, [run, sellerId, onDone]);
  return null;
}

function MakeOffer({
  sellerId,
  ticket,
  onDone,
}: {
  sellerId: number;
  ticket: MakeOfferDialogProps['ticket'];
  onDone: () => void;
}) {
  const navigation = useNavigation();
  return (
    <MakeOfferDialog
      sellerId={sellerId}
      ticket={ticket}
      onClose={onDone}
      onSent={(offerNo) => {
        onDone();
        navigation.navigate(`/account/myoffers/${encodeURIComponent(offerNo)}`);
      }}
    />
  );
}
