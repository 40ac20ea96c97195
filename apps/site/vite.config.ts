import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sitePort = Number(process.env['SITE_PORT'] ?? 5173);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { host: '127.0.0.1', port: sitePort, strictPort: true },
  preview: { host: '127.0.0.1', port: sitePort, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
