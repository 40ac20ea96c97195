/** The DOM events a widget dispatches on its placeholder (bubbling and composed, so a page can listen anywhere). */
export const embedEvents = { ready: 'momento:ready', error: 'momento:error', buy: 'momento:buy' } as const;

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

export function dispatch(element: Element, type: (typeof embedEvents)[keyof typeof embedEvents], detail: ReadyDetail | ErrorDetail | BuyDetail) {
  element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
