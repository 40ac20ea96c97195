/** The four notice kinds of the spec: toasts at the top right. */
export const TOAST_TONES = ['info', 'success', 'error', 'warning'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** What widgets call to show a notice. An app may pass its own (e.g. @momento/ui's toasts) to the provider. */
export interface ToastApi {
  show(tone: ToastTone, message: string): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export interface ToastEntry {
  id: number;
  tone: ToastTone;
  message: string;
}

/** How long a toast stays (ms). */
export const TOAST_DURATION_MS = 5_000;

/** The provider's own toast list: observable for `useSyncExternalStore`, one per provider. */
export interface ToastStore extends ToastApi {
  getSnapshot(): readonly ToastEntry[];
  subscribe(listener: () => void): () => void;
  dismiss(id: number): void;
}

export function createToastStore({ duration = TOAST_DURATION_MS }: { duration?: number } = {}): ToastStore {
  let entries: readonly ToastEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const dismiss = (id: number) => {
    entries = entries.filter((entry) => entry.id !== id);
    emit();
  };
  const show = (tone: ToastTone, message: string) => {
    const id = nextId++;
    entries = [...entries, { id, tone, message }];
    emit();
    if (duration > 0) setTimeout(() => dismiss(id), duration);
  };
  return {
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss,
    show,
    success: (message) => show('success', message),
    error: (message) => show('error', message),
    info: (message) => show('info', message),
    warning: (message) => show('warning', message),
  };
}
