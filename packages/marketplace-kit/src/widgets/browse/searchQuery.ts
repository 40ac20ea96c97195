import { useCallback, useState } from 'react';

/** A URL query as plain strings: what the browsing widgets read from and write to the address bar. */
export type SearchQuery = Readonly<Record<string, string | undefined>>;

export interface QueryChangeOptions {
  /** Replace the history entry instead of pushing one (typing in a filter). @default false */
  replace?: boolean;
}

/** How a widget holds its filters: the site passes the URL's query and writes changes back (URLs are the state). */
export interface QueryStateProps {
  /** The current query (the URL's search parameters). Without it the widget keeps its own state. */
  query?: SearchQuery;
  /** Called with the next query (only the set keys) when the user applies filters. */
  onQueryChange?: (next: Record<string, string>, options?: QueryChangeOptions) => void;
}

/** Keeps only keys with a non-empty value, in the given key order. */
export function compactQuery(
  query: SearchQuery,
  keys: readonly string[] = Object.keys(query),
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of keys) {
    const value = query[key]?.trim();
    if (value) result[key] = value;
  }
  return result;
}

/** '?a=1&b=2' for the non-empty keys, '' when none. */
export function toSearch(query: SearchQuery): string {
  const search = new URLSearchParams(compactQuery(query)).toString();
  return search ? `?${search}` : '';
}

/** A positive integer id from the query, or undefined. */
export function readId(query: SearchQuery, key: string): number | undefined {
  const value = Number(query[key]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A non-negative number from the query, or undefined. */
export function readNumber(query: SearchQuery, key: string): number | undefined {
  const raw = query[key];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A non-empty text from the query, or undefined. */
export function readText(query: SearchQuery, key: string): string | undefined {
  const value = query[key]?.trim();
  return value ? value : undefined;
}

/**
 * Controlled when `query` is given (the site's URL), otherwise local state (stories, the embed without a router).
 * Returns the query in effect and a setter that writes through `onQueryChange` as well.
 */
export function useQueryState({
  query,
  onQueryChange,
}: QueryStateProps): [SearchQuery, (next: Record<string, string>, options?: QueryChangeOptions) => void] {
  const [local, setLocal] = useState<SearchQuery>({});
  const current = query ?? local;
  const set = useCallback(
    (next: Record<string, string>, options?: QueryChangeOptions) => {
      if (query === undefined) setLocal(next);
      onQueryChange?.(next, options);
    },
    [query, onQueryChange],
  );
  return [current, set];
}
