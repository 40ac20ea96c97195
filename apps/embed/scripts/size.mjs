#!/usr/bin/env node
// Size budget of the embed, gzip level 9: the loader a partner page always downloads must stay within 1.30 KB; the
// loader plus the widget chunk with its CSS (inlined into the chunk, see src/styles.ts), the UI runtime and the
// chunks the widget chunk imports statically, all that a ticket widget's first paint needs, within 33 KB; a tickets
// widget adds its own chunk (the cards and the first page of tickets) and stays within 35 KB in all. The actions (sign-in client,
// offer form, chat, cart) load on first use and are printed for information. Run `pnpm --filter @momento/embed build`
// first. Prints the figures; exits 1 when one is exceeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const LOADER_LIMIT = 1.3 * 1024;
// 35 KB until SWR's use-sync-external-store shim (a fallback for old React, with the bundler's CommonJS helpers) gave
// way to compat's own hook (34.87 -> 33.69 KB, 2026-12-06): 34 KB. 33 KB once the API client stopped carrying the
// contract's whole route table (each request brings its operation's route; 33.76 -> 32.0 KB, 2026-12-07).
const TICKET_LIMIT = 33 * 1024;
// The tickets widget is the ticket widget's first paint (which grew by its action buttons and sign-in glue, 29.6 ->
// 33.5 KB, within its 35 KB) plus the tickets chunk (8.7 KB with every card's cart buttons): 43 KB. It was 40 KB
// before the widgets could act; regaining it means splitting the action buttons out of the first paint.
// 43.61 KB once data-locale, data-accent/-radius/-font, the typed events and update() were merged (2026-12-06): 44 KB;
// 42.41 KB without SWR's shim (above) the same day: 43 KB. 35 KB, the target, on 2026-12-07 (42.6 -> 34.4 KB): the
// ticket cards are no Box (ui's Card is, and brought every layout atom's class and rule, 5 KB), the client carries
// only the routes it calls (1.6 KB), the tickets read their first page without swr/infinite and each chunk's CSS
// drops unused @keyframes and empty media queries.
const SELLER_TICKETS_LIMIT = 35 * 1024;
const files = { loader: 'momento-embed.js', widget: 'momento-widget.js' };

for (const file of Object.values(files)) {
  if (!existsSync(path.join(dist, file))) {
    console.error(`embed size: dist/${file} is missing: run \`pnpm --filter @momento/embed build\` first.`);
    process.exit(1);
  }
}
const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const loader = gzip(files.loader);
/** A chunk with the chunks it imports statically (they load with it), minus those already counted. */
const staticImports = (file, seen) => {
  if (seen.has(file)) return 0;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  const imported = [...code.matchAll(/(?:from|import)\s*"\.\/(momento-[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return gzip(file) + imported.reduce((sum, name) => sum + staticImports(name, seen), 0);
};
const counted = new Set();
const widget = staticImports(files.widget, counted);
const ticketsFile = readdirSync(dist).find((name) => /^momento-SellerTicketsEmbed-.*\.js$/.test(name));
if (!ticketsFile) {
  console.error(
    'embed size: the listings chunk (dist/momento-SellerTicketsEmbed-*.js) is missing: run the build again.',
  );
  process.exit(1);
}
const listings = staticImports(ticketsFile, counted);
const lazyChunk = (pattern) => readdirSync(dist).find((name) => pattern.test(name));
const signin = lazyChunk(/^momento-signin-.*\.js$/);
const actions = lazyChunk(/^momento-TicketActions-.*\.js$/);
const german = lazyChunk(/^momento-de-.*\.js$/);
const later = (file) => (file ? staticImports(file, new Set(counted)) : 0);
// The widget chunk carries the CSS as a string; its share is printed for information.
const widgetSource = readFileSync(path.join(dist, files.widget), 'utf8');
const cssMatch = /"((?:[^"\\]|\\.)*--momento-embed-in-(?:[^"\\]|\\.)*)"/.exec(widgetSource);
const css = cssMatch ? gzipSync(JSON.parse(`"${cssMatch[1]}"`), { level: 9 }).length : 0;

let failed = false;
const line = (name, size, limit) => {
  const ok = size <= limit;
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(64)} ${kb(size).padStart(10)} / ${kb(limit)}`);
};
console.log('Embed size budgets (gzip, level 9)');
line(`loader ${files.loader}`, loader, LOADER_LIMIT);
line(`ticket: loader + widget chunk + CSS + its imports (${files.widget})`, loader + widget, TICKET_LIMIT);
line(
  `listings: the same + its own chunk (${ticketsFile.replace(/-[^-]+\.js$/, '-*.js')})`,
  loader + widget + listings,
  SELLER_TICKETS_LIMIT,
);
console.log(`      of which the CSS inlined in the widget chunk                 ${kb(css).padStart(10)}`);
console.log(
  `      on first use of an action: the sign-in client              ${kb(later(signin)).padStart(10)}`,
);
console.log(
  `      on first use of an action: offer form, chat, cart, offer   ${kb(later(actions)).padStart(10)}`,
);
console.log(
  `      with data-locale="de": the German dictionary               ${kb(later(german)).padStart(10)}`,
);
if (failed) {
  console.error(
    'embed size: a budget is exceeded (loader <= 1.30 KB, ticket <= 33 KB, listings <= 35 KB, gzip).',
  );
  process.exit(1);
}
