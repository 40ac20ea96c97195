import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedSchemaPath, generateSchemaSource, schemaCommand } from '../scripts/schemaCodegen.ts';
import { freshDatabase } from './templates.ts';

// src/db/schema.generated.ts is made from the migrations (scripts/schemaCodegen.ts): a migration committed without
// the file it changes, or a hand edit of the file, fails here with the command that brings it up to date. Always on
// PGlite, as the command generates it (a copy of the run's migrated database, test/templates.ts), in every project.
describe('the generated database types', () => {
  it('are what the migrations give', { timeout: 120_000 }, async () => {
    const committed = await readFile(generatedSchemaPath, 'utf8').catch(() => '(no file)');
    const fresh = await freshDatabase({ seed: false }, { adminUrl: null, poolSize: 1 });
    let generated: string;
    try {
      generated = await generateSchemaSource(fresh.database.db);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
    expect(
      committed,
      `apps/api/src/db/schema.generated.ts is not what the migrations give: run \`${schemaCommand}\` and commit the file`,
    ).toBe(generated);
  });
});
