// The CI version of the load test (bench/journey.ts, `pnpm --filter @momento/api load`): 30 s of the whole journey
// by LOAD_CI_USERS (60) virtual users on two API processes behind the round-robin proxy, with the three faults (one
// process killed and started again, PostgreSQL restarted, a connection dropped after a payment), then the
// invariants read from the database. The script starts and stops its own PostgreSQL cluster, bucket, processes and
// proxy (so restarting its database disturbs no other test); it runs in the api-postgres project, as CI runs it
// (TEST_DATABASE_URL set), since it needs Debian's PostgreSQL binaries like that project's cluster.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = mkdtempSync(path.join(tmpdir(), 'momento-load-report-'));

type Report = {
  requests: number;
  statuses: Record<string, number>;
  operations: Array<{ op: string; requests: number; p50: number; p99: number }>;
  faults: Array<{ kind: string; at: string; note: string }>;
  fiveXxRule: {
    ok: boolean;
    outsideFaults: number;
    unrecovered: number;
    notRetried: number;
    failures: number;
  };
  invariants: Array<{ name: string; ok: boolean; detail: string }>;
  contract: { checked: number; nonconforming: number } | null;
  ok: boolean;
};

describe.runIf(Boolean(process.env['TEST_DATABASE_URL']))(
  'load test: the whole journey at volume with faults, then the invariants',
  () => {
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('keeps every invariant and answers 5xx only while a process or the database is down, retried to success', async () => {
      const reportFile = path.join(folder, 'report.json');
      const child = spawn(process.execPath, ['bench/journey.ts'], {
        cwd: apiDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          LOAD_SECONDS: '30',
          LOAD_USERS: process.env['LOAD_CI_USERS'] ?? '60',
          LOAD_REPORT: reportFile,
          LOAD_PG_PORT: '',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // The script stops itself (30 s of load, bounded retries, then the sweep); this only guards against a hang.
      const guard = setTimeout(() => child.kill('SIGTERM'), 170_000);
      const code = await new Promise<number | null>((resolve) =>
        child.once('exit', (exitCode) => resolve(exitCode)),
      );
      clearTimeout(guard);
      const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;

      expect(report.faults.map((fault) => fault.kind).sort(), output).toEqual([
        'API process B killed (SIGKILL) and started again',
        'PostgreSQL restarted (fast shutdown)',
        "a client's connection dropped after the API answered",
      ]);
      expect(report.faults.find((fault) => fault.kind.startsWith("a client's"))?.note, output).toContain(
        'never delivered',
      );
      for (const invariant of report.invariants)
        expect(invariant, `${invariant.name}\n${output}`).toMatchObject({ ok: true });
      expect(report.invariants.map((invariant) => invariant.name)).toEqual([
        'no ticket sold twice',
        "every paid order's tickets SOLD",
        'every SOLD ticket in exactly one paid order',
        'payments captured once each',
        'no reservation outlives its expiry after the sweep',
        'no offer in two states',
        'every message delivered once to each open stream that should have it',
      ]);
      expect(report.fiveXxRule, output).toMatchObject({ ok: true, outsideFaults: 0, unrecovered: 0 });
      // The journey ran: every step of it answered at least once.
      const ran = new Set(report.operations.map((operation) => operation.op));
      for (const op of [
        'search',
        'product',
        'cartAdd',
        'checkoutCreate',
        'orderCreate',
        'orderPaymentUpdate',
        'offerCreate',
        'offerSetStatus',
        'messageSend',
        'fulfilmentAdd',
        'orderDelivered',
      ]) {
        expect(ran, `${op} never ran\n${output}`).toContain(op);
      }
      expect(report.statuses['200'] ?? 0).toBeGreaterThan(500);
      // Every reply (but the proxy's own 502s) conforms to openapi.json, checked by Ajv.
      expect(report.contract, output).toMatchObject({ nonconforming: 0 });
      expect(report.contract?.checked ?? 0).toBeGreaterThan(500);
      expect(report.ok).toBe(true);
      expect(code, output).toBe(0);
    }, 180_000);
  },
);
