/**
 * A module's code held back in a test until the test lets it in: the file's `vi.mock(path, factory)` factory awaits
 * `arrived` before it returns the real module, and the test calls `release()` when it wants the code to arrive (what a
 * user does meanwhile happens on what the page shows before it), or `fail()` to make the import reject as a browser's
 * does when the network is down: the import waiting for it, or else the next one. The import after a failure is held
 * again (vitest runs the factory anew after a rejection). Create it in `vi.hoisted`, which runs before the mock's
 * factory can:
 *
 *   const menuCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
 *   vi.mock('./AccountMenu.tsx', async (importOriginal) => (await menuCode.arrived, importOriginal()));
 */
export function heldCode(): { readonly arrived: Promise<void>; release: () => void; fail: () => void } {
  const hold = () => {
    const held = {
      promise: Promise.resolve(),
      release: () => {},
      fail: () => {},
      awaited: false,
      failed: false,
    };
    held.promise = new Promise<void>((resolve, reject) => {
      held.release = resolve;
      held.fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    // A failure no import has read yet is not an unhandled rejection: the next import reads it.
    held.promise.catch(() => {});
    return held;
  };
  let current = hold();
  return {
    get arrived() {
      const held = current;
      held.awaited = true;
      // A failure is read once; the import after it is held again.
      if (held.failed) current = hold();
      return held.promise;
    },
    release: () => current.release(),
    fail: () => {
      current.failed = true;
      current.fail();
      if (current.awaited) current = hold();
    },
  };
}
