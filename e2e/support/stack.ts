// Starts the real stack for end-to-end tests: the API server on its own embedded database (a copy of the demo data
// seeded once for the run), the built site served by `vite preview` (which proxies /api to that server) or, with
// `site: 'production'`, by the site's production server (apps/site/server.ts: compressed, as `pnpm start` serves it),
// and Debian's Chromium driven by playwright-core. Every process started here is stopped by `stop()`, by PID,
// also when a test fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { chromiumArgs, chromiumPath };

export interface Stack {
  apiUrl: string;
  siteUrl: string;
  browser: Browser;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; name: string },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output, name: options.name };
}

export async function waitFor(
  url: string,
  timeoutMs: number,
  proc: { child: ChildProcess; output: string[]; name: string },
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(
        `${proc.name} exited with ${proc.child.exitCode} before ${url} answered:\n${proc.output.join('')}`,
      );
    }
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output.join('')}`);
}

/** Stops a process group: SIGTERM, then SIGKILL after `graceMs`. */
export function kill(child: ChildProcess, graceMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      // The process group: the server and anything it spawned.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** The run's seeded demo data (e2e/support/seed.ts); none outside a vitest run (scripts seed their own stack). */
function seededDataDir(): string | undefined {
  try {
    return inject('seededDataDir');
  } catch {
    return undefined;
  }
}

/** Builds the site when it has no build yet (`pnpm test` runs `pnpm build` before the end-to-end step). */
export function siteIsBuilt(): boolean {
  return existsSync(path.join(root, 'apps/site/dist/index.html'));
}

export async function startStack(
  options: { env?: NodeJS.ProcessEnv; site?: 'preview' | 'production' } = {},
): Promise<Stack> {
  if (!siteIsBuilt())
    throw new Error('apps/site/dist is missing: run `pnpm --filter @momento/site build` first.');
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-e2e-'));
  // Every file starts from the same freshly seeded demo data (seeded once per run by e2e/support/seed.ts): a copy of
  // it, so that what one file changes never reaches another.
  const seeded = seededDataDir();
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    // The site's server is the one proxy in front of the API: the abuse limits count the address it reports.
    TRUST_PROXY: '1',
    // The development routes: the outbox (verification and reset links) and the test payments.
    DEV_ROUTES: '1',
    // Passwords hashed at a test cost (the seed's too): a login at the production cost takes about a second of this
    // machine's two cores, which the browser tests would spend on every sign-in.
    SCRYPT_COST: '16384',
    API_PORT: String(apiPort),
    SITE_PORT: String(sitePort),
    DATA_DIR: dataDir,
    PAYMENT_PROVIDER: 'test',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env['DATABASE_URL'];
  const api = startProcess(process.execPath, ['src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env,
    name: 'api',
  });
  // The site's server needs no API to start (it forwards /api per request), nor does the browser: the three start at
  // once instead of one after the other (seconds per file, a dozen files a run).
  const vite = path.join(root, 'apps/site/node_modules/vite/bin/vite.js');
  const siteArgs =
    options.site === 'production'
      ? ['server.ts']
      : [vite, 'preview', '--host', '127.0.0.1', '--port', String(sitePort), '--strictPort'];
  const site = startProcess(process.execPath, siteArgs, {
    cwd: path.join(root, 'apps/site'),
    env,
    name: 'site',
  });
  const processes = [api, site];
  let browser: Browser | undefined;
  const launching = chromium
    .launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
    .then((launched) => (browser = launched));
  const stop = async () => {
    await launching.catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await Promise.all(processes.map((proc) => kill(proc.child)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [, , launched] = await Promise.all([
      waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, 180_000, api),
      waitFor(`http://127.0.0.1:${sitePort}/`, 60_000, site),
      launching,
    ]);
    return {
      apiUrl: `http://127.0.0.1:${apiPort}/api/v1`,
      siteUrl: `http://127.0.0.1:${sitePort}`,
      browser: launched,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
