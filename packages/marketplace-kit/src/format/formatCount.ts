/**
 * Caps a count for badges and counters: the cart icon and the remaining-items counters show '10+'
 * above 10.
 */
export function formatCount(count: number, cap = 10): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
