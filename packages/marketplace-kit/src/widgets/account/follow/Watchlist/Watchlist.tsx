import type { WatchItem } from '@momento/contract';
import { lazy, Suspense, useState } from 'react';
import { useWatchlist } from '#api/follow/useFollowLists.ts';
import type { WatchlistAction } from './WatchlistDialogs.tsx';
import { WatchlistView } from './WatchlistView.tsx';

// The dialogs and their requests load when a card first opens one: the list stays light.
const WatchlistDialog = lazy(async () => ({
  default: (await import('./WatchlistDialogs.tsx')).WatchlistDialog,
}));

/** /account/watchlist, connected: the signed-in buyer's watched items, the alert price and Remove (confirmed). */
export function Watchlist() {
  const list = useWatchlist();
  const [action, setAction] = useState<WatchlistAction | null>(null);
  const [removals, setRemovals] = useState(0);
  return (
    <>
      <WatchlistView
        list={list}
        onEditAlert={(item: WatchItem) => setAction({ kind: 'alert', item })}
        onRemove={(item: WatchItem) => setAction({ kind: 'remove', item })}
        focusKey={removals}
      />
      {action && (
        <Suspense fallback={null}>
          <WatchlistDialog
            action={action}
            onClose={() => setAction(null)}
            onRemoved={() => setRemovals((count) => count + 1)}
          />
        </Suspense>
      )}
    </>
  );
}
