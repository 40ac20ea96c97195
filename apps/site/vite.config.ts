import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { securityHeaders } from './headers.ts';
import { precompress } from './precompress.ts';

const sitePort = Number(process.env['SITE_PORT'] ?? 5173);
// The reference API server; the site calls it through the same origin (/api/v1), as it would behind one host.
const apiTarget = process.env['API_URL'] ?? `http://127.0.0.1:${process.env['API_PORT'] ?? 8787}`;
// Vite's server is the first proxy, as the production server (server.ts) is: it sets X-Forwarded-For to the address
// it saw, so that a client's own header never reaches the API's abuse limits (the API trusts one hop: TRUST_PROXY=1).
const proxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    changeOrigin: false,
    configure: (server) => {
      server.on('proxyReq', (proxyReq, request) => proxyReq.setHeader('x-forwarded-for', request.socket.remoteAddress ?? ''));
    },
  },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: { host: '127.0.0.1', port: sitePort, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: sitePort, strictPort: true, proxy, headers: securityHeaders },
  // The manifest lets scripts/budgets.mjs find each route's chunk and the home route's initial JS.
  // Every browser the site supports (es2022) preloads modules natively: no polyfill in the entry.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: preloadList },
    // The kit's date and money formatters travel together (a card shows both): one chunk instead of two small ones
    // on every page that lists tickets or orders.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'format', test: /marketplace-kit[\\/]src[\\/]format[\\/](date|money)\.ts$/ }] } } },
  },
});

/**
 * The JS files a dynamic import preloads: none. Vite writes each import's list into the chunk that makes the import
 * (the routes' lists into the entry every visit downloads), and its helper inserts one `<link rel="modulepreload">`
 * per file not loaded yet when the import runs: 4 to 15 ms of main thread per element at 4x CPU throttling, 100 to
 * 210 ms for the 30 or so files of an account page's chunk (an offer thread, My Messages) in the first seconds of a
 * signed-in visit, and about 2 KB of the entry. Without the lists a chunk's own imports are fetched when it arrives,
 * which Lighthouse's simulated 4G did not show as a later paint (README, Performance). A chunk's stylesheets still
 * come with the import (Vite adds them after this list), so nothing paints unstyled. The page's first chunks, which
 * index.html names, keep their `<link rel="modulepreload">` elements: the HTML parser starts them at once.
 */
function preloadList(_filename: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'html' ? deps : [];
}
