import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Dependencies stay external; consumers' bundlers dedupe React and the behaviour libraries.
  external: [/^react($|\/)/, /^react-dom($|\/)/],
  // vanilla-extract emits dist/index.css (exported as `@momento/ui/styles.css`); short class names for release.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
