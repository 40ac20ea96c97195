import { startTransition, useEffect, useState } from 'react';

/** The longest wait for an idle period: a page that never goes quiet still gets its deferred parts. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * False on mount, true for good once the page has loaded and the browser had an idle moment (requestIdleCallback,
 * at most IDLE_TIMEOUT_MS after the load event; a plain timeout where there is no requestIdleCallback). For parts a
 * page does not need at first paint (the header's unread badge and live stream, its cart count): they start after
 * the page's own work instead of competing with it. The switch renders as a transition.
 */
export function useAfterIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (isIdle) return undefined;
    let cancel = () => {};
    const becomeIdle = () => startTransition(() => setIdle(true));
    const waitForIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(becomeIdle, 0);
        cancel = () => clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') {
      waitForIdle();
    } else {
      window.addEventListener('load', waitForIdle, { once: true });
      cancel = () => window.removeEventListener('load', waitForIdle);
    }
    return () => cancel();
  }, [isIdle]);
  return isIdle;
}
