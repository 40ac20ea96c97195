import type { WidgetKind } from './placeholders.ts';

/**
 * The DOM events a widget dispatches on its placeholder (bubbling and composed, so a page can listen anywhere), by
 * name with their `detail` (MomentoEventDetails below). Deprecated since 0.2 and removed in the next release:
 * `momento:cart` (now `momento:add-to-cart`, the same detail) and `momento:offer` (now `momento:offer-made` when the
 * visitor sends an offer and `momento:offer-updated` when it changes); both are still sent beside the new ones.
 */
export type { WidgetKind };

export interface ReadyDetail {
  widget: WidgetKind;
  productId?: string;
  /** Tickets shown (tickets widget). */
  count?: number;
}
export interface ErrorDetail {
  message: string;
  /** The HTTP status when the API answered with an error. */
  status?: number;
}
export interface BuyDetail {
  productId: string;
  /** The Momento page the click opens in a new tab. */
  url: string;
  partner?: string;
}

/**
 * The action events carry what happened and to which ticket or seller, never who the visitor is: no name, e-mail,
 * user id or token reaches the host page.
 */
export interface SignInDetail {
  widget: WidgetKind;
}
export interface AddToCartDetail {
  productId: string;
  /** 'buy' for Buy now (the cart then opens on the Momento site), 'add' for Add to Cart. */
  action: 'add' | 'buy';
}
export interface OrderPlacedDetail {
  /** The Momento order number, as on the buyer's order page and receipt. */
  orderNo: string;
  /** The order's total, two decimals ("245.00"). */
  amount: string;
  /** ISO 4217, e.g. "USD". */
  currency: string;
}
export interface OfferMadeDetail {
  /** The ticket offered on (none when the offer started from a seller's tickets). */
  productId?: string;
  /** The seller's public id. */
  seller: string;
  offerNo: string;
}
export type OfferEventStatus = 'sent' | 'countered' | 'accepted' | 'declined' | 'cancelled';
export interface OfferUpdatedDetail {
  productId: string;
  /** What the buyer's offer on the ticket became while the widget showed it. */
  status: Exclude<OfferEventStatus, 'sent'>;
}
export interface MessageDetail {
  productId?: string;
  /** The seller's public id (as in the seller's page on the Momento site). */
  seller: string;
}
/** @deprecated `AddToCartDetail`. */
export type CartDetail = AddToCartDetail;
/** @deprecated `OfferMadeDetail` and `OfferUpdatedDetail`. */
export interface OfferDetail {
  productId: string;
  status: OfferEventStatus;
}

/** Every event's `detail`, by name: `document.addEventListener` is typed with it (see MomentoEventMap below). */
export interface MomentoEventDetails {
  'momento:ready': ReadyDetail;
  'momento:error': ErrorDetail;
  'momento:buy': BuyDetail;
  'momento:signin': SignInDetail;
  'momento:add-to-cart': AddToCartDetail;
  'momento:order-placed': OrderPlacedDetail;
  'momento:offer-made': OfferMadeDetail;
  'momento:offer-updated': OfferUpdatedDetail;
  'momento:message': MessageDetail;
  'momento:cart': CartDetail;
  'momento:offer': OfferDetail;
}
export type MomentoEventMap = { [Type in keyof MomentoEventDetails]: CustomEvent<MomentoEventDetails[Type]> };

export type EmbedEventType = keyof MomentoEventDetails;

export function dispatch<Type extends EmbedEventType>(
  element: Element,
  type: Type,
  detail: MomentoEventDetails[Type],
) {
  element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** A ticket went into the visitor's cart: `momento:add-to-cart`, and for one release its old name `momento:cart`. */
export function dispatchAddToCart(element: Element, detail: AddToCartDetail) {
  dispatch(element, 'momento:add-to-cart', detail);
  dispatch(element, 'momento:cart', detail);
}
