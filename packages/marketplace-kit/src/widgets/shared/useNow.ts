import { useEffect, useState } from 'react';
import { useClock } from '../../provider/MarketplaceProvider.tsx';

/**
 * The current time by the provider's clock, re-read every `intervalMs`, so that a cart line's reservation or an
 * order's payment window runs out on screen without a reload.
 */
export function useNow(intervalMs = 15_000): number {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}
