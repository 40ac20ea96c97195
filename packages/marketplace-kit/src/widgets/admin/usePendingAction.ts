import { useState } from 'react';

/**
 * Which item of a list has an action running: `run(key, send)` marks it, sends, clears it and resolves true when the
 * action succeeded (a dialog then closes; a failure leaves it open with what was typed).
 */
export function usePendingAction<Key>() {
  const [pending, setPending] = useState<Key | null>(null);
  const run = async (key: Key, send: () => Promise<{ ok: boolean }>): Promise<boolean> => {
    setPending(key);
    try {
      return (await send()).ok;
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
