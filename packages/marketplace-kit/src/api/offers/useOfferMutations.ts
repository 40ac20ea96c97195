import type { Cart, Offer, OfferAction, OperationBody, OperationReply } from '@momento/contract';
import { useSWRConfig } from 'swr';
import { notices } from '../../texts.ts';
import { cartKeys } from '../cart/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { isOfferKey } from './keys.ts';
import { addOfferToCart, counterOffer, createOffer, setOfferStatus, updateOffer } from './offers.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/** 'Offer sent successfully'; ERR0010 adds the spec's fixed text to the server's message. */
export function useCreateOffer(options: Callbacks<OperationBody<'offerCreate'>, Offer> = {}) {
  return useMutation(
    (body: OperationBody<'offerCreate'>, { client, signal }) => createOffer(client, body, signal),
    {
      ...options,
      successNotice: notices.offerSent,
      offContactNotice: true,
      invalidate: () => [isOfferKey],
    },
  );
}

/** 'Offer updated successfully' (the viewer's own latest entry). */
export function useUpdateOffer(
  options: Callbacks<OperationBody<'offerUpdate'>, OperationReply<'offerUpdate'>> = {},
) {
  return useMutation(
    (body: OperationBody<'offerUpdate'>, { client, signal }) => updateOffer(client, body, signal),
    {
      ...options,
      successNotice: notices.offerUpdated,
      offContactNotice: true,
      invalidate: () => [isOfferKey],
    },
  );
}

/** 'Counter offer created successfully'. */
export function useCounterOffer(options: Callbacks<OperationBody<'offerCounter'>, Offer> = {}) {
  return useMutation(
    (body: OperationBody<'offerCounter'>, { client, signal }) => counterOffer(client, body, signal),
    {
      ...options,
      successNotice: notices.counterOfferCreated,
      offContactNotice: true,
      invalidate: () => [isOfferKey],
    },
  );
}

const STATUS_NOTICES: Readonly<Record<OfferAction, string>> = {
  ACCEPT: notices.offerAccepted,
  REJECT: notices.offerRejected,
  CANCEL: notices.offerCancelled,
};

/** Accept, Reject, Cancel: the spec's notice for each; a refusal shows the server's message. */
export function useSetOfferStatus(options: Callbacks<OperationBody<'offerSetStatus'>, null> = {}) {
  return useMutation(
    (body: OperationBody<'offerSetStatus'>, { client, signal }) => setOfferStatus(client, body, signal),
    {
      ...options,
      successNotice: (_reply, body) => STATUS_NOTICES[body.status],
      invalidate: () => [isOfferKey],
    },
  );
}

/** Add to Cart from an accepted offer: 'Item Added to Cart'; the offer turns CART. */
export function useAddOfferToCart(options: Callbacks<{ offer_no: string; offer_id: number }, Cart> = {}) {
  const { mutate } = useSWRConfig();
  return useMutation(
    (offer: { offer_no: string; offer_id: number }, { client, signal }) =>
      addOfferToCart(client, offer, signal),
    {
      ...options,
      successNotice: notices.itemAddedToCart,
      invalidate: () => [isOfferKey],
      updateCache: (cart) => mutate(cartKeys.detail(), cart, { revalidate: false }),
    },
  );
}
