import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useAddOfferToCart, useSetOfferStatus } from '#api/offers/useOfferMutations.ts';
import { useOffer } from '#api/offers/useOffers.ts';
import { errorTexts as englishErrors } from '#texts.ts';
import { useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { latestEntry, offerActions, type OfferUiAction } from '../offerActions.ts';
import type { OfferDialog } from '../OfferForm/OfferDialogs.tsx';
import { OfferThreadView } from './OfferThreadView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

const OfferThreadDialog = lazy(async () => ({
  default: (await import('../OfferForm/OfferDialogs.tsx')).OfferThreadDialog,
}));

export interface OfferThreadProps {
  /** The offer number of /account/myoffers/{offer_no}. */
  offerNo: string;
  /** Where Add to Cart goes. @default '/mycart' */
  cartHref?: string;
  /** The back button (My Offers); none when not given. */
  onBack?: () => void;
}

/**
 * /account/myoffers/{offer_no}, on its own with the provider: the offer and its counter chain, and the viewer's
 * actions of the offer action table (docs/rules/offers.md) - Edit and Counter open the offer form, Accept and Reject answer at once, Cancel asks first,
 * Add to Cart turns the offer into CART and goes to the cart. 'Oops.. Something went wrong' when it cannot load.
 */
export function OfferThread({ offerNo, cartHref = '/mycart', onBack }: OfferThreadProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const session = useSession();
  const navigation = useNavigation();
  const { data, error, isLoading } = useOffer(offerNo || null);
  // The offer arrives as an SWR update, which React renders synchronously: deferred, the thread (its prices, dates and
  // actions) renders as a transition in short slices, and the arrival itself only keeps the loader a moment longer.
  const offer = useDeferredValue(data);
  const [dialog, setDialog] = useState<OfferDialog | null>(null);
  const [pending, setPending] = useState<OfferUiAction | null>(null);
  const settle = () => setPending(null);
  const status = useSetOfferStatus({ onSuccess: settle, onError: settle });
  const toCart = useAddOfferToCart({ onSuccess: () => navigation.navigate(cartHref), onError: settle });

  if (error) return <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>;
  if (isLoading || !offer) return <LoadingState />;
  const viewerId = session.user?.id ?? null;
  const latest = latestEntry(offer);

  const onAction = (action: OfferUiAction) => {
    if (action === 'EDIT') return setDialog({ kind: 'update', offer });
    if (action === 'COUNTER') return setDialog({ kind: 'counter', offer });
    if (action === 'CANCEL') return setDialog({ kind: 'cancel', offer });
    setPending(action);
    if (action === 'ADD_TO_CART') void toCart.run({ offer_no: offer.offer_no, offer_id: latest.offer_id });
    else void status.run({ offer_no: offer.offer_no, offer_id: latest.offer_id, status: action });
  };

  return (
    <>
      <OfferThreadView
        offer={offer}
        viewerId={viewerId}
        actions={offerActions(offer, viewerId)}
        onAction={onAction}
        pendingAction={pending}
        onBack={onBack}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <OfferThreadDialog dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
