import type { Decorator, Preview } from '@storybook/react-vite';
import { http, HttpResponse, isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { UIProvider, type ThemeName } from '../packages/ui/src/index.ts';

// The `findBy` queries of play functions wait up to 5 s instead of 1 s: a widget that loads code on first use (the
// dashboard's chart) can take longer than a second on a loaded CI machine while Vite transforms it the first time.
configure({ asyncUtilTimeout: 5000 });

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as ThemeName | undefined) ?? 'light';
  return (
    <UIProvider theme={theme}>
      <Story />
    </UIProvider>
  );
};

/** API requests that no handler of the current story answered; `afterEach` fails the story on any. */
const unhandled: string[] = [];

/** The sizes the API serves a picture in (`<hash>-<size>.jpg`, the mock data's names). */
const imageSizes = new Set([200, 400, 600, 1000]);

/**
 * The pictures the mock data names (`/api/v1/images/...`: tickets' photos, uploaded avatars), which no server has:
 * one drawn placeholder at the size its name asks for (4:3), so that a story shows a picture, the same on every run,
 * instead of a broken image.
 */
const placeholderImages = http.get('*/api/v1/images/:file', ({ params }) => {
  const named = Number(/-(\d+)\.\w+$/.exec(String(params['file']))?.[1]);
  const width = imageSizes.has(named) ? named : 400;
  const height = (width * 3) / 4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300"><rect width="400" height="300" fill="#c8d3de"/><circle cx="300" cy="80" r="36" fill="#f2f5f8"/><path d="M0 300 130 140 230 250 290 190 400 300Z" fill="#7d8fa3"/></svg>`;
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

/**
 * The Storybook worker. Requests to the API (`/api/`) that no handler answers are recorded and fail the story, so
 * that every story runs on the shared stateful handlers (`createMockApi`) or on its own; the mock data's pictures get
 * a placeholder (kept when a story resets its handlers); Storybook's and Vite's own files and other common assets
 * (images, fonts) pass through.
 */
async function startWorker() {
  const worker = setupWorker(placeholderImages);
  worker.events.on('request:unhandled', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/api/') && !isCommonAssetRequest(request))
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
  });
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return worker;
}

const preview: Preview = {
  decorators: [withTheme],
  // Stories that fetch data declare their handlers with `beforeEach({ msw }) { msw.use(...) }`.
  loaders: [mswLoader(startWorker)],
  beforeEach() {
    unhandled.length = 0;
  },
  afterEach() {
    if (unhandled.length)
      throw new Error(`API requests without an MSW handler: ${[...new Set(unhandled)].join(', ')}`);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Story tests fail on any axe violation (docs/ARCHITECTURE.md, quality bar: axe finds nothing in stories).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
  tags: ['autodocs'],
};
export default preview;
