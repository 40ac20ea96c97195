/** What code loaded later (the actions' chunk) registers to undo when the widget on a placeholder unmounts. */
const cleanups = new WeakMap<HTMLElement, Array<() => void>>();

export function onUnmount(host: HTMLElement, cleanup: () => void) {
  cleanups.set(host, [...(cleanups.get(host) ?? []), cleanup]);
}

/** The widget on `host` unmounts (widget.tsx): every registered cleanup runs, once. */
export function runUnmount(host: HTMLElement) {
  const registered = cleanups.get(host) ?? [];
  cleanups.delete(host);
  for (const cleanup of registered) cleanup();
}
