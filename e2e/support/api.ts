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
export async function callApi<T>(stack: Stack, path: string, { token, ...init }: RequestInit & { token?: string } = {}): Promise<ApiReply<T>> {
  const reply = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  const json = (await reply.json().catch(() => ({}))) as { data: T; error?: { message: string } };
  return { status: reply.status, ok: reply.ok, data: json.data, message: json.error?.message };
}
