// Calls to the stack's API server from the end-to-end tests (arranging data, reading what the pages did).
import type { Stack } from './stack.ts';

export interface ApiReply<T> {
  status: number;
  ok: boolean;
  /** The envelope's `data` (undefined when the reply has none). */
  data: T;
  /** The envelope's error message, on a refusal. */
  message?: string;
}

/** One JSON call to `stack`'s API, with the bearer `token` when given. */
export async function callApi<T>(
  stack: Stack,
  path: string,
  { token, ...init }: RequestInit & { token?: string } = {},
): Promise<ApiReply<T>> {
  const reply = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  const json = (await reply.json().catch(() => ({}))) as { data: T; error?: { message: string } };
  return { status: reply.status, ok: reply.ok, data: json.data, message: json.error?.message };
}

/** One JSON call that must succeed: the envelope's `data`, or an error naming the call and the refusal. */
export async function callApiData<T>(
  stack: Stack,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const reply = await callApi<T>(stack, path, init);
  if (!reply.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${reply.status} ${reply.message ?? ''}`);
  return reply.data;
}

/** Cart, checkout (the buyer's primary addresses) and order through the API, as the buyer `token`; the order number. */
export async function placeOrderThroughApi(stack: Stack, token: string, productId: number): Promise<string> {
  const call = <T>(path: string, init: RequestInit = {}) => callApiData<T>(stack, path, { ...init, token });
  await call('/user/cart.php', {
    method: 'PUT',
    body: JSON.stringify({ type: 'BUY', product_id: productId }),
  });
  const cart = await call<{ cart_id: number }>('/user/cart.php');
  const checkout = await call<{ checkout_id: number }>('/user/orders/checkout.php', {
    method: 'POST',
    body: JSON.stringify({ cart_id: cart.cart_id }),
  });
  const order = await call<{ order_no: string }>('/user/orders/order.php', {
    method: 'POST',
    body: JSON.stringify({ checkout_id: checkout.checkout_id }),
  });
  return order.order_no;
}

/** A ticket as its seller reads it (`/user/products.php`), with what decides whether it can be negotiated. */
export interface OwnTicket {
  product_id: number;
  listing_name: string;
  isSale: string | number;
  status: string;
  collection: { collection_id: number } | null;
  auto_answers?: { accept_price: unknown; decline_price: unknown };
}

/** The seller's tickets that an offer negotiates by hand: for sale, single, without automatic answers. */
export async function negotiableTickets(
  stack: Stack,
  account: { email: string; password: string },
): Promise<OwnTicket[]> {
  const seller = (
    await callApi<{ token: string }>(stack, '/user/user_settings.php?action=login', {
      method: 'POST',
      body: JSON.stringify(account),
    })
  ).data;
  const own = (
    await callApi<{ items: OwnTicket[] }>(stack, '/user/products.php?full_result=1', { token: seller.token })
  ).data;
  return own.items.filter(
    (item) =>
      (item.isSale === 1 || item.isSale === '1') &&
      item.status === 'SELL' &&
      !item.collection &&
      !item.auto_answers?.accept_price &&
      !item.auto_answers?.decline_price,
  );
}
