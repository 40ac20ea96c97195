import type {
  Cart,
  ListPage,
  Offer,
  OfferListType,
  OperationBody,
  OperationReply,
  Ticket,
} from '@momento/contract';
import type { Client } from '../client.ts';
import {
  cartAddRoute,
  offerCounterRoute,
  offerCreateRoute,
  offerGetRoute,
  offerSetStatusRoute,
  offerUpdateRoute,
  offersRoute,
  productsRoute,
} from '@momento/contract/routes';

/** GET /user/offers/offers.php: the buy or sell offers, a page at a time. */
export function getOffers(
  client: Client,
  type: OfferListType,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Offer>> {
  return client.call('offers', { query: { type, page } }, { signal, route: offersRoute });
}

/** GET /user/offers/offers.php?offer_no=...: one offer with its counter chain. */
export function getOffer(client: Client, offerNo: string, signal?: AbortSignal): Promise<Offer> {
  return client.call('offerGet', { query: { offer_no: offerNo } }, { signal, route: offerGetRoute });
}

/** POST /user/offers/offers.php: a new offer; the reply carries its offer_no. */
export function createOffer(
  client: Client,
  body: OperationBody<'offerCreate'>,
  signal?: AbortSignal,
): Promise<Offer> {
  return client.call('offerCreate', { body }, { signal, route: offerCreateRoute });
}

/** POST /user/offers/offers.php (COUNTER_OFFER): a counter to the other side's latest entry. */
export function counterOffer(
  client: Client,
  body: OperationBody<'offerCounter'>,
  signal?: AbortSignal,
): Promise<Offer> {
  return client.call('offerCounter', { body }, { signal, route: offerCounterRoute });
}

/** PUT /user/offers/offers.php: edits the viewer's own latest entry. */
export function updateOffer(
  client: Client,
  body: OperationBody<'offerUpdate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'offerUpdate'>> {
  return client.call('offerUpdate', { body }, { signal, route: offerUpdateRoute });
}

/** PUT /user/offers/offers.php?action=set_status: Accept, Reject or Cancel (204). */
export function setOfferStatus(
  client: Client,
  body: OperationBody<'offerSetStatus'>,
  signal?: AbortSignal,
): Promise<null> {
  return client.call('offerSetStatus', { body }, { signal, route: offerSetStatusRoute });
}

/** PUT /user/cart.php (type OFFER): an accepted offer into the cart. */
export function addOfferToCart(
  client: Client,
  offer: { offer_no: string; offer_id: number },
  signal?: AbortSignal,
): Promise<Cart> {
  return client.call('cartAdd', { body: { type: 'OFFER', offer } }, { signal, route: cartAddRoute });
}

/** GET /products.php?seller=...&full_result=1: the seller's tickets for the offer picker; a failure gives an empty list. */
export async function getSellerTicketsForOffer(
  client: Client,
  sellerId: number,
  signal?: AbortSignal,
): Promise<Ticket[]> {
  try {
    const page = await client.call(
      'products',
      { query: { seller: sellerId, full_result: 1 } },
      { signal, route: productsRoute },
    );
    return page.items;
  } catch {
    return [];
  }
}
