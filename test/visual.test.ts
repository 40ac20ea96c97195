// The visual regression tool (scripts/visual.mjs) on a fixture preview (test/visual/fixture: three stories, and one
// tagged no-visual) in real Chromium: an unchanged run passes, a story that differs on its first render only passes
// on its second look and is named as unstable, one changed style fails naming its story and writes its diff image and
// the report page, and an update stores the new look losslessly under the hash of the screenshot.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBypass } from '../scripts/lib/visual-worker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'momento-visual-test-'));
const storybook = path.join(work, 'storybook');
const baselines = path.join(work, 'baselines');
const report = path.join(work, 'report');

function visual(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'scripts/visual.mjs'),
      '--no-build',
      `--storybook=${storybook}`,
      `--baselines=${baselines}`,
      `--report=${report}`,
      ...args,
    ],
    { cwd: root, encoding: 'utf8', timeout: 180_000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('pnpm visual', { timeout: 240_000 }, () => {
  beforeAll(() => {
    cpSync(path.join(root, 'test/visual/fixture'), storybook, { recursive: true });
    const update = visual('--update');
    expect(update.output).toContain('12 baselines written');
    expect(update.status).toBe(0);
  }, 240_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('stores a baseline per story, theme and width, and none for a story tagged no-visual', () => {
    const manifest = JSON.parse(readFileSync(`${baselines}.json`, 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest)).toHaveLength(12);
    expect(Object.keys(manifest)).toContain('fixture-card--default.dark.phone');
    expect(Object.keys(manifest).some((name) => name.startsWith('fixture-card--hidden'))).toBe(false);
    for (const file of Object.values(manifest)) expect(existsSync(path.join(baselines, file))).toBe(true);
  });

  it('passes when nothing changed', () => {
    const run = visual();
    expect(run.output).toContain('12 screenshots of 3 stories match their baselines');
    expect(run.status).toBe(0);
  });

  it('passes a story that differs on its first render only, naming it as unstable', () => {
    // The card reads 'Game 8' the first time the run renders it (before the dark theme's re-render), 'Game 7' after.
    const html = path.join(storybook, 'iframe.html');
    const original = readFileSync(html, 'utf8');
    const firstRenderOnly = `let html = stories[id]();
        if (id === 'fixture-card--default' && !localStorage.getItem('card rendered')) {
          localStorage.setItem('card rendered', 'yes');
          html = html.replace('Game 7', 'Game 8');
        }
        document.getElementById('storybook-root').innerHTML = html;`;
    writeFileSync(
      html,
      original.replace(
        "document.getElementById('storybook-root').innerHTML = stories[id]();",
        firstRenderOnly,
      ),
    );
    try {
      const run = visual();
      // Only the two light screenshots, taken before the dark theme's re-render, differed.
      expect(run.output).toMatch(
        /! Fixture\/Card › Default: unstable: \(light, desktop\) \d+ pixels differ \([\d.]+%\); \(light, phone\) \d+ pixels differ \([\d.]+%\) in/,
      );
      expect(run.output).toContain('in the first pass, as its baselines when rendered again alone');
      expect(run.output).toContain('1 stories rendered again for a second look');
      expect(run.output).toContain('12 screenshots of 3 stories match their baselines');
      expect(run.status).toBe(0);
    } finally {
      writeFileSync(html, original);
    }
  });

  it("fails on a one-pixel change of one story's style, naming that story, with a diff image and the report page", () => {
    const css = path.join(storybook, 'stories.css');
    writeFileSync(css, readFileSync(css, 'utf8').replace('padding: 16px;', 'padding: 17px;'));
    const run = visual();
    expect(run.status).toBe(1);
    expect(run.output).toContain('Fixture/Card › Default (light, desktop)');
    expect(run.output).toContain('Fixture/Card › Default (dark, phone)');
    expect(run.output).not.toContain('Fixture/Button');
    expect(run.output).toContain('4 of 12 screenshots differ from their baselines');
    // Rendered again alone before it failed.
    expect(run.output).toContain('1 stories rendered again for a second look');
    expect(existsSync(path.join(report, 'fixture-card--default.light.desktop.diff.png'))).toBe(true);
    const page = readFileSync(path.join(report, 'index.html'), 'utf8');
    expect(page).toContain('Fixture/Card › Default (light, phone)');
    expect(page).toContain('src="fixture-card--default.light.phone.expected.png"');
    expect(page).toContain('src="fixture-card--default.light.phone.actual.png"');
  });

  it('accepts the change after an update, rewriting only the changed screenshots', async () => {
    // The changed screenshot as Chromium encoded it, from the report of the failing run.
    const screenshot = readFileSync(path.join(report, 'fixture-card--default.light.desktop.actual.png'));
    const update = visual('--update');
    expect(update.output).toContain('4 baselines written');
    expect(update.status).toBe(0);
    // The new baseline is named by the hash of that screenshot and holds the same pixels, losslessly re-encoded.
    const manifest = JSON.parse(readFileSync(`${baselines}.json`, 'utf8')) as Record<string, string>;
    const file = manifest['fixture-card--default.light.desktop']!;
    expect(file).toBe(`${createHash('sha256').update(screenshot).digest('hex').slice(0, 20)}.webp`);
    const pixels = (image: Buffer | string) => sharp(image).ensureAlpha().raw().toBuffer();
    expect((await pixels(path.join(baselines, file))).equals(await pixels(screenshot))).toBe(true);
    expect(visual().status).toBe(0);
  });
});

describe("the mock worker's bypass for a page's own build files", () => {
  const origin = 'http://127.0.0.1:6106';
  /** The bypass as the server puts it before MSW's worker, in a stand-in of the worker's scope. */
  function worker() {
    const listeners: ((event: unknown) => void)[] = [];
    // MSW's record of the pages that started the mock (the worker script's own `activeClientIds`).
    const activeClientIds = new Set<string>();
    const scope = {
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      self: { location: { origin } },
      activeClientIds,
    };
    new Function(...Object.keys(scope), workerBypass(['/iframe.html', '/assets/Card-1a2b.js']))(
      ...Object.values(scope),
    );
    /** Whether a request skips the mock (the bypass stops the event before MSW's listener sees it). */
    const skipsMock = (
      url: string,
      {
        clientId = 'page',
        resultingClientId = '',
        mode = 'cors',
        destination = 'script',
        method = 'GET',
      } = {},
    ) => {
      let stopped = false;
      for (const listener of listeners)
        listener({
          request: { url: `${origin}${url}`, method, mode, destination },
          clientId,
          resultingClientId,
          stopImmediatePropagation: () => (stopped = true),
        });
      return stopped;
    };
    const navigate = (options = {}) =>
      skipsMock('/iframe.html?id=fixture-card--default', {
        clientId: '',
        resultingClientId: 'page',
        mode: 'navigate',
        destination: 'document',
        ...options,
      });
    return { skipsMock, navigate, activeClientIds };
  }

  it("sends a page's navigation and its build files to the server until the page starts the mock, then to the mock", () => {
    const { skipsMock, navigate, activeClientIds } = worker();
    expect(navigate()).toBe(true);
    expect(skipsMock('/assets/Card-1a2b.js')).toBe(true);
    activeClientIds.add('page');
    // A story refuses a lazily loaded chunk through the mock (the 'Not Loaded' stories): the mock must see it.
    expect(skipsMock('/assets/Card-1a2b.js')).toBe(false);
  });

  it('leaves to the mock what is not a build file, not a GET, from a nested frame or from a page it did not see load', () => {
    const { skipsMock, navigate } = worker();
    navigate();
    expect(skipsMock('/api/v1/tickets')).toBe(false);
    expect(skipsMock('/assets/Card-1a2b.js', { method: 'POST' })).toBe(false);
    expect(navigate({ destination: 'iframe', resultingClientId: 'frame' })).toBe(false);
    expect(skipsMock('/assets/Card-1a2b.js', { clientId: 'frame' })).toBe(false);
    expect(skipsMock('/assets/Card-1a2b.js', { clientId: 'restarted' })).toBe(false);
  });
});
