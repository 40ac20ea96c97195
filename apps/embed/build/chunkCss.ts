import { transform, type Selector } from 'lightningcss';

/**
 * Splits the stylesheet vanilla-extract extracted for the whole widget build between the chunks that use it, and
 * drops the rules no chunk uses. vanilla-extract hashes every class name and the JS that applies a style carries
 * that name as a string, so a rule whose classes no chunk's code mentions can never match: the ui and kit barrels
 * bring the styles of components the embed never renders (dialogs, comboboxes, the atoms of layout props it never
 * sets).
 *
 * A rule (each selector of it) belongs to:
 * - the entry chunk when every class it names is in the entry's code (rules without classes, such as `:host`,
 *   the theme variables and @keyframes, stay in the entry);
 * - a lazy chunk when every class it names is in the entry's or that chunk's code, and at least one is only in
 *   that chunk's (a lazy chunk's code runs with the entry's loaded, never alone).
 */
export interface ChunkCode {
  /** The chunk's JS, without the stylesheet strings themselves. */
  code: string;
  isEntry: boolean;
}

/** The class names a selector names, also inside :is(), :not(), :where(), :has() and :host(). */
function classesOf(selector: Selector): string[] {
  const names: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const component = node as { type?: unknown; name?: unknown };
      if (component.type === 'class' && typeof component.name === 'string') names.push(component.name);
      else Object.values(node).forEach(walk);
    }
  };
  walk(selector);
  return names;
}

/**
 * The browsers the stylesheet is written for (lightningcss keeps `min-width` media queries and other syntax they
 * read instead of modernising it): those of the build's `es2022` target.
 */
const targets = { chrome: 94 << 16, edge: 94 << 16, firefox: 93 << 16, safari: 15 << 16, ios_saf: 15 << 16 };

/** The stylesheet a chunk needs (minified), given the code of the entry chunk and of the chunk itself. */
export function cssForChunk(css: string, chunk: ChunkCode, entryCode: string): string {
  const inEntry = (name: string) => entryCode.includes(name);
  const inChunk = (name: string) => chunk.code.includes(name);
  // Whole rules are kept or dropped: a selector list that mixes a live and a dead selector stays whole (rare, and a
  // dead selector matches nothing).
  const live = (selector: Selector): boolean => {
    const classes = classesOf(selector);
    if (chunk.isEntry) return classes.every(inEntry);
    return classes.length > 0 && classes.every((name) => inEntry(name) || inChunk(name)) && classes.some((name) => !inEntry(name));
  };
  const { code } = transform({
    filename: 'embed.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: {
      Rule: {
        style: (rule) => (rule.value.selectors.some(live) ? undefined : []),
        // Keyframes, font faces and the like belong to the entry.
        ...(chunk.isEntry ? {} : { keyframes: () => [], 'font-face': () => [] }),
      },
    },
  });
  return code.toString();
}
