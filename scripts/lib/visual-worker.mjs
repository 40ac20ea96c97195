// The static Storybook's service worker for the visual regression tool (scripts/lib/visual.mjs serves it): its own
// module, with its types beside it (visual-worker.d.mts), so that the tool's test can check the rule in TypeScript.

/**
 * What the server puts before the mock's service worker: a fetch listener that lets a page load the build's own files
 * (the preview's HTML, scripts, styles and fonts: GET requests for a path the build holds) from the server directly
 * until the page has started the mock. Until then MSW's worker passes every request of that page through unchanged,
 * but through itself: each of a page load's ~160 module scripts crossed the worker's thread and reached the page as a
 * worker's response. Measured on one TicketSearch page load: the worker thread's work fell from about 2.7 s to
 * 0.3 s and the page's main thread's by about a third. The listener keeps MSW's own rule: only the requests of a
 * top-level page (its navigation's destination `document`) that MSW has not activated (`activeClientIds`, MSW's
 * record), which MSW would pass through; once the story's mock has started, every request goes through it as before
 * (stories refuse a lazily loaded chunk through the mock: the 'Not Loaded' ones). A restarted worker forgets the pages
 * and leaves every request to MSW.
 * A top-level page's navigation to the preview skips the mock too: MSW would hand it to another page's mock (any
 * page that started one) and wait for that page's answer, which never comes when that page is closing (a tab moving
 * to its next stories file); the new page's load then timed out (3 times in a full run with 4 tabs).
 */
export function workerBypass(buildFiles) {
  return `// Added by scripts/lib/visual-worker.mjs (workerBypass): a page's own files skip the mock until it starts the mock.
const visualBuildFiles = new Set(${JSON.stringify(buildFiles)});
const visualPages = new Set();
addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || !visualBuildFiles.has(url.pathname)) return;
  if (request.mode === 'navigate') {
    if (request.destination !== 'document') return;
    visualPages.add(event.resultingClientId);
    event.stopImmediatePropagation();
  } else if (visualPages.has(event.clientId) && !activeClientIds.has(event.clientId)) {
    event.stopImmediatePropagation();
  }
});
`;
}
