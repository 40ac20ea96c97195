// The demo data (accounts such as admin@momento.test with their published passwords) is seeded into an empty database
// on start outside production; production seeds only when SEED_ON_START=1 says so, so a deployment never opens with
// accounts anyone can log in to.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ADMIN } from './harness.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'a-production-secret-of-at-least-32-characters';
const PRODUCTION = { JWT_SECRET: SECRET, PAYMENT_PROVIDER: 'paypal', PAYPAL_MERCHANT_ID: 'MERCHANT123' };
const noData = { dataDir: null } as const;

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

function freePort(): Promise<number> {
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

describe('the seed on start', () => {
  it('is off in production unless SEED_ON_START=1 says so', () => {
    expect(loadConfig(PRODUCTION, noData).seedOnStart).toBe(false);
    expect(
      loadConfig({ ...PRODUCTION, NODE_ENV: 'production', SEED_ON_START: '0' }, noData).seedOnStart,
    ).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_ON_START: '1' }, noData).seedOnStart).toBe(true);
  });

  it('is on outside production unless SEED_ON_START=0 says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, noData).seedOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }, noData).seedOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_ON_START: '0' }, noData).seedOnStart).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'development', SEED_ON_START: 'yes' }, noData)).toThrow(
      'SEED_ON_START must be 1 or 0, got "yes"',
    );
  });

  it('leaves an empty database empty when a production server starts: the demo admin cannot log in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-seed-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const output: string[] = [];
    // NODE_ENV unset: production. A low password cost, so that a seed (were there one) would not be slow.
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? tmpdir(),
        ...PRODUCTION,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATA_DIR: dataDir,
        SCRYPT_COST: '1024',
        LOG_LEVEL: 'warn',
      },
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const url = `http://127.0.0.1:${port}/api/v1`;
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the API exited (${child.exitCode}):\n${output.join('').slice(-3000)}`);
      if (Date.now() - started > 120_000)
        throw new Error(`the API did not start within 120 s:\n${output.join('').slice(-3000)}`);
      const health = await fetch(`${url}/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${url}/user/user_settings.php?action=login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(401);
    expect((await login.json()).error.code).toBe('UNAUTHORIZED');
    const venues = await (await fetch(`${url}/venues.php`)).json();
    expect(venues.data.items).toHaveLength(0);
  }, 150_000);
});
