import { useRef, useState } from 'react';

/**
 * A component whose code loads on the first sign of intent (a pointer over it, focus, a press) rather than at first
 * paint: a page shows a stand-in until then. Returns a hook giving the component once it has arrived (at once on later
 * mounts: the module keeps it), `load`, to call from the stand-in's events (the first call imports, later ones do
 * nothing while it is on its way), and `failures`.
 *
 * An import can fail (offline, a flaky network, a deploy that replaced the hashed chunks): a failure is not kept, so
 * the next `load` imports again. `load(true)` marks an intent that needs the code to be honoured (a press, typed keys
 * the stand-in does not handle itself); `failures` counts the imports that failed while such an intent waited, since
 * the last success (0 once one succeeds). The stand-in says so beside the control when it is above 0, keyed by it so
 * that a screen reader hears each new failure; a pointer over or focus that fails to load stays silent.
 */
export function codeOnIntent<Component>(importCode: () => Promise<Component>) {
  let loaded: Component | null = null;
  return function useCodeOnIntent(): [Component | null, (needed?: boolean) => void, number] {
    const [component, setComponent] = useState<Component | null>(() => loaded);
    const [failures, setFailures] = useState(0);
    const attempt = useRef({ loading: false, needed: false });
    const load = (needed = false) => {
      attempt.current.needed ||= needed;
      if (attempt.current.loading) return;
      attempt.current.loading = true;
      importCode().then(
        (arrived) => {
          loaded = arrived;
          setFailures(0);
          setComponent(() => arrived);
        },
        () => {
          if (attempt.current.needed) setFailures((count) => count + 1);
          attempt.current = { loading: false, needed: false };
        },
      );
    };
    return [component, load, failures];
  };
}
