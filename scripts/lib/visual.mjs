// Visual regression of the static Storybook: every story in Chromium, light and dark, at a phone and a desktop width,
// compared with the committed baselines (visual/baselines). scripts/visual.mjs is the command; README.md (Visual
// review) and CONTRIBUTING.md (Updating the visual baselines) say how to use it.
//
// What keeps a screenshot the same from one machine to the next (Debian 12, Chromium from apt):
// - fonts: the stories' font stack starts with `system-ui`, which Chromium resolves through fontconfig, so each
//   machine would draw the fonts it happens to have. Chromium runs here with a fontconfig of its own
//   (FONTCONFIG_FILE) that knows only the DejaVu fonts of the `dejavu-fonts-ttf` devDependency, maps system-ui and
//   sans-serif to DejaVu Sans, serif to DejaVu Serif, monospace to DejaVu Sans Mono, and fixes anti-aliasing and
//   hinting (grey-scale, slight hinting, no sub-pixel colour);
// - device scale factor 1, the UTC time zone, the en-US locale, reduced motion, a fixed clock (FIXED_TIME) for every
//   page, CSS animations and transitions stopped, the text caret hidden and every element painted (no
//   `content-visibility: auto` skipping what is off screen);
// - a screenshot is taken once the story has finished (its loaders, render and play function: Storybook's
//   `storyFinished` event), the page's fonts are loaded, every image has loaded or failed and every video has its
//   metadata or failed; Chromium reaches no host but the local server (a story's YouTube player fails the same way
//   on a machine with a network as on one without), and the stories' own mock (MSW) draws the mock data's pictures;
// - the comparison allows anti-aliasing noise: pixelmatch's per-pixel colour threshold (THRESHOLD, 0 to 1 in YIQ
//   space, anti-aliased pixels not counted) and at most MAX_DIFF_RATIO of a screenshot's pixels differing.
//
// How it renders: one Chromium, two tabs per core (TABS_PER_CORE), each opening Storybook's preview (iframe.html)
// once per stories file and switching between that file's stories and themes through the preview's channel
// (`setCurrentStory`, `updateGlobals`) instead of a page load per story, as Storybook's own UI does. Each file
// starts on a new page, so what one file's stories leave behind (module state, mocked data) never reaches another
// file's. Every story renders fresh (loaders, play function) in the light theme and is photographed at the desktop
// width, then at the phone width (the page resized, not re-rendered); then it re-renders in place in the dark theme
// (keeping the state its play function left, as the toolbar's switch does) and is photographed at the phone width,
// then at the desktop width.
// A screenshot byte-identical to the one its baseline was made from (the common case) is recognised by its hash,
// without decoding; any other is compared pixel by pixel with the baseline.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.ts';
import { workerBypass } from './visual-worker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const THEMES = ['light', 'dark'];
/** The widths, each with the viewport height a story is first laid out in (the screenshot grows to its content). */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 667 },
];
/** pixelmatch's threshold: how far two colours may be apart (0-1, YIQ) and still count as the same pixel. */
export const THRESHOLD = 0.1;
/** The share of a screenshot's pixels that may differ beyond THRESHOLD (anti-aliasing noise): 1 in 10,000. */
export const MAX_DIFF_RATIO = 0.0001;
/** Every page's clock (Date.now, new Date()): countdowns and "3 days ago" read the same on every run. */
export const FIXED_TIME = '2026-12-01T12:00:00Z';
/**
 * Tabs per core: a tab spends much of a story waiting (animation frames, the page's requests, round trips to the
 * page), not computing. Measured on the shared 2-core machine (Browse stories, 288 screenshots, load 4 to 9): 2 tabs
 * 97 s, 4 tabs 65 s, 6 tabs about as fast as 4 (50 s against 54 s at load 3 to 4: by then the cores are the limit).
 */
const TABS_PER_CORE = 2;
/** How long one story may take to finish rendering (loaders, play function) on a loaded machine. */
const STORY_TIMEOUT = 60_000;

/**
 * What every page gets before its screenshot: no animation, no transition, no caret, no smooth scrolling, and every
 * shown element rendered: `content-visibility: auto` (the result lists' cards past the first screen) leaves what is
 * off screen unpainted, and a screenshot of the whole story would show those cards as blank boxes of their stand-in
 * size. An element with the `hidden` attribute keeps its own: a closed disclosure's panel is `hidden="until-found"`,
 * which Chromium draws as `content-visibility: hidden`, and must stay closed in the picture.
 */
const STILL_CSS = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition-delay: 0s !important; transition-duration: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
:not([hidden]) { content-visibility: visible !important; }`;

/** A fontconfig that knows only the repository's DejaVu fonts (see the top of this file). */
function fontconfig() {
  const fonts = path.join(root, 'node_modules/dejavu-fonts-ttf/ttf');
  if (!existsSync(fonts)) throw new Error(`the DejaVu fonts are missing (${fonts}): run pnpm install`);
  const dir = path.join(
    os.tmpdir(),
    `momento-visual-fonts-${createHash('sha1').update(fonts).digest('hex').slice(0, 8)}`,
  );
  mkdirSync(dir, { recursive: true });
  const alias = (generic, family) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  <selectfont><rejectfont><glob>*MathTeXGyre*</glob><glob>*Condensed*</glob><glob>*ExtraLight*</glob></rejectfont></selectfont>
  <match target="pattern">
    <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
    <edit name="family" mode="append_last"><string>sans-serif</string></edit>
  </match>
${alias('system-ui', 'DejaVu Sans')}
${alias('sans-serif', 'DejaVu Sans')}
${alias('sans', 'DejaVu Sans')}
${alias('serif', 'DejaVu Serif')}
${alias('monospace', 'DejaVu Sans Mono')}
${alias('mono', 'DejaVu Sans Mono')}
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`,
  );
  return file;
}

const CONTENT_TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/**
 * The port the static Storybook is served on: always the same, because a story may show its own origin (the embed
 * snippet builder writes it into the snippet it shows).
 */
const PORT = 6106;

/** The stories' API mock: MSW's service worker, at the root of the build. */
const MOCK_WORKER = '/mockServiceWorker.js';

/** The paths (from the root, `/assets/x.js`) of every file in a folder, the mock's worker excepted. */
function buildPaths(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .filter((relative) => relative !== MOCK_WORKER);
}

/** Serves a static Storybook build on PORT; files are cached by the browser for the run. */
async function serve(dir) {
  const bypass = workerBypass(buildPaths(dir));
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    let file = path.join(dir, pathname);
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'max-age=3600',
      })
      .end(pathname === MOCK_WORKER ? `${bypass}${readFileSync(file, 'utf8')}` : readFileSync(file));
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${PORT} is in use: is another pnpm visual running?`, { cause: error })
          : error,
      ),
    );
    server.listen(PORT, '127.0.0.1', resolve);
  });
  return { server, url: `http://127.0.0.1:${PORT}` };
}

/** The stories of a static Storybook's index, grouped by stories file in index order. */
export function readStories(storybookDir, filter) {
  const index = JSON.parse(readFileSync(path.join(storybookDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' &&
      !(entry.tags ?? []).includes('no-visual') &&
      (!filter ||
        entry.id.includes(filter) ||
        `${entry.title} ${entry.name}`.toLowerCase().includes(filter.toLowerCase())),
  );
  const files = new Map();
  for (const story of stories) {
    if (!files.has(story.importPath)) files.set(story.importPath, []);
    files.get(story.importPath).push(story);
  }
  return [...files.values()];
}

/** A screenshot's name: the story's id (unique in the index), its theme and its width. */
export const shotName = (storyId, theme, width) => `${storyId}.${theme}.${width}`;

/**
 * The baselines: `baselines.json` maps each screenshot's name to an image in `baselines/` named by the hash of the
 * screenshot it was made from (contentName, encodeBaseline), so that a look shared by several screenshots is stored
 * once (a story that ignores the theme looks the same in light and dark; so do many loading states).
 */
export function readManifest(baselineDir) {
  const file = `${baselineDir}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function writeManifest(baselineDir, manifest) {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(`${baselineDir}.json`, `${JSON.stringify(sorted, null, 1)}\n`);
}

/**
 * A baseline's file name: the hash of the screenshot as Chromium encoded it (PNG), so that a screenshot byte-identical
 * to the one its baseline was made from (the common case) is recognised by its hash alone, without decoding either.
 */
const contentName = (buffer) => `${createHash('sha256').update(buffer).digest('hex').slice(0, 20)}.webp`;

/**
 * What a baseline file holds: the screenshot re-encoded as lossless WebP (the same pixels: test/visual.test.ts checks
 * it). Measured on samples of a full set (2,064 screenshots, 57.8 MB as Chromium's PNGs): lossless WebP takes about
 * 36% of Chromium's bytes; PNG at zlib level 9 about 75% without row filters and about 101% with adaptive filtering.
 */
const encodeBaseline = (buffer) => sharp(buffer).webp({ lossless: true }).toBuffer();

/** A baseline's pixels (RGBA), as pngjs gives a screenshot's. */
async function decodeBaseline(buffer) {
  const { data, info } = await sharp(buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

// ─── In the page ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Listens to the preview's channel: each finished render (`storyFinished`, or a story that could not render) resolves
 * the render that `emitAndWait` waits for.
 */
function listen() {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const state = { waiting: null, errors: [] };
  window.__visual = state;
  const done = (storyId, status) => {
    if (state.waiting?.storyId !== storyId) return;
    const { resolve } = state.waiting;
    state.waiting = null;
    resolve(status);
  };
  channel.on('storyFinished', ({ storyId, status }) => done(storyId, status));
  channel.on('storyMissing', (storyId) => done(storyId, 'missing'));
  channel.on('storyErrored', (error) => state.errors.push(String(error?.title ?? error)));
  channel.on('storyThrewException', (error) => state.errors.push(String(error?.message ?? error)));
  channel.on('playFunctionThrewException', (error) => state.errors.push(String(error?.message ?? error)));
}

/** Emits an event to the preview; resolves with the status of the story's next finished render. */
function emitAndWait([event, payload, storyId]) {
  return new Promise((resolve) => {
    window.__visual.waiting = { storyId, resolve };
    window.__STORYBOOK_ADDONS_CHANNEL__.emit(event, payload);
  });
}

/**
 * After the story finished: waits for the fonts, a frame (a resize re-picks each image's `srcset` candidate), every
 * image loaded and decoded (lazy ones made eager first: a full-page capture would otherwise bring them into view
 * while it captures, and show them or not by timing), every video's metadata loaded or its source failed, and two
 * more frames; then returns the part of the page the story occupies: the full width (a story's width is part of its
 * look), from the top to the lowest visible element (portals and overlays included) plus the layout's padding, at most
 * the document's height. One call per screenshot (each call is a round trip to the page).
 */
async function settleAndMeasure() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await document.fonts.ready;
  await frame();
  const images = [...document.querySelectorAll('img')];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(
    images.map((image) =>
      Promise.race([
        // decode() settles once the image is loaded and decoded; it rejects for a broken or empty image.
        image.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]),
    ),
  );
  // A video shows Chromium's loading spinner until its metadata has loaded or its source failed.
  await Promise.all(
    [...document.querySelectorAll('video')].map((video) =>
      video.readyState >= HTMLMediaElement.HAVE_METADATA ||
      video.error ||
      (!video.src && !video.querySelector('source'))
        ? undefined
        : Promise.race([
            new Promise((resolve) => {
              video.addEventListener('loadedmetadata', resolve, { once: true });
              video.addEventListener('error', resolve, { once: true });
            }),
            new Promise((resolve) => setTimeout(resolve, 5000)),
          ]),
    ),
  );
  await frame();
  await frame();
  const doc = document.documentElement;
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    if (
      element.closest('.sb-wrapper, .sb-preparing-story, .sb-preparing-docs, #storybook-docs, script, style')
    )
      continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    bottom = Math.max(bottom, rect.bottom + window.scrollY);
  }
  const padding = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
  const height = Math.max(1, Math.min(Math.ceil(bottom + padding), doc.scrollHeight));
  return { x: 0, y: 0, width: Math.max(doc.clientWidth, doc.scrollWidth), height };
}

// ─── In Node ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Rejects after `ms` unless `promise` settles first. */
function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Adds the time `fn` takes to `stats[key]` (milliseconds, summed over the tabs). */
async function timed(stats, key, fn) {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    stats[key] = (stats[key] ?? 0) + performance.now() - started;
  }
}

/** Emits an event to the preview and waits for the story's next finished render: its status. */
function renderAndWait(page, stats, event, payload, storyId) {
  return timed(stats, 'render', () =>
    withTimeout(
      page.evaluate(emitAndWait, [event, payload, storyId]),
      STORY_TIMEOUT,
      `${storyId} did not finish rendering within ${STORY_TIMEOUT / 1000} s`,
    ),
  );
}

/**
 * A request still unanswered after this long is one a story keeps waiting on purpose (a Loading state's reply that
 * never comes); the mock answers any other in milliseconds.
 */
const ENDLESS_AFTER = 1_000;
/** How many animation frames the page must draw without a change to its DOM to count as still. */
const STILL_FRAMES = 3;

/**
 * Follows a page's requests (Playwright sees those the stories' service worker answers too): when each started and
 * when the last one started or ended.
 */
function trackRequests(page) {
  const tracker = { started: new Map(), lastChange: performance.now() };
  page.on('request', (request) => {
    tracker.started.set(request, performance.now());
    tracker.lastChange = performance.now();
  });
  const ended = (request) => {
    tracker.started.delete(request);
    tracker.lastChange = performance.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return tracker;
}

/** In the page: resolves once the DOM has not changed for `frames` animation frames in a row (at most 5 s). */
function domStill(frames) {
  return new Promise((resolve) => {
    let still = 0;
    const observer = new MutationObserver(() => {
      still = 0;
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const give = setTimeout(finish, 5000);
    function finish() {
      clearTimeout(give);
      observer.disconnect();
      resolve();
    }
    const tick = () => {
      still += 1;
      if (still > frames) finish();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Waits until the page is quiet: no request it is waiting for (a lazily loaded chunk, data a section loads after the
 * story finished, what a re-render fetches again) except the endless ones, and then its DOM still for a few frames;
 * again if that stillness brought a new request. At most 15 s.
 */
async function quiet(page, tracker) {
  const deadline = performance.now() + 15_000;
  for (;;) {
    for (;;) {
      const now = performance.now();
      const waiting = [...tracker.started.values()].some((started) => now - started < ENDLESS_AFTER);
      if (!waiting || now > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const before = tracker.lastChange;
    await page.evaluate(domStill, STILL_FRAMES);
    if (tracker.lastChange === before || performance.now() > deadline) return;
  }
}

/** At most this many captures of one screenshot while waiting for two in a row to agree. */
const MAX_CAPTURES = 6;

/**
 * Photographs the story once the page is quiet. Chromium sometimes captures a frame painted before the page's last
 * resize (the phone-width frame repeated across the desktop width, on a loaded machine), so a screenshot counts only
 * when the next capture, a frame later, is byte-identical to it; one that is byte-identical to its baseline (`known`)
 * needs no second capture (a stale frame cannot match it).
 */
async function photograph(page, stats, viewportHeight, tracker, known) {
  await timed(stats, 'settle', () => quiet(page, tracker));
  const clip = await timed(stats, 'settle', () => page.evaluate(settleAndMeasure));
  // A full-page capture resizes the page for the capture: only for content taller than the viewport.
  const capture = () =>
    timed(stats, 'screenshot', () =>
      page.screenshot({
        clip,
        fullPage: clip.height > viewportHeight,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
      }),
    );
  let last = await capture();
  if (known(last)) return last;
  for (let count = 1; count < MAX_CAPTURES; count += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await capture();
    if (next.equals(last)) return next;
    stats.recaptured = (stats.recaptured ?? 0) + 1;
    last = next;
  }
  return last;
}

/** Opens the preview on a story in the first theme and waits for that story's render to finish. */
async function openPreview(page, baseUrl, storyId) {
  // a11y.manual: axe runs in the `storybook` vitest project; here it would only cost time.
  // The page load may take as long as a story's render on a loaded machine (Playwright's own limit is 30 s).
  await page
    .goto(
      `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${THEMES[0]};a11y.manual:!true`,
      { timeout: STORY_TIMEOUT },
    )
    .catch((error) => {
      throw Object.assign(new Error(error.message, { cause: error }), { pageLoad: true });
    });
  const phase = () => window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '';
  try {
    await page.waitForFunction(
      (finished) => finished.includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
      ['finished', 'errored', 'aborted'],
      { timeout: STORY_TIMEOUT, polling: 50 },
    );
  } catch (error) {
    const reached = await page.evaluate(phase).catch(() => 'unknown');
    throw Object.assign(
      new Error(
        `${storyId} did not finish rendering within ${STORY_TIMEOUT / 1000} s of the page load (phase "${reached || 'none'}")`,
        { cause: error },
      ),
      { pageLoad: true },
    );
  }
}

/**
 * Renders the stories of one file in a new page, both themes, both widths; calls `shot` with every screenshot.
 * Each story: rendered fresh in the light theme at the desktop width (photographed), resized to the phone width
 * (photographed), re-rendered in place in the dark theme (photographed), resized back to the desktop width
 * (photographed): two resizes and one re-render per story.
 */
async function renderFile(context, baseUrl, stories, shot, known, warnings, stats) {
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const tracker = trackRequests(page);
  try {
    const [desktop, phone] = WIDTHS;
    await timed(stats, 'load', async () => {
      await page.setViewportSize({ width: desktop.width, height: desktop.height });
      await openPreview(page, baseUrl, stories[0].id);
      await page.addStyleTag({ content: STILL_CSS });
      await page.evaluate(listen);
    });
    const resize = (size) =>
      timed(stats, 'resize', () => page.setViewportSize({ width: size.width, height: size.height }));
    const warn = (story, theme, status) => {
      if (status && status !== 'success')
        warnings.push(
          `${story.title} › ${story.name} (${theme}): the story finished with status "${status}"`,
        );
    };
    /** One screenshot of the story as it stands, in a theme at a width, handed to `shot` (compared or stored). */
    const take = async (story, theme, size) =>
      shot(
        story,
        theme,
        size.name,
        await photograph(page, stats, size.height, tracker, (buffer) =>
          known(story, theme, size.name, buffer),
        ),
      );
    const [light, dark] = THEMES;
    for (const [index, story] of stories.entries()) {
      // The page's first story rendered as the page loaded; each next one renders fresh (loaders, play function)
      // in the first theme, set in the preview's store without re-rendering the story before it.
      if (index > 0) {
        await page.evaluate(
          (globals) => window.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update(globals),
          { theme: light },
        );
        warn(
          story,
          light,
          await renderAndWait(
            page,
            stats,
            'setCurrentStory',
            { storyId: story.id, viewMode: 'story' },
            story.id,
          ),
        );
      }
      await take(story, light, desktop);
      await resize(phone);
      await take(story, light, phone);
      // The other theme re-renders the story in place: it keeps the state its play function left (an open dialog,
      // a typed value), as the toolbar's theme switch does. The re-render runs the story's loaders and beforeEach
      // again (not its play function): data it fetches again comes after the render finished, which `quiet` waits for.
      warn(
        story,
        dark,
        await renderAndWait(page, stats, 'updateGlobals', { globals: { theme: dark } }, story.id),
      );
      await take(story, dark, phone);
      await resize(desktop);
      await take(story, dark, desktop);
    }
  } finally {
    await page.close();
  }
  return pageErrors;
}

/** Pads an image to a size (transparent), so that images of different sizes can be compared and shown. */
function padTo(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const padded = new PNG({ width, height });
  for (let y = 0; y < image.height; y += 1)
    image.data.copy(padded.data, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  return padded;
}

/**
 * Compares a screenshot (Chromium's PNG) with its baseline (a stored file, see encodeBaseline): null when equal within
 * the tolerance, else what differs and the diff image.
 */
export async function compare(baselineBuffer, actualBuffer) {
  const expected = await decodeBaseline(baselineBuffer);
  const actual = PNG.sync.read(actualBuffer);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(
    padTo(expected, width, height).data,
    padTo(actual, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: THRESHOLD,
      includeAA: false,
    },
  );
  const sizeChanged = expected.width !== actual.width || expected.height !== actual.height;
  if (!sizeChanged && pixels <= MAX_DIFF_RATIO * width * height) return null;
  return {
    reason: sizeChanged
      ? `size ${expected.width}x${expected.height} -> ${actual.width}x${actual.height}, ${pixels} pixels differ`
      : `${pixels} pixels differ (${((100 * pixels) / (width * height)).toFixed(3)}%)`,
    diff: PNG.sync.write(diff),
  };
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

/** The report page: each differing story with its expected, actual and diff images side by side. */
function writeReport(reportDir, failures) {
  const rows = failures
    .map(
      (f) => `<section>
  <h2>${escapeHtml(f.label)}</h2>
  <p>${escapeHtml(f.reason)} &middot; <code>${escapeHtml(f.name)}</code></p>
  <div class="row">
    ${['expected', 'actual', 'diff']
      .map((kind) =>
        f[kind]
          ? `<figure><figcaption>${kind}</figcaption><a href="${f[kind]}"><img src="${f[kind]}" alt="${kind}: ${escapeHtml(f.label)}"></a></figure>`
          : `<figure><figcaption>${kind}</figcaption><p>none</p></figure>`,
      )
      .join('\n    ')}
  </div>
</section>`,
    )
    .join('\n');
  writeFileSync(
    path.join(reportDir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${failures.length} differing</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem; background: #f7f8fa; color: #1b1f24; }
  section { background: #fff; border: 1px solid #d3d9e0; border-radius: 8px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
  .row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: bold; margin-bottom: .25rem; }
  img { max-width: 100%; border: 1px solid #8a96a3; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style>
</head>
<body>
<h1>Visual review: ${failures.length} differing</h1>
<p>Expected (the committed baseline), actual (this run) and the differing pixels in red. Accept a change with
<code>pnpm visual:update</code> and commit the baselines; fix anything else.</p>
${rows || '<p>Every story matches its baseline.</p>'}
</body>
</html>
`,
  );
}

/**
 * Renders every story and compares each screenshot with its baseline (or, with `update`, writes the baselines).
 * Returns the failures ({ label, reason, file, diff }) and counts; writes the report page when anything differs.
 */
export async function runVisual({
  storybookDir,
  baselineDir,
  reportDir,
  update = false,
  filter,
  concurrency = TABS_PER_CORE * Math.max(1, os.availableParallelism()),
  log = console.log,
}) {
  const files = readStories(storybookDir, filter);
  const total = files.reduce((sum, stories) => sum + stories.length, 0);
  if (total === 0)
    throw new Error(`no stories in ${storybookDir}/index.json${filter ? ` matching "${filter}"` : ''}`);
  mkdirSync(baselineDir, { recursive: true });
  rmSync(reportDir, { recursive: true, force: true });

  const manifest = readManifest(baselineDir);
  /** Milliseconds spent in each part of the run, summed over the tabs, and how many screenshots were decoded. */
  const stats = { decoded: 0 };
  const failures = [];
  const rendered = new Set();
  let compared = 0;
  let changedOnUpdate = 0;
  const label = (story, theme, width) => `${story.title} › ${story.name} (${theme}, ${width})`;

  /** Whether a screenshot is byte-identical to the one its baseline was made from. */
  const known = (story, theme, width, buffer) =>
    manifest[shotName(story.id, theme, width)] === contentName(buffer);
  /**
   * The stories whose screenshots differed from their baselines in the first pass, each with those differences: each
   * renders again, alone on a new page, before a difference counts (see `secondLook`).
   */
  const suspects = new Map();
  /** A screenshot that differs, shown in the report page and named in the output. */
  const fail = async ({ story, theme, width, name, buffer, expected, result }) => {
    mkdirSync(reportDir, { recursive: true });
    const failure = { label: label(story, theme, width), reason: result.reason, name };
    failure.actual = `${name}.actual.png`;
    writeFileSync(path.join(reportDir, failure.actual), buffer);
    if (expected) {
      failure.expected = `${name}.expected.png`;
      writeFileSync(path.join(reportDir, failure.expected), await sharp(expected).png().toBuffer());
    }
    if (result.diff) {
      failure.diff = `${name}.diff.png`;
      failure.diffPath = path.join(reportDir, failure.diff);
      writeFileSync(failure.diffPath, result.diff);
    }
    failures.push(failure);
    log(
      `✗ ${failure.label}: ${failure.reason}${failure.diffPath ? `; diff: ${path.relative(process.cwd(), failure.diffPath)}` : ''}`,
    );
  };
  /**
   * Compares (or, with `update`, stores) one screenshot. `onDiff` gets a screenshot that differs from its baseline:
   * in the first pass it makes the story a suspect; in the second look it fails.
   */
  const shot = (onDiff, firstPass) => async (story, theme, width, buffer) => {
    const name = shotName(story.id, theme, width);
    rendered.add(name);
    const baseline = manifest[name] ? path.join(baselineDir, manifest[name]) : null;
    const hasBaseline = baseline !== null && existsSync(baseline);
    // A screenshot byte-identical to the one its baseline was made from has that baseline's name (the common case):
    // no decoding. Any other is decoded and compared pixel by pixel with the baseline.
    const identical = hasBaseline && manifest[name] === contentName(buffer);
    const expected = hasBaseline && !identical ? readFileSync(baseline) : null;
    const differs = () =>
      timed(stats, 'compare', () => {
        stats.decoded += 1;
        return compare(expected, buffer);
      });
    if (update) {
      // An unchanged look keeps its file, so that an update touches only what changed.
      if (!hasBaseline || (!identical && (await differs()))) {
        const file = contentName(buffer);
        const stored = path.join(baselineDir, file);
        if (!existsSync(stored))
          writeFileSync(stored, await timed(stats, 'encode', () => encodeBaseline(buffer)));
        manifest[name] = file;
        changedOnUpdate += 1;
      }
      return;
    }
    if (firstPass) compared += 1;
    if (identical) return;
    if (!expected) {
      // Nothing to compare with: a second render cannot change that (nor fail it twice).
      if (firstPass)
        await fail({
          story,
          theme,
          width,
          name,
          buffer,
          expected,
          result: { reason: 'no baseline (run pnpm visual:update)', diff: null },
        });
      return;
    }
    const result = await differs();
    if (result) await onDiff({ story, theme, width, name, buffer, expected, result });
  };
  const firstShot = shot(async (difference) => {
    const { story } = difference;
    if (!suspects.has(story.id)) suspects.set(story.id, { story, differences: [] });
    suspects.get(story.id).differences.push(difference);
  }, true);

  /**
   * A difference counts when the story shows it twice: each story that differed in the first pass renders again,
   * alone on a new page (its four screenshots), and fails with what differs then. One that matches its baselines the
   * second time is named in the warnings as unstable (its first render depended on timing or on the stories rendered
   * before it on the page), so that it gets fixed, without failing the run. A changed look differs both times.
   */
  const secondLook = async (context, url) => {
    const again = [...suspects.values()];
    stats.secondLooks = again.length;
    const queue = [...again];
    const look = async () => {
      for (let suspect = queue.shift(); suspect; suspect = queue.shift()) {
        const { story, differences } = suspect;
        let differsAgain = false;
        try {
          const pageErrors = await renderFile(
            context,
            url,
            [story],
            shot(async (difference) => {
              differsAgain = true;
              await fail(difference);
            }, false),
            known,
            warnings,
            stats,
          );
          for (const message of pageErrors) problems.push(`${story.importPath}: page error: ${message}`);
        } catch (error) {
          // No second look: the first pass's differences count.
          log(`✗ ${story.importPath}: ${error.message.split('\n')[0]} (rendering ${story.id} again)`);
          for (const difference of differences) await fail(difference);
          continue;
        }
        if (!differsAgain)
          warnings.push(
            `${story.title} › ${story.name}: unstable: ${differences
              .map(({ theme, width, result }) => `(${theme}, ${width}) ${result.reason}`)
              .join('; ')} in the first pass, as its baselines when rendered again alone`,
          );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, again.length) }, look));
  };

  const { server, url } = await serve(path.resolve(storybookDir));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--hide-scrollbars',
      '--force-color-profile=srgb',
      '--disable-lcd-text',
      // Only the local server answers: a story's YouTube player or remote picture fails the same way on a machine
      // with a network as on one without.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
    headless: true,
    env: { ...process.env, FONTCONFIG_FILE: fontconfig(), TZ: 'UTC', LANG: 'en_US.UTF-8' },
  });
  const problems = [];
  // Stories whose play function or afterEach failed: photographed as they are (the `storybook` project fails them).
  const warnings = [];
  try {
    // Storybook's preview stops a story's CSS animations at their end instead of waiting for them (at least 100 ms
    // per render) when the user agent names its test runner, as in the `storybook` vitest project.
    const probe = await browser.newPage();
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
    await probe.close();
    const context = await browser.newContext({
      userAgent,
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });
    await context.clock.setFixedTime(FIXED_TIME);
    // The stories' API mock is a service worker (MSW) that unregisters itself when its last page closes; between two
    // stories files a tab closes its page and opens the next, and a page that registers the worker again while it
    // unregisters may wait for it forever (the likely cause of a first render that never finished, once a run). One
    // page of the preview stays open for the whole run, so the worker stays.
    const keeper = await context.newPage();
    await timed(stats, 'load', () => openPreview(keeper, url, files[0][0].id));
    const queue = [...files];
    let done = 0;
    const started = Date.now();
    const worker = async () => {
      for (let stories = queue.shift(); stories; stories = queue.shift()) {
        try {
          const render = () => renderFile(context, url, stories, firstShot, known, warnings, stats);
          // A page whose first render never finishes (the preview stuck while it starts: about once in two full
          // runs on a loaded machine, in a different file each time) gets one more page before the file fails.
          const pageErrors = await render().catch((error) => {
            if (!error.pageLoad) throw error;
            log(
              `! ${stories[0].importPath}: ${error.message.split('\n')[0]}; trying once more on a new page`,
            );
            return render();
          });
          for (const message of pageErrors) problems.push(`${stories[0].importPath}: page error: ${message}`);
        } catch (error) {
          problems.push(`${stories[0].importPath}: ${error.message.split('\n')[0]}`);
          log(`✗ ${stories[0].importPath}: ${error.message.split('\n')[0]}`);
        }
        done += stories.length;
        if (process.stdout.isTTY)
          process.stdout.write(
            `\r${done}/${total} stories (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
    if (process.stdout.isTTY) process.stdout.write('\n');
    await secondLook(context, url);
  } finally {
    await browser.close();
    server.close();
  }

  // Baselines of screenshots that no longer exist (a story removed or renamed): an update removes them, a comparison
  // reports them. A run of some stories (filter) cannot tell.
  const stale = filter || problems.length ? [] : Object.keys(manifest).filter((name) => !rendered.has(name));
  if (update) {
    for (const name of stale) delete manifest[name];
    writeManifest(baselineDir, manifest);
    const used = new Set(Object.values(manifest));
    for (const file of readdirSync(baselineDir))
      if (/\.(png|webp)$/.test(file) && !used.has(file)) rmSync(path.join(baselineDir, file));
  } else {
    for (const name of stale) {
      failures.push({ label: name, reason: 'a baseline without a story (run pnpm visual:update)', name });
      log(`✗ ${name}: a baseline without a story (run pnpm visual:update)`);
    }
    if (failures.length) writeReport(reportDir, failures);
  }
  return {
    total,
    shots: rendered.size,
    compared,
    failures,
    problems,
    warnings,
    stale,
    changedOnUpdate,
    stats,
    concurrency: Math.min(concurrency, files.length),
  };
}

/** The size of the baselines folder in bytes and files (each distinct look once). */
export function folderSize(dir) {
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => /\.(png|webp)$/.test(file)) : [];
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0),
  };
}

/** Builds the static Storybook (as `pnpm build-storybook`). */
export function buildStorybook(out) {
  execFileSync(
    path.join(root, 'node_modules/.bin/storybook'),
    ['build', '-c', '.storybook', '-o', out, '--quiet'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
}
