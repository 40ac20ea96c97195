import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'locales/de': 'src/locale/de.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/react': 'src/mocks/react.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^@momento\//, /^msw($|\/)/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
