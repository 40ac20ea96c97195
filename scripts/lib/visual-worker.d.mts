/**
 * The fetch listener the visual tool's server puts before the stories' mock service worker (MSW's): a page's
 * navigation and its own build files (`buildFiles`, paths from the root such as `/assets/x.js`) skip the mock until
 * the page starts it. Returns the listener's source.
 */
export function workerBypass(buildFiles: string[]): string;
