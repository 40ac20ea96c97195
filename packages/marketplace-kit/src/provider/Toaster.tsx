import { usePortalContainer } from '@momento/ui';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Toaster.css.ts';
import type { ToastStore } from './toast.ts';

/**
 * The provider's toast region (top right). Errors and warnings are announced assertively, the rest politely.
 * Rendered into the provider's portal container so it also works inside the embed's shadow root.
 */
export function Toaster({ store }: { store: ToastStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const container = usePortalContainer();
  const region = (
    // data-react-aria-top-layer: a modal dialog hides everything outside it from assistive technology, except this
    // (a login failure toasted while the login dialog is open must still be announced and readable).
    <ul className={styles.region} aria-label="Notifications" data-react-aria-top-layer="true">
      {entries.map((entry) => (
        // The live-region role sits on the message: a list item may not take it (axe aria-allowed-role).
        <li key={entry.id} className={styles.toast[entry.tone]} data-tone={entry.tone}>
          <span
            className={styles.message}
            role={entry.tone === 'error' || entry.tone === 'warning' ? 'alert' : 'status'}
          >
            {entry.message}
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss notification"
            onClick={() => store.dismiss(entry.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
  if (typeof document === 'undefined') return null;
  return createPortal(region, container ?? document.body);
}
