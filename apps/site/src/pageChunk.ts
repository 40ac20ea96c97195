/**
 * Starts loading a page's chunk in a task of its own, one turn of the event loop after the call. React.lazy calls its
 * loader while it renders the page for the first time; Vite's import helper then inserts one
 * `<link rel="stylesheet">` per stylesheet the chunk needs (3 to 8 for a page), and each insertion starts a request
 * on the main thread: 3 to 4 ms of CPU in all, which inside one of React's render slices made that slice a long task
 * on a phone half as fast as Lighthouse's default (a task of 6.25 ms of CPU is 50 ms there). In a task of its own
 * that work stays short; the chunk's request starts a few milliseconds later, which no paint waits for.
 */
export function loadInOwnTask<Module>(load: () => Promise<Module>): Promise<Module> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);
}
