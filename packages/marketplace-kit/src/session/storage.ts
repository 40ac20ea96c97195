/** The part of the Web Storage API the stores use (localStorage fits; tests pass a Map-backed one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when the page may use it; reading it throws in some sandboxed iframes and privacy modes. */
export function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** Storage errors (quota, disabled storage) must never break a sign-in: the session then lives in memory only. */
export function safeStorage(storage: KeyValueStorage | null): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage?.setItem(key, value);
      } catch {
        // Keep the value in memory only.
      }
    },
    removeItem(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
    },
  };
}
