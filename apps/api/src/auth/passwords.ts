import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// node:crypto scrypt: no native build step (argon2 would need one), memory-hard, and run on libuv's thread pool
// so hashing does not block the event loop. Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can grow: a
// login rehashes a password stored at a lower cost than the configured one (needsRehash).
//
// Memory: 128 * N * r bytes per hash, 128 MiB at the default N = 2^17 (OWASP's figure for r = 8, p = 1). The pool
// runs UV_THREADPOOL_SIZE hashes at once (4 by default: 512 MiB at most); further ones wait their turn.
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const key = await scrypt(password, salt, { N: cost, r, p });
  return ['scrypt', cost, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Whether `password` matches a stored hash. With `atLeastCost`, a wrong password against a hash made at a lower cost
 * also spends one hash at that cost before answering: an account whose hash predates the current cost then takes
 * about as long to refuse as an unknown address does against dummyHash (and as its right password does, which
 * login rehashes), so the time does not tell that the account exists.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  { atLeastCost }: { atLeastCost?: number } = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  const ok = key.length === expected.length && timingSafeEqual(key, expected);
  if (!ok && atLeastCost !== undefined && Number(n) < atLeastCost)
    await verifyPassword(password, await dummyHash(atLeastCost));
  return ok;
}

/** The scrypt cost N a stored hash was made with (null for a value that is not one of ours). */
export function hashCost(stored: string): number | null {
  const [scheme, n] = stored.split('$');
  const cost = Number(n);
  return scheme === 'scrypt' && Number.isInteger(cost) && cost > 0 ? cost : null;
}

/** Whether a stored hash was made at a lower cost than `cost` (then the next successful login hashes it again). */
export function needsRehash(stored: string, cost: number): boolean {
  const current = hashCost(stored);
  return current === null || current < cost;
}

/** A hash to compare against when the account does not exist, so both paths take the same time (one per cost). */
const dummies = new Map<number, Promise<string>>();
export function dummyHash(cost: number): Promise<string> {
  let dummy = dummies.get(cost);
  if (!dummy) dummies.set(cost, (dummy = hashPassword('not-a-password', cost)));
  return dummy;
}
