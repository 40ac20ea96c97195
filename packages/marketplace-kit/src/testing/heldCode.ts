/**
 * A module's code held back in a test until the test lets it in: the file's `vi.mock(path, factory)` factory awaits
 * `arrived` before it returns the real module, and the test calls `release()` when it wants the code to arrive (what a
 * user does meanwhile happens on what the page shows before it). Create it in `vi.hoisted`, which runs before the
 * mock's factory can:
 *
 *   const menuCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
 *   vi.mock('./AccountMenu.tsx', async (importOriginal) => (await menuCode.arrived, importOriginal()));
 */
export function heldCode(): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
}
