/** Reads the payload of a JWT without verifying it: the client only needs `exp` to decide whether to refresh. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * When the access token expires, in seconds since epoch: the JWT's `exp` claim (compared with the
 * current time before a call), else the `expiry` the token reply gave, else null.
 */
export function tokenExpiry(token: string, expiry?: number | null): number | null {
  const exp = decodeJwtPayload(token)?.['exp'];
  if (typeof exp === 'number' && Number.isFinite(exp)) return exp;
  return typeof expiry === 'number' && Number.isFinite(expiry) ? expiry : null;
}
