import { useCallback, useRef, useState } from 'react';

/**
 * A component whose code loads on the first sign of intent (a pointer over it, focus, a press) rather than at first
 * paint: a page shows a stand-in until then. Returns a hook giving the component once it has arrived (at once on later
 * mounts: the module keeps it), `load`, to call from the stand-in's events (the first call imports, later ones do
 * nothing while it is on its way), and `failures`.
 *
 * An import can fail (offline, a flaky network, a deploy that replaced the hashed chunks): a failure is not kept, so
 * the next `load` imports again. `load(true)` marks an intent that needs the code to be honoured (a press, typed keys
 * the stand-in does not handle itself); `failures` counts the imports that failed while such an intent waited, since
 * the stand-in mounted, and the hook's `onFailed` runs after each of them (the stand-in drops what it can no longer
 * honour). The stand-in says so beside the control while `failures` is above 0, keyed by it so that a screen reader
 * hears each new failure, until a retry succeeds and the component replaces the stand-in and its message; a pointer
 * over or focus that fails to load stays silent. `load` is the same function for the stand-in's whole life (it runs
 * the latest `onFailed`), so it can sit in an effect's dependencies.
 */
export function codeOnIntent<Component>(importCode: () => Promise<Component>) {
  let loaded: Component | null = null;
  /** Imports the code ahead of any intent; mounts after it resolves render the component at once. */
  const preload = async (): Promise<void> => {
    loaded = await importCode();
  };
  return Object.assign(
    function useCodeOnIntent(onFailed?: () => void): [Component | null, (needed?: boolean) => void, number] {
      const [component, setComponent] = useState<Component | null>(() => loaded);
      const [failures, setFailures] = useState(0);
      // The import under way: 0 none, 1 one, 2 one that an intent needing the code waits for.
      const attempt = useRef(0);
      const failed = useRef(onFailed);
      failed.current = onFailed;
      const load = useCallback((needed = false) => {
        if (!attempt.current)
          importCode().then(
            (arrived) => {
              loaded = arrived;
              setComponent(() => arrived);
            },
            () => {
              if (attempt.current > 1) {
                setFailures((count) => count + 1);
                failed.current?.();
              }
              attempt.current = 0;
            },
          );
        attempt.current = Math.max(attempt.current, needed ? 2 : 1);
      }, []);
      return [component, load, failures];
    },
    { preload },
  );
}
