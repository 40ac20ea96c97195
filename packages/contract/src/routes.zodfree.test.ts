import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Follows the relative imports of a module and returns every file and bare specifier it pulls in. */
function importGraph(entry: URL): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (url: URL) => {
    if (files.has(url.pathname)) return;
    files.add(url.pathname);
    const source = readFileSync(url, 'utf8');
    const specifiers = [
      ...source.matchAll(/(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g),
      ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(new URL(specifier, url));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

const routesEntry = new URL('./routes.ts', import.meta.url);

describe('@momento/contract/routes', () => {
  it('imports no zod (and no other package) anywhere in its source import graph', () => {
    const graph = importGraph(routesEntry);
    expect(graph.files.map((file) => file.split('/contract/src/').pop()).sort()).toEqual(
      [
        'access.ts',
        'accountDeletion.ts',
        'admin.ts',
        'attribution.ts',
        'autoAnswers.ts',
        'buyerAddresses.ts',
        'adminRoutes.ts',
        'constants.ts',
        'embed.ts',
        'embedOrders.ts',
        'embedRoutes.ts',
        'errors.ts',
        'fairPrice.ts',
        'follow.ts',
        'forSale.ts',
        'notifications.ts',
        'offerActions.ts',
        'offerTexts.ts',
        'partners.ts',
        'refunds.ts',
        'reputation.ts',
        'routeTypes.ts',
        'routes.ts',
        'statuses.ts',
        'text.ts',
        'ticketStatuses.ts',
        'tone.ts',
        'visibility.ts',
        'siteRoutes/browse.ts',
        'siteRoutes/development.ts',
        'siteRoutes/following.ts',
        'siteRoutes/messages.ts',
        'siteRoutes/notifications.ts',
        'siteRoutes/offers.ts',
        'siteRoutes/profile.ts',
        'siteRoutes/purchase.ts',
        'siteRoutes/reports.ts',
        'siteRoutes/reviews.ts',
        'siteRoutes/seller.ts',
        'siteRoutes/sellerCollections.ts',
        'siteRoutes/sellerOrders.ts',
        'siteRoutes/sellerTickets.ts',
        'siteRoutes/session.ts',
      ].sort(),
    );
    expect(graph.packages).toEqual([]);
  });

  it('bundles for the browser without zod, in a few kilobytes', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(routesEntry)],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => input.includes('zod'))).toEqual([]);
    const bytes = result.outputFiles[0]!.contents.byteLength;
    // The partner attribution's rules (the marker, the date range, the CSV) added about 1.3 KB, the message a partner
    // widget's cart tab sends its page once the order is paid (embedOrders.ts) about 0.5 KB (38,450 bytes, 2026-12-06).
    // Every site operation's route exported under a name of its own (`productRoute`), so that a client's bundle keeps
    // only the routes it calls, added the names, 3.4 KB of the whole module (41,891 bytes, 2026-12-07).
    expect(bytes).toBeLessThan(42_500);
  });

  it('bundles the full entry with zod, which is why browser code imports ./routes or types only', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      metafile: true,
    });
    expect(Object.keys(result.metafile.inputs).some((input) => input.includes('zod'))).toBe(true);
  });
});
