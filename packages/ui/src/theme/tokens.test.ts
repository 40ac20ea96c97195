import { describe, expect, it } from 'vitest';
import { themeNames, themeTokens, lightTokens } from './tokens.ts';

function leafPaths(value: unknown, prefix: string[] = []): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  }
  return [prefix.join('.')];
}

function valueAt(tokens: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tokens);
}

describe('theme tokens', () => {
  const contractPaths = leafPaths(lightTokens);

  it('has a contract with the token groups the spec needs', () => {
    expect(contractPaths).toEqual(
      expect.arrayContaining([
        'color.accent',
        'color.starActive',
        'color.starInactive',
        'tone.danger.background',
        'zIndex.toast',
        'space.large',
        'radius.full',
      ]),
    );
  });

  it.each(themeNames)('gives every token in the contract a non-empty value in the %s theme', (name) => {
    const tokens = themeTokens[name];
    const missing = contractPaths.filter((path) => {
      const value = valueAt(tokens, path);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
    expect(leafPaths(tokens).sort()).toEqual([...contractPaths].sort());
  });

  it('uses a teal accent for active rating stars in both themes', () => {
    for (const name of themeNames) {
      const hex = themeTokens[name].color.starActive.replace('#', '');
      const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
      // Teal: green and blue well above red.
      expect(g).toBeGreaterThan(r + 60);
      expect(b).toBeGreaterThan(r + 60);
    }
  });
});
