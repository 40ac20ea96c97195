/**
 * The plumbing the session and site-gate stores share: a callback registry and a replace-only snapshot that
 * `useSyncExternalStore` can read (a new object on every change, so React sees the change by identity).
 */

/** Callbacks added with `add` (which returns the remover) and called in the order added by `emit`. */
export interface HandlerSet {
  add(handler: () => void): () => void;
  emit(): void;
}

export function createHandlerSet(): HandlerSet {
  const handlers = new Set<() => void>();
  return {
    add(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    emit() {
      for (const handler of handlers) handler();
    },
  };
}

/** A snapshot and its listeners, in the shape `useSyncExternalStore(subscribe, getSnapshot)` takes. */
export interface Observable<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Replaces the snapshot and tells every listener. */
  set(next: T): void;
}

export function createObservable<T>(initial: T): Observable<T> {
  const listeners = createHandlerSet();
  let snapshot = initial;
  return {
    getSnapshot: () => snapshot,
    subscribe: listeners.add,
    set(next) {
      snapshot = next;
      listeners.emit();
    },
  };
}
