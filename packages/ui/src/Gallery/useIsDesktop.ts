import { useSyncExternalStore } from 'react';
import { mediaQueries } from '../theme/tokens.ts';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether the desktop breakpoint (>= 1000 px) matches, following changes. Without `matchMedia` (server
 * rendering, old test environments) the gallery assumes desktop: the zoom layout degrades to a plain image
 * with thumbnails, which needs no script to make sense.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) {
        return () => undefined;
      }
      const list = window.matchMedia(mediaQueries.desktop);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (hasMatchMedia() ? window.matchMedia(mediaQueries.desktop).matches : true),
    () => true,
  );
}
