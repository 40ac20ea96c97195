import { Watchlist } from '@momento/marketplace-kit';

/** /account/watchlist: the tickets, collections and sellers the buyer watches (docs/rules/follow.md). */
export function Component() {
  return <Watchlist />;
}
