import type { AlertDialogProps } from '@momento/ui';
import { lazy, Suspense } from 'react';

// ui's AlertDialog with its modal machinery (overlay, focus scope, dialog), in a chunk of its own.
const AlertDialog = lazy(() =>
  import('./AlertDialogChunk.tsx').then((module) => ({ default: module.AlertDialog })),
);

/**
 * ui's AlertDialog, its code loaded when it first renders: a page that only may ask for a confirmation (cancel an
 * order, delete the account) carries none of it in its first load. Render it from the first opening on and keep it
 * rendered, so that closing animates and returns focus as ui's does; nothing shows while its code loads.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  return (
    <Suspense fallback={null}>
      <AlertDialog {...props} />
    </Suspense>
  );
}
