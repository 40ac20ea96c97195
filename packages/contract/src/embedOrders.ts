// The widget's cart tab and the order message the site posts back to it (ours); zod-free, a module of its own so
// that the widget's sign-in chunk, which reads embed.ts, does not share a chunk with the actions' code for it.
// ---------------------------------------------------------------------------------------------------------------
// An order placed in a tab the widget opened (ours). The widget opens the cart on the site with
// `?embed_origin=<its page's origin>&embed_nonce=<nonce>` and keeps the tab's opener; the site keeps both in that
// tab and, once an order placed there is paid and the signed-in buyer allows that origin (the allowance of the
// sign-in), posts `{ type, nonce, order_no, amount, currency }` to its opener, to that exact origin only. The widget
// accepts it only from the tab it opened, on the site's origin, with its nonce, once per order.
// ---------------------------------------------------------------------------------------------------------------

/** The query parameters of the cart tab a widget opens. */
export const EMBED_ORDER_PARAMS = { origin: 'embed_origin', nonce: 'embed_nonce' } as const;
/** The message's `type`. */
export const EMBED_ORDER_MESSAGE = 'momento:order:placed';

export interface EmbedOrderMessage {
  type: typeof EMBED_ORDER_MESSAGE;
  nonce: string;
  order_no: string;
  /** Two decimals, e.g. "245.00". */
  amount: string;
  /** ISO 4217, e.g. "USD". */
  currency: string;
}

/** A nonce of the cart tab: base64url, 16 to 64 characters (the widget makes 22 from 16 random bytes). */
export const EMBED_ORDER_NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether `data` is a well-formed order message (its origin, source and nonce are the receiver's to check). */
export function isEmbedOrderMessage(data: unknown): data is EmbedOrderMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message['type'] === EMBED_ORDER_MESSAGE &&
    typeof message['nonce'] === 'string' &&
    EMBED_ORDER_NONCE.test(message['nonce']) &&
    typeof message['order_no'] === 'string' &&
    /^[A-Za-z0-9-]{1,64}$/.test(message['order_no']) &&
    typeof message['amount'] === 'string' &&
    /^\d+\.\d{2}$/.test(message['amount']) &&
    typeof message['currency'] === 'string' &&
    /^[A-Z]{3}$/.test(message['currency'])
  );
}
