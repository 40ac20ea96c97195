import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { cssForChunk } from './build/chunkCss.ts';

/**
 * Two builds into dist/ (`pnpm build` runs both):
 * - the widget chunk `momento-widget.js` (ES module: React, ui, kit, with their CSS inlined as a string, see
 *   src/styles.ts), imported by the loader only when a placeholder nears the viewport, and the tickets widget's
 *   own chunk `momento-SellerTicketsEmbed-[hash].js`, imported by the widget chunk only for a tickets placeholder, and
 *   the actions' chunks, imported on first use: `momento-signin-[hash].js` (the sign-in client) and
 *   `momento-TicketActions-[hash].js` (offer form, chat, cart, offer state);
 * - `--mode loader`: the loader `momento-embed.js` (a classic script, IIFE), which works from a plain
 *   `<script async src>` and finds the widget chunk next to itself.
 * `vite preview` serves dist/ (the demo pages are copied there from demo/) and proxies /api to the API.
 */
const MARKER = /(["'`])\/\*__MOMENTO_EMBED_CSS__\*\/\1/;
const MARKERS = new RegExp(MARKER.source, 'g');
/** Chunks that render nothing and so carry no CSS: the sign-in client (src/signin.ts), the dictionaries (src/locales/). */
const CSS_FREE = /^momento-(signin|de)-/;

/**
 * Moves the extracted CSS into the JS chunks that adopt it into each shadow root, and drops the .css file: each
 * chunk gets the rules its own code uses (build/chunkCss.ts), the entry chunk (the ticket widget) everything else
 * that any code uses. Every chunk must carry the marker (src/styles.ts, src/SellerTicketsEmbed.tsx).
 */
function inlineCss(): Plugin {
  return {
    name: 'momento-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      let css = '';
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'asset' && name.endsWith('.css')) {
          css += typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          delete bundle[name];
        }
      }
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk's code with that of the chunks it imports statically (they are loaded with it).
      const closure = (chunk: (typeof chunks)[number], seen = new Set<string>()): string => {
        if (seen.has(chunk.fileName)) return '';
        seen.add(chunk.fileName);
        const imported = chunk.imports.map((name) => byName.get(name)).filter((file) => file !== undefined);
        return [chunk.code, ...imported.map((file) => closure(file, seen))].join('\n').replace(MARKERS, '""');
      };
      // A lazy chunk of ours also styles the chunks it loads lazily in turn (the kit's own lazy dialogs), which carry
      // no marker: their rules travel with it.
      const covered = new Set<string>();
      const withLazy = (chunk: (typeof chunks)[number], seen = new Set<string>()): string => {
        if (seen.has(chunk.fileName)) return '';
        seen.add(chunk.fileName);
        const lazy = chunk.dynamicImports
          .map((name) => byName.get(name))
          .filter((file): file is (typeof chunks)[number] => file !== undefined && !MARKER.test(file.code));
        for (const file of lazy) covered.add(file.fileName);
        return [closure(chunk), ...lazy.map((file) => withLazy(file, seen))].join('\n');
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('momento-inline-css: the build has no entry chunk');
      const entryCode = closure(entry);
      const marked = chunks.filter((chunk) => MARKER.test(chunk.code));
      const codes = new Map(
        marked.map((chunk) => [chunk.fileName, chunk.isEntry ? closure(chunk) : withLazy(chunk)]),
      );
      for (const chunk of chunks) {
        if (!MARKER.test(chunk.code)) {
          if (
            (chunk.isEntry || chunk.isDynamicEntry) &&
            !CSS_FREE.test(chunk.fileName) &&
            !covered.has(chunk.fileName)
          ) {
            this.error(`momento-inline-css: the CSS marker is missing from ${chunk.fileName}`);
          }
          continue;
        }
        const sheet = cssForChunk(
          css,
          { code: codes.get(chunk.fileName) ?? '', isEntry: chunk.isEntry },
          entryCode,
        );
        chunk.code = chunk.code.replace(MARKER, () => JSON.stringify(sheet));
      }
    },
  };
}

/**
 * React Aria's usePress adds a <style> element to the page's <head> (touch-action on pressable elements) when the first
 * pressable renders. On a partner page whose Content-Security-Policy allows no inline styles (`style-src 'self'`)
 * that is a violation, and a rule in the page's head never reaches into the widget's shadow root anyway (the widget's
 * pressables never had it): the widget build leaves the injection out. Fails the build if React Aria's code changed
 * shape, so that an upgrade cannot bring the <style> back unnoticed.
 */
function noInjectedStyles(): Plugin {
  const file = /[\\/]react-aria[\\/]dist[\\/]private[\\/]interactions[\\/]usePress\.m?js$/;
  const guard = "if (!domRef || process.env.NODE_ENV === 'test') return;";
  return {
    name: 'momento-no-injected-styles',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!code.includes(guard))
        return this.error(
          `momento-no-injected-styles: React Aria's usePress changed; check its <style> injection in ${id}`,
        );
      return { code: code.replace(guard, 'return;'), map: null };
    },
  };
}

const apiTarget = process.env['API_URL'] ?? `http://127.0.0.1:${process.env['API_PORT'] ?? 8787}`;
const embedPort = Number(process.env['EMBED_PORT'] ?? 5174);
// The demo's server is the first proxy, as the site's are: it sets X-Forwarded-For to the address it saw, so that a
// client's own header never reaches the API's abuse limits (the API trusts one hop: TRUST_PROXY=1).
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

/**
 * The widget chunk runs on preact/compat instead of react-dom: React 19's react-dom alone is 64 KB gzip, which leaves
 * too little of the 85 KB budget for the kit. ui and the kit use only hooks, context and DOM elements, which compat
 * covers. `EMBED_RUNTIME=react` builds with React itself (to compare, or if compat ever falls short).
 */
const usePreact = process.env['EMBED_RUNTIME'] !== 'react';
// Absolute paths: the kit's and ui's files (and vanilla-extract's compiler) resolve from their own folders.
const here = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: here('preact/compat/client') },
  { find: /^react-dom$/, replacement: here('preact/compat') },
  { find: /^react\/jsx-runtime$/, replacement: here('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: here('preact/jsx-dev-runtime') },
  { find: /^react$/, replacement: here('preact/compat') },
  // SWR's `use-sync-external-store` shim only hands on the runtime's own hook (compat has it) but carries a fallback.
  { find: /^use-sync-external-store\/shim$/, replacement: here('preact/compat') },
];

export default defineConfig(({ mode }) => {
  const isLoader = mode === 'loader';
  return {
    resolve: { alias: usePreact && !isLoader ? preactAliases : [] },
    plugins: isLoader ? [] : [noInjectedStyles(), react(), vanillaExtractPlugin(), inlineCss()],
    // Lib mode keeps process.env as is; React must see production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: isLoader ? false : 'demo',
    preview: { host: '127.0.0.1', port: embedPort, strictPort: true, proxy, cors: true },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: !isLoader,
      cssCodeSplit: false,
      // Lib builds of ES modules keep whitespace by default (for consumers' bundlers); this file is shipped as is.
      rolldownOptions: {
        output: { minify: true, chunkFileNames: 'momento-[name]-[hash].js' },
        // Code that both widgets use stays in the widget chunk (which then exports it to the tickets chunk) instead of a
        // third file that every widget would have to fetch.
        preserveEntrySignatures: 'allow-extension',
        experimental: { lazyBarrel: true },
      },
      sourcemap: process.env['EMBED_SOURCEMAP'] === '1',
      lib: isLoader
        ? {
            entry: 'src/main.ts',
            formats: ['iife'],
            name: 'MomentoEmbed',
            fileName: () => 'momento-embed.js',
          }
        : { entry: 'src/widget.tsx', formats: ['es'], fileName: () => 'momento-widget.js' },
    },
  };
});
