/** Test helpers: JWT-shaped tokens (unsigned) and a Map-backed storage. Not part of the public API. */
import type { KeyValueStorage } from '../session/storage.ts';

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token whose payload carries `exp` (seconds since epoch); the signature is a placeholder. */
export function fakeJwt(exp: number, claims: Record<string, unknown> = {}): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ exp, ...claims }))}.signature`;
}

export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
