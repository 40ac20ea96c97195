// The published document lints clean with Redocly's linter (a field-standard OpenAPI linter, independent of the
// generator): its strict ruleset, every rule at error level, plus descriptions on every operation and declared tags.
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

describe('openapi.json under the Redocly linter', () => {
  it('has no problem at all under recommended-strict with operation descriptions and declared, described tags', async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        'operation-description': 'error',
        'operation-tag-defined': 'error',
        'tag-description': 'error',
        'operation-singular-tag': 'error',
        'no-unused-components': 'error',
      },
    });
    const source = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
      ),
    ).toEqual([]);
  });
});
