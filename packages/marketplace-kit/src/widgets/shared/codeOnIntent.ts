import { useRef, useState } from 'react';

/**
 * A component whose code loads on the first sign of intent (a pointer over it, focus, a press) rather than at first
 * paint: a page shows a stand-in until then. Returns a hook giving the component once it has arrived (at once on later
 * mounts: the module keeps it) and `load`, to call from the stand-in's events (the first call imports, later ones do
 * nothing).
 */
export function codeOnIntent<Component>(importCode: () => Promise<Component>) {
  let loaded: Component | null = null;
  return function useCodeOnIntent(): [Component | null, () => void] {
    const [component, setComponent] = useState<Component | null>(() => loaded);
    const loading = useRef(false);
    const load = () => {
      if (loading.current) return;
      loading.current = true;
      void importCode().then((arrived) => {
        loaded = arrived;
        setComponent(() => arrived);
      });
    };
    return [component, load];
  };
}
