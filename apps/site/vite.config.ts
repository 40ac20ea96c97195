import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeaders } from './headers.ts';
import { precompress } from './precompress.ts';

const sitePort = Number(process.env['SITE_PORT'] ?? 5173);
// The reference API server; the site calls it through the same origin (/api/v1), as it would behind one host.
const apiTarget = process.env['API_URL'] ?? `http://127.0.0.1:${process.env['API_PORT'] ?? 8787}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

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
 * The files a dynamic import preloads. Vite writes each list into the chunk that makes the import, so the lists of the
 * routes are part of the entry every visit downloads. Some chunks load without one (their own imports follow when they
 * arrive, one round trip later):
 * - the seller panel's parts loaded after the page (the panel on /tickets?seller=, its reputation, and its actions on
 *   a visitor's first press: lists of up to forty files, mostly loaded already), which would weigh on every page
 *   carrying the panel;
 * - the avatar menu of a signed-in user, loaded on the first sign of intent on the avatar (its own imports follow
 *   then), never at first paint;
 * - the header's notification bell and unread badge, loaded once a signed-in page is idle: nothing waits for their
 *   imports, and a preload list is one <link> element per file (up to thirty-five), which Chromium took 50-140 ms
 *   to insert at 4x CPU throttling on every signed-in page;
 * - My Orders' (and My Offers') stand-ins for the date filters and the tabs: their few imports are mostly the page's
 *   own, and the route's chunk, which carries the lists, is at its budget;
 * - the operator console, the static pages (terms, policy, about), a seller's reviews, a genre's and a venue's page
 *   (reached from a ticket's links), and the pages reached only from an e-mail's link (verify, reset, unsubscribe):
 *   rare visits that should not weigh on everyone's first visit.
 */
function preloadList(filename: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'js' && /\/(DateFiltersSlot|SideTabsSlot|AccountMenu|NotificationBell|UnreadMessages|SellerAction|SellerPanel|SellerReputation|AdminRoute|VerifyRoute|ResetRoute|UnsubscribeRoute|StaticRoutes|SellerReviewsRoute|GenreRoute|VenueRoute)-[\w-]+\.js$/.test(filename) ? [] : deps;
}
