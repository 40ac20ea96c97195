// The infinite lists on screen, apart from useInfiniteList so that mutations (in the entry chunk) can reload them
// without pulling swr/infinite into every page.

/** Each mounted list's reload, with its base key. */
export const mountedLists = new Map<() => void, readonly unknown[]>();

/**
 * Reloads every infinite list on screen whose base key passes `filter` (`['orders', 'buy', ...]`). SWR's
 * `mutate(filter)` leaves infinite lists out, so a mutation that changes list items (a delivered order) calls this.
 */
export function revalidateInfiniteLists(filter: (key: unknown) => boolean): void {
  for (const [reload, baseKey] of mountedLists) if (filter(baseKey)) reload();
}
