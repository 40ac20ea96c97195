// Shared setup for the jsdom project: jest-dom matchers and cleanup between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

afterEach(() => {
  cleanup();
});

// Code loaded on first intent (menus, dialogs, date pickers) arrives through Vite's on-demand transform, which under a
// full test run on two cores can take longer than Testing Library's default second; findBy and waitFor wait up to
// five (they return as soon as the element is there).
configure({ asyncUtilTimeout: 5000 });

// One document serves all the files of a worker, and so one storage: each file starts with the empty storage of a
// fresh page, as it would in a browser tab of its own (a cart or a locale another file saved is not this file's).
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// react-aria's live announcer makes its region on its first message and, when React's act environment is off (as it
// is inside waitFor and findBy), announces that message 100 ms later. A test file that ends within those 100 ms had
// the timer run after the DOM was gone ("document is not defined", an unhandled error that fails the run). A detached
// region announces nothing, so the file's last region is detached once its tests are done.
afterAll(() => {
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
  // One document serves all the files of a worker: frames a file's widgets or tests left in the body (a video's)
  // would otherwise stay for the next file's page-wide checks (axe's frame-title on document.body).
  for (const node of document.querySelectorAll('iframe')) node.remove();
});

// jsdom lacks these browser APIs that react-aria, floating-ui and InfiniteList use.
if (!('IntersectionObserver' in globalThis)) {
  class IntersectionObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(globalThis, { IntersectionObserver: IntersectionObserverStub });
}
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
