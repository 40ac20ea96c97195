import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestApi } from './harness.ts';

/**
 * The site's production server (apps/site/server.ts) in front of a test API, as `pnpm start` and a deployment run it:
 * the browser's one origin, forwarding /api to the API with the address it saw. It serves a stub build (the pages
 * given, an index.html at least): the tests need its forwarding, not the site.
 *
 *   const site = await startSiteServer(api, { pages: { 'embed/signin/index.html': '<title>Sign in</title>' } });
 *   await fetch(`${site.url}/api/v1/health`);
 *   await site.stop();
 */
export type SiteServer = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** What the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
};

const script = fileURLToPath(new URL('../../site/server.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startSiteServer(
  api: TestApi,
  options: { env?: Record<string, string>; pages?: Record<string, string> } = {},
): Promise<SiteServer> {
  const dist = mkdtempSync(path.join(tmpdir(), 'momento-site-'));
  const pages = { 'index.html': '<!doctype html><title>Momento</title>', ...options.pages };
  for (const [name, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), html);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const site: ChildProcess = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      SITE_PORT: String(port),
      SITE_HOST: '127.0.0.1',
      SITE_DIST: dist,
      API_URL: new URL(api.url).origin,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (site.pid !== undefined && site.exitCode === null && site.signalCode === null) {
      const exited = new Promise((resolve) => site.once('exit', resolve));
      process.kill(site.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dist, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (site.exitCode !== null) throw new Error(`the site server exited with ${site.exitCode}:\n${output}`);
      const reply = await fetch(`${url}/api/v1/health`).catch(() => null);
      if (reply?.ok) break;
      if (Date.now() > deadline) throw new Error(`the site server did not answer within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, output: () => output, stop };
}
