// Every refusal text of the API's handlers and of the kit's mock server comes from packages/contract (one module
// per area: offerTexts.ts, cartTexts.ts, orderTexts.ts, sellerTexts.ts, adminTexts.ts, ...), so the two can not
// drift apart: a handler or a mock operation that writes its message as a string literal fails this check. What the
// two answer is compared step by step in test/parity.test.ts; docs/rules/README.md has the map.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The source files under `dir` (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const QUOTE = `['"\`]`;
/** The mock's refusals: `fail('CODE', 'text')`, and replies built by hand with a text. */
const MOCK_LITERALS = [
  new RegExp(`\\bfail\\(\\s*'[A-Z0-9_]+'\\s*,\\s*${QUOTE}`, 'g'),
  new RegExp(`\\b(?:problem|errorResponse)\\(\\s*\\d+\\s*,\\s*'[A-Z0-9_]+'\\s*,\\s*${QUOTE}`, 'g'),
];
/** The API's refusals: `notFound('text')` and its siblings, `new ApiError('CODE', 'text')`, and texts tables of a handler's own. */
const API_LITERALS = [
  new RegExp(`\\b(?:notFound|conflict|forbidden|badRequest|unauthorized)\\(\\s*${QUOTE}`, 'g'),
  new RegExp(`\\bnew ApiError\\(\\s*'[A-Z0-9_]+'\\s*,\\s*${QUOTE}`, 'g'),
  /\bconst [A-Z_]+_MESSAGES\s*=\s*\{/g,
];

/** `file:line: code` of every match of `patterns` in `files`. */
function literalRefusals(files: readonly string[], patterns: readonly RegExp[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${file}:${line}: ${text.split('\n')[line - 1]!.trim()}`);
      }
    }
  }
  return found;
}

describe('refusal texts', () => {
  it('finds a literal text in the shapes the check looks for (so an empty result means something)', () => {
    const samples = [
      "fail('NOT_FOUND', 'Offer not found');",
      "fail(\n  'CONFLICT',\n  `This ${kind} is taken.`,\n);",
      "return problem(404, 'NOT_FOUND', 'Order not found.');",
    ].map((sample) => MOCK_LITERALS.some((pattern) => new RegExp(pattern.source).test(sample)));
    expect(samples).toEqual([true, true, true]);
    expect(
      [
        "throw notFound('Offer not found.');",
        "new ApiError('FORBIDDEN', `Only ${who}.`)",
        'export const CART_MESSAGES = {',
      ].map((sample) => API_LITERALS.some((pattern) => new RegExp(pattern.source).test(sample))),
    ).toEqual([true, true, true]);
    // Texts from the contract, and the code's default text, pass.
    expect(
      [
        "fail('NOT_FOUND', OFFER_REFUSALS.notFound);",
        "fail('NOT_FOUND');",
        'throw notFound(CART_REFUSALS.notInCart);',
        "new ApiError('INTERNAL')",
      ].some((sample) =>
        [...MOCK_LITERALS, ...API_LITERALS].some((pattern) => new RegExp(pattern.source).test(sample)),
      ),
    ).toBe(false);
  });

  it('the kit’s mock server takes every refusal text from the contract', () => {
    expect(literalRefusals(sources('packages/marketplace-kit/src/mocks'), MOCK_LITERALS)).toEqual([]);
  });

  it('the API’s handlers, routes, queries, rules, notifications, tokens, files, payments and database errors take every refusal text from the contract', () => {
    const api = [
      ...sources('apps/api/src/handlers'),
      // The request pipeline, files, one-click unsubscribe and the development test payments.
      ...sources('apps/api/src/http'),
      // The search's reading of a query (criteria.ts), saved searches' filters, the unsubscribe links.
      ...sources('apps/api/src/queries'),
      ...sources('apps/api/src/follow'),
      ...sources('apps/api/src/notifications'),
      ...sources('apps/api/src/domain'),
      'apps/api/src/auth/tokens.ts',
      ...sources('apps/api/src/images'),
      ...sources('apps/api/src/payments'),
      'apps/api/src/errors.ts',
    ];
    expect(literalRefusals(api, API_LITERALS)).toEqual([]);
  });
});
