#!/usr/bin/env node
// Size budget of the embed, gzip level 9: the loader a partner page always downloads must stay within 2 KB; the
// loader plus the widget chunk with its CSS (inlined into the chunk, see src/styles.ts) and the UI runtime, all that
// a ticket widget needs, within 35 KB; a listings widget adds its own chunk (the cards, infinite lists) and stays
// within 40 KB in all. Run `pnpm --filter @momento/embed build` first. Prints the figures; exits 1 when one is
// exceeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const LOADER_LIMIT = 2 * 1024;
const TICKET_LIMIT = 35 * 1024;
const LISTINGS_LIMIT = 40 * 1024;
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
const widget = gzip(files.widget);
const listingsFile = readdirSync(dist).find((name) => /^momento-ListingsEmbed-.*\.js$/.test(name));
if (!listingsFile) {
  console.error('embed size: the listings chunk (dist/momento-ListingsEmbed-*.js) is missing: run the build again.');
  process.exit(1);
}
const listings = gzip(listingsFile);
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
line(`ticket: loader + widget chunk + CSS (${files.widget})`, loader + widget, TICKET_LIMIT);
line(`listings: the same + its own chunk (${listingsFile.replace(/-[^-]+\.js$/, '-*.js')})`, loader + widget + listings, LISTINGS_LIMIT);
console.log(`      of which the CSS inlined in the widget chunk                 ${kb(css).padStart(10)}`);
if (failed) {
  console.error('embed size: a budget is exceeded (loader <= 2 KB, ticket <= 35 KB, listings <= 40 KB, gzip).');
  process.exit(1);
}
