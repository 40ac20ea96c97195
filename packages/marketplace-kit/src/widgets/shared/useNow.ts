import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs`, so that a cart line's reservation or an order's payment window
 * runs out on screen without a reload.
 */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
