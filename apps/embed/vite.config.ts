import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    lib: { entry: 'src/loader.ts', formats: ['es'], fileName: () => 'momento-embed.js' },
  },
});
