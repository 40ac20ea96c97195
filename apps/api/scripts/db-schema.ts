// pnpm --filter @momento/api db:schema
// Migrates a fresh in-memory PGlite and writes src/db/schema.generated.ts from its tables (scripts/schemaCodegen.ts).
// Commit the file with the migration that changed it.
import { readFile, writeFile } from 'node:fs/promises';
import { generatedSchemaPath, renderGeneratedSchema } from './schemaCodegen.ts';

const text = await renderGeneratedSchema();
const previous = await readFile(generatedSchemaPath, 'utf8').catch(() => null);
if (previous === text) {
  console.log(`${generatedSchemaPath} is up to date`);
} else {
  await writeFile(generatedSchemaPath, text);
  console.log(`wrote ${generatedSchemaPath} (${text.length} bytes)`);
}
