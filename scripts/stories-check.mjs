#!/usr/bin/env node
// Storybook is the catalogue: every data widget of the kit has Success, Loading, Empty and Error stories.
// A data widget is a component the kit's index exports together with its View (scripts/lib/kit-widgets.mjs): the
// connected component fetches, the View renders each state, and the four stories show the four states through the
// shared MSW handlers. Stories are read from the `*.stories.tsx` files in the widget's own folder.
// Lists every data widget without the four stories and exits 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { kitDir, kitWidgets } from './lib/kit-widgets.mjs';

const REQUIRED = ['Success', 'Loading', 'Empty', 'Error'];

function storyNames(dir) {
  const names = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.stories.tsx'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/export\s+const\s+(\w+)\s*(?::|=)/g)) names.add(match[1]);
  }
  return names;
}

const widgets = kitWidgets().filter((widget) => widget.data);
const missing = [];
for (const widget of widgets) {
  const names = storyNames(widget.dir);
  const lacking = REQUIRED.filter((state) => !names.has(state));
  if (lacking.length) missing.push({ widget, lacking });
}

console.log(`${widgets.length} data widgets in ${path.relative(process.cwd(), kitDir)}/src/index.ts`);
for (const { widget, lacking } of missing) {
  console.log(
    `✗ ${widget.name} (${path.relative(process.cwd(), widget.dir)}): no ${lacking.join(', ')} stor${lacking.length > 1 ? 'ies' : 'y'}`,
  );
}
if (missing.length) {
  console.log(`${missing.length} data widget(s) without ${REQUIRED.join(', ')} stories`);
  process.exit(1);
}
console.log(`every data widget has ${REQUIRED.join(', ')} stories`);
