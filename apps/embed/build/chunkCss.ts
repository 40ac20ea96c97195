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
 *
 * A chunk's @keyframes travel with the rules that animate with them (a keyframes rule no kept rule names is dropped;
 * one that the entry's and a lazy chunk's rules both name is in both), and media queries left empty are dropped.
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
    return (
      classes.length > 0 &&
      classes.every((name) => inEntry(name) || inChunk(name)) &&
      classes.some((name) => !inEntry(name))
    );
  };
  const { code } = transform({
    filename: 'embed.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: {
      Rule: {
        style: (rule) => (rule.value.selectors.some(live) ? undefined : []),
        // Font faces and the like belong to the entry.
        ...(chunk.isEntry ? {} : { 'font-face': () => [] }),
      },
    },
  });
  return withUsedKeyframes(code.toString(), chunk.code).replace(EMPTY_MEDIA, '');
}

/** A minified @keyframes rule (its name in group 1): its blocks hold declarations only, one level deep. */
const KEYFRAMES = /@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
/** A minified media query with no rule left in it. */
const EMPTY_MEDIA = /@media[^{}]*\{\}/g;

/** The stylesheet without the @keyframes that neither its other rules nor the chunk's code (an inline style) name. */
function withUsedKeyframes(sheet: string, code: string): string {
  const rest = `${sheet.replace(KEYFRAMES, '')}\n${code}`;
  const named = (name: string) => new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`).test(rest);
  return sheet.replace(KEYFRAMES, (rule, name: string) => (named(name) ? rule : ''));
}
