// Writes packages/contract/openapi.json from the operations. Run with `pnpm --filter @momento/contract openapi`.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderOpenApi } from '../src/openapi.ts';

const packageUrl = new URL('../package.json', import.meta.url);
const { version } = JSON.parse(readFileSync(packageUrl, 'utf8')) as { version: string };
const target = new URL('../openapi.json', import.meta.url);
const text = renderOpenApi(version);
writeFileSync(target, text);
console.log(`wrote ${target.pathname} (${text.length} bytes)`);
