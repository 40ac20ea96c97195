import { mediaQueries } from '@momento/ui';
import { useMediaQuery } from '../shell/AppShell/useMediaQuery.ts';

/** One choice of a filter Select (the shape of @momento/ui's SelectOption). */
export interface FilterOption {
  value: string;
  label: string;
}

/** The Select value meaning "no filter" (react-aria keys cannot be empty strings). */
export const ANY = 'any';

/** Options of a filter Select: 'Any' first, then the items. */
export function filterOptions<T>(items: readonly T[] | undefined, value: (item: T) => number | string, label: (item: T) => string, anyLabel: string): FilterOption[] {
  return [{ value: ANY, label: anyLabel }, ...(items ?? []).map((item) => ({ value: String(value(item)), label: label(item) }))];
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
