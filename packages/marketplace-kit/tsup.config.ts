import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The `./mocks` entry (src/mocks/index.ts) joins here once the MSW handlers exist.
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^@momento\//, /^msw($|\/)/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
