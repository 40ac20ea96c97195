import { defineConfig } from 'tsup';

// Two entries: the full contract (zod schemas) and the zod-free `./routes` (route table, statuses, errors,
// decisions) that browser bundles may import values from.
export default defineConfig({
  entry: { index: 'src/index.ts', routes: 'src/routes.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
