import { lazy, type ComponentType } from 'react';

/**
 * Starts loading a chunk in a task of its own, one turn of the event loop after the call, for React.lazy's loaders
 * of the pages inside the account and admin frames and of the Follow chunk: the reason is beside routes.tsx's
 * pageOf, which does the same for the entry's routes without importing this module (a few bytes of the home route's
 * first load).
 */
export function loadInOwnTask<Module>(load: () => Promise<Module>): Promise<Module> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);
}

/** A page module's `Component`, loaded in a task of its own when the page is first shown (the account and admin pages). */
export const lazyPage = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(async () => ({ default: (await loadInOwnTask(load)).Component }));
