import { ApiError } from '../ApiError.ts';
import type { Client } from '../client.ts';

/**
 * The reference server's test payment provider (development and tests only; `test_payments` in masterPaymentData):
 * POST `<apiBase>/dev/test-payments` `{ order_no }` answers `{ data: { token } }`, a capture token signed by the
 * server for this order and its amount. It plays PayPal's "approve and capture" step; the token then goes through
 * the same paymentUpdate call as a PayPal capture, and the server verifies it. Outside the contract on purpose: the
 * route exists only when the server's PAYMENT_PROVIDER is `test`.
 */
export async function requestTestPayment(
  client: Client,
  orderNo: string,
  signal?: AbortSignal,
): Promise<string> {
  let bearer = client.session.validAccessToken();
  if (!bearer && (await client.refresh())) bearer = client.session.validAccessToken();
  if (!bearer) throw new ApiError(401, 'UNAUTHORIZED', 'Please log in to continue.');
  const response = await fetch(`${client.apiBase.replace(/\/+$/, '')}/dev/test-payments`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${bearer}`,
    },
    body: JSON.stringify({ order_no: orderNo }),
    credentials: 'include',
    signal: signal ?? null,
  });
  const json = (await response.json().catch(() => ({}))) as {
    data?: { token?: unknown };
    error?: { code?: string; message?: string };
  };
  if (!response.ok || typeof json.data?.token !== 'string') {
    throw new ApiError(
      response.status,
      json.error?.code ?? 'INTERNAL',
      json.error?.message ?? `Request failed with status ${response.status}.`,
    );
  }
  return json.data.token;
}
