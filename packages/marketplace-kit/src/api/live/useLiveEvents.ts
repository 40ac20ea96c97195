import { useEffect, useRef } from 'react';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { liveHubOf, type LiveListener } from './liveEvents.ts';

/**
 * Calls `listener` with every live event (new messages, read flags, report replies) while mounted and signed in.
 * Every caller shares the client's one stream.
 */
export function useLiveEvents(listener: LiveListener, { enabled = true }: { enabled?: boolean } = {}): void {
  const client = useClient();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return liveHubOf(client).subscribe((event) => latest.current(event));
  }, [client, enabled]);
}
