// Global setup of the projects that run the API's tests: a folder for the run's database copies (templates.ts),
// removed at the end with the PostgreSQL template databases built under the run's prefix.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// The type of what is provided (apiTemplates).
import type {} from './templates.ts';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'momento-api-templates-'));
  const prefix = `momento_tpl_${randomBytes(4).toString('hex')}_`;
  project.provide('apiTemplates', { dir, prefix });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env['TEST_DATABASE_URL'];
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
