import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations (run with node; see its header)
import { bundleCheck } from '../../scripts/bundle-check.mjs';

interface Report {
  bytes: number;
  gzipBytes: number;
  inputs: string[];
  offending: string[];
}
const check = bundleCheck as (options?: { entry?: string }) => Promise<Report>;

describe('bundle check', () => {
  it('bundles the client and the session for the browser without zod', async () => {
    const report = await check();
    expect(report.offending).toEqual([]);
    expect(report.inputs.some((input) => input.endsWith('packages/contract/src/routes.ts'))).toBe(true);
    // A budget that catches an accidental schema or framework import (the build is about 7 kB gzip).
    expect(report.gzipBytes).toBeLessThan(15_000);
  });

  it('notices zod when an entry pulls in the full contract', async () => {
    const report = await check({
      entry: "import { operations } from '@momento/contract'; globalThis.x = operations;",
    });
    expect(report.offending.some((input) => input.includes('zod'))).toBe(true);
  });
});
