import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `texts`: the components' English texts and their provider without the styles, for a dictionary to build on.
  entry: { index: 'src/index.ts', texts: 'src/Provider/UITexts.tsx' },
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
