/** The DOM events a widget dispatches on its placeholder (bubbling and composed, so a page can listen anywhere). */
/** The loader names the one event it sends (`momento:error`) itself: this table would otherwise ship in it. */
export const embedEvents = {
  ready: 'momento:ready',
  error: 'momento:error',
  buy: 'momento:buy',
  signin: 'momento:signin',
  offer: 'momento:offer',
  message: 'momento:message',
  cart: 'momento:cart',
} as const;
export type EmbedEventType = (typeof embedEvents)[keyof typeof embedEvents];

export interface ReadyDetail {
  widget: 'ticket' | 'listings';
  productId?: string;
  /** Listings shown (listings widget). */
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
  widget: 'ticket' | 'listings';
}
export type OfferEventStatus = 'sent' | 'countered' | 'accepted' | 'declined' | 'cancelled';
export interface OfferDetail {
  productId: string;
  status: OfferEventStatus;
}
export interface MessageDetail {
  productId?: string;
  /** The seller's public id (as in the seller's page on the Momento site). */
  seller: string;
}
export interface CartDetail {
  productId: string;
  action: 'add' | 'buy';
}

interface EventDetails {
  'momento:ready': ReadyDetail;
  'momento:error': ErrorDetail;
  'momento:buy': BuyDetail;
  'momento:signin': SignInDetail;
  'momento:offer': OfferDetail;
  'momento:message': MessageDetail;
  'momento:cart': CartDetail;
}

export function dispatch<Type extends EmbedEventType>(element: Element, type: Type, detail: EventDetails[Type]) {
  element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
