import { mediaQueries } from '@momento/ui';
import { useState } from 'react';
import { useMediaQuery } from '../shell/AppShell/useMediaQuery.ts';

/** One choice of a filter Select (the shape of @momento/ui's SelectOption). */
export interface FilterOption {
  value: string;
  label: string;
}

/** The Select value meaning "no filter" (react-aria keys cannot be empty strings). */
export const ANY = 'any';

/** Options of a filter Select: 'Any' first, then the items. */
export function filterOptions<T>(
  items: readonly T[] | undefined,
  value: (item: T) => number | string,
  label: (item: T) => string,
  anyLabel: string,
): FilterOption[] {
  return [
    { value: ANY, label: anyLabel },
    ...(items ?? []).map((item) => ({ value: String(value(item)), label: label(item) })),
  ];
}

/** A Select value back to a query value ('' for Any). */
export function fromSelect(value: string | null): string {
  return value === null || value === ANY ? '' : value;
}

/** A query value to a Select value. */
export function toSelect(value: string | undefined): string {
  return value ? value : ANY;
}

/**
 * The filter selects' menu height: 120 px on mobile, the Select's default from the tablet
 * breakpoint on.
 */
export function useFilterMenuHeight(): string | undefined {
  const wide = useMediaQuery(mediaQueries.tablet);
  // The spec's number: 'Filter select menu height 120 on mobile'.
  return wide ? undefined : '120px';
}

/**
 * A filter form's draft: what the user types, until Apply. When the applied filters change (Apply, back/forward, a
 * link), the fields whose applied value changed take it; the others keep what the user typed meanwhile (a field typed
 * into while a search loads is never wiped by its arrival).
 */
export function useFilterDraft<T extends Record<string, string>>(
  applied: T,
): [T, (key: keyof T, value: string) => void] {
  const [draft, setDraft] = useState<T>(applied);
  const [seen, setSeen] = useState<T>(applied);
  const changed = (Object.keys(applied) as (keyof T)[]).filter((key) => applied[key] !== seen[key]);
  if (changed.length > 0 || Object.keys(seen).length !== Object.keys(applied).length) {
    // Adjusting state while rendering (React's pattern for state derived from props): no effect, no extra paint.
    setSeen(applied);
    setDraft((current) => ({ ...current, ...Object.fromEntries(changed.map((key) => [key, applied[key]])) }));
  }
  const set = (key: keyof T, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  return [draft, set];
}
