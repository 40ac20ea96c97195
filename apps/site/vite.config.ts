import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
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
      server.on('proxyReq', (proxyReq, request) =>
        proxyReq.setHeader('x-forwarded-for', request.socket.remoteAddress ?? ''),
      );
    },
  },
};

/** A chunk group of the build (rolldown's `output.codeSplitting.groups`). */
type ChunkGroup = {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority?: number;
  tags?: Array<'$initial'>;
  includeDependenciesRecursively?: boolean;
};

// The kit's date and money formatters travel together (a card shows both), with the hook that binds them to the
// provider's locale, the tickets' request, its cache key and the deferred query the lists render through (a few
// hundred bytes): one chunk instead of six small ones on every page that lists tickets (home's featured cards
// included) or orders. Their dependencies are not taken along: the tickets' request imports its route from the
// contract's route barrel (`@momento/contract/routes`), whose other modules (the admin area's routes) only other pages use.
const formatGroup: ChunkGroup = {
  name: 'format',
  includeDependenciesRecursively: false,
  test: /marketplace-kit[\\/]src[\\/](format[\\/](date|money|intl)|locale[\\/]useFormat|api[\\/]products[\\/](keys|getProducts)|api[\\/]useDeferredQuery)\.ts$/,
};

// What the site's entry imports statically is in one file, the entry's: left to itself the bundler cut it into some
// 20 files shared with the routes (the entry's files are always there when a route loads), 6.5 KB of gzip more than
// one file, and as many requests. Its dependencies are not taken along: the contract's and the kit's validation
// modules are reached through barrels (`@momento/contract/routes`, the kit's messages.ts) whose other modules only the
// routes use; they stay in the automatic split, which gives the entry only its share (the constants, the routes of the areas the
// entry calls: sign-in, profile, browsing and the cart; the other areas' routes go with the pages that call them).
// The site's entry only: in the sign-in window's bundle, whose entry renders a sign-in form at once, the validation
// messages' chunk and this one would import each other and the form's module would read the messages before they
// exist.
const entryGroup: ChunkGroup = {
  name: 'index',
  priority: 1,
  tags: ['$initial'],
  includeDependenciesRecursively: false,
  test: (id: string) =>
    !/[\\/]packages[\\/]contract[\\/]|[\\/]marketplace-kit[\\/]src[\\/]validation[\\/]/.test(id) ||
    /[\\/]packages[\\/]contract[\\/]src[\\/](routes|access|constants|attribution|siteRoutes[\\/](session|profile|browse|purchase))\.ts$/.test(
      id,
    ),
};

/**
 * The site's build with the given chunk groups: the site's (the formatters' and the entry's), or the partner sign-in
 * window's (vite.signin.config.ts: a bundle of its own, with the formatters' group only).
 */
export function siteConfig(groups: ChunkGroup[]): UserConfig {
  return {
    plugins: [routerTreeShaking(), react(), vanillaExtractPlugin(), compileHints(), precompress()],
    // SWR reads React's useSyncExternalStore through the `use-sync-external-store` shim, whose CommonJS build also
    // carries a fallback for React before 18 that cannot be left out (0.2 KB of gzip in every page's first load);
    // React 19 has the hook itself, which is all the shim hands on.
    resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }] },
    server: { host: '127.0.0.1', port: sitePort, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: sitePort, strictPort: true, proxy, headers: securityHeaders },
    // The manifest lets scripts/budgets.mjs find each route's chunk and the home route's initial JS.
    // Every browser the site supports (es2022) preloads modules natively: no polyfill in the entry.
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      modulePreload: { polyfill: false, resolveDependencies: preloadList },
      rolldownOptions: {
        // Reading a property is taken to have no side effect, so that an unused read (`const x = module.thing`, most
        // often in React Router's and the kit's barrels) goes with its statement: 0.3 KB of gzip in the home page's
        // first load. The one read that has one, a layout read to force a reflow, is always used where it is written
        // (`width = node.offsetWidth`), which keeps it.
        treeshake: { propertyReadSideEffects: false },
        output: { codeSplitting: { groups } },
      },
    },
  };
}

export const siteGroups: ChunkGroup[] = [formatGroup, entryGroup];
export const signInGroups: ChunkGroup[] = [formatGroup];

export default defineConfig(siteConfig(siteGroups));

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

/**
 * Lets the bundler drop what the site does not use of React Router's production build. Its components are made by
 * calls (`const Link = React.forwardRef(...)`, `createContext`, `memo`) that carry no pure annotation, followed by
 * `Link.displayName = 'Link'`: to the bundler both are side effects, so `<Link>`, `<NavLink>` and `<Form>` stayed in the
 * entry with what they use (the framework mode's prefetching, route modules and single fetch), 3.8 KB of gzip that
 * the site never runs (its links are navigation.tsx's). This marks those calls pure and leaves out the displayName
 * assignments (names for React's developer tools, which read the functions' own names without them). Fails the
 * build if the router's code changed shape, so that an upgrade cannot bring the bytes back unnoticed.
 */
function routerTreeShaking(): Plugin {
  const file = /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/].*\.js$/;
  const component = /^const (\w+) = React\$1\.(forwardRef|createContext|memo)\(/gm;
  const displayName = /^[\w.]+\.displayName = "[^"]*";$/gm;
  return {
    name: 'momento-router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (/[\\/]dom[\\/]lib\.js$/.test(id) && !/^const Link = React\$1\.forwardRef\(/m.test(code)) {
        return this.error(`momento-router-tree-shaking: React Router's Link changed shape; check ${id}`);
      }
      const marked = code.replace(
        component,
        (_match, name: string, call: string) => `const ${name} = /* @__PURE__ */ React$1.${call}(`,
      );
      return { code: marked.replace(displayName, ''), map: null };
    },
  };
}

/**
 * V8's explicit compile hint on the entry chunk: `//# allFunctionsCalledOnLoad` as a file's first line makes Chromium
 * (136 and later) compile every function of the file while the file streams in, on a background thread, instead of
 * compiling each function on the main thread at its first call. Nearly all of the entry runs at start-up (React, the
 * router, SWR, the provider and the shell), and its lazy compilation was a third to a half of each long task of a
 * page's first second on a phone. Other browsers read a comment. Added after Vite's own `generateBundle` step, which
 * puts the dynamic imports' list on the first line; the source map's lines move down by one with it.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'momento-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = hint + chunk.code;
          // The source map is already an asset of its own by now: its mappings start one line later.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
