// The end-to-end project's global setup: seeds the demo data once for the whole run, by starting the API server on
// an empty data directory (it migrates and seeds on first start) and stopping it cleanly. Each file's stack then
// starts on a copy of that directory (stack.ts), so no file pays for the seeding and none sees another's changes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, kill, startProcess, waitFor } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory holding the seeded demo data (empty: each stack seeds its own). */
    seededDataDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function seed(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-e2e-seed-'));
  const port = await freePort();
  // No partners: the first start that lists PARTNER_ORIGINS seeds them (docs/rules/partners.md), so each file's stack
  // seeds its own from its PARTNER_ORIGINS.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEV_ROUTES: '1',
    SCRYPT_COST: '16384',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    PAYMENT_PROVIDER: 'test',
    LOG_LEVEL: 'warn',
    PARTNER_ORIGINS: '',
  };
  delete env['DATABASE_URL'];
  const api = startProcess(process.execPath, ['src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env,
    name: 'api (seeding)',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 180_000, api);
  } finally {
    // The database is closed (and written out) before the process exits: give it time on a busy machine.
    await kill(api.child, 60_000);
  }
  if (api.child.exitCode !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `the seeding API server did not stop cleanly (exit ${api.child.exitCode}):\n${api.output.join('')}`,
    );
  }
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
