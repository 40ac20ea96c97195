// The kit's widgets as its public index exports them, so that checks follow the exports wherever the widget folders
// move. A widget is a component exported from `index.ts` out of a file named after its own folder
// (`./widgets/<any/path>/TicketDetail/TicketDetail.tsx`); it is a data widget when the index also exports its View
// (`.../TicketDetail/TicketDetailView.tsx`): the connected component loads data, the View renders each state.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const kitDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/marketplace-kit',
);

/** [{ name, file, dir, group, data }] for every widget exported by the kit's index. */
export function kitWidgets() {
  const index = readFileSync(path.join(kitDir, 'src/index.ts'), 'utf8');
  const exported = new Map();
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/widgets\/[^']+\.tsx)'/g)) {
    const names = match[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/).pop());
    exported.set(match[2], names);
  }
  const widgets = [];
  for (const [file, names] of exported) {
    const parts = file.split('/');
    const base = path.basename(file, '.tsx');
    const folder = parts[parts.length - 2];
    if (base !== folder || !names.includes(base)) continue;
    const viewFile = file.replace(/\.tsx$/, 'View.tsx');
    widgets.push({
      name: base,
      file: path.join(kitDir, 'src', file),
      dir: path.join(kitDir, 'src', path.dirname(file)),
      // The feature group: the folders between widgets/ and the widget's own folder.
      group: parts.slice(2, -2).join('/'),
      data: (exported.get(viewFile) ?? []).includes(`${base}View`),
    });
  }
  return widgets;
}
