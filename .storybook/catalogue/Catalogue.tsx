// Blocks of the catalogue's index page (Introduction.mdx). The token table reads the theme contract and both
// themes, and the widget list reads the kit's public exports, so that neither is a hand-kept list.
import * as kit from '../../packages/marketplace-kit/src/index.ts';
import { vars } from '../../packages/ui/src/theme/contract.css.ts';
import { themeTokens } from '../../packages/ui/src/theme/tokens.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, trail: string[] = []): { path: string[]; value: string }[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ path: [...trail, key], value }] : leaves(value, [...trail, key]),
  );
}

function valueAt(tree: Tree, path: string[]): string {
  let node: string | Tree = tree;
  for (const key of path) node = typeof node === 'string' ? node : (node[key] ?? '');
  return typeof node === 'string' ? node : '';
}

/** Every custom property of the theme contract with its light and dark value. */
export function ThemeTokens() {
  const rows = leaves(vars as unknown as Tree);
  return (
    <table>
      <thead>
        <tr>
          <th>Custom property</th>
          <th>Light</th>
          <th>Dark</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, value }) => (
          <tr key={value}>
            <td>
              <code>{value.replace(/^var\((--[^,)]+).*$/, '$1')}</code>
            </td>
            <td>
              <code>{valueAt(themeTokens.light as unknown as Tree, path)}</code>
            </td>
            <td>
              <code>{valueAt(themeTokens.dark as unknown as Tree, path)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The kit's widgets as its index exports them: a component whose View is exported too is a data widget (its
 * stories show Success, Loading, Empty and Error; scripts/stories-check.mjs enforces it).
 */
export function WidgetList() {
  const exports = kit as unknown as Record<string, unknown>;
  const names = Object.keys(exports)
    .filter(
      (name) =>
        /^[A-Z][a-z]/.test(name) &&
        typeof exports[name] === 'function' &&
        typeof exports[`${name}View`] === 'function',
    )
    .sort();
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <code>{name}</code> (with <code>{name}View</code>)
        </li>
      ))}
    </ul>
  );
}
