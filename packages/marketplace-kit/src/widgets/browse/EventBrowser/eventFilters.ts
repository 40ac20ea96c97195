import type { FilterOption } from '../filterOptions.ts';

/** The /momentHistory filters, in the order of the form and the query string. */
export const eventFilterKeys = ['genre', 'venue', 'team', 'artist', 'name'] as const;
export type EventFilterKey = (typeof eventFilterKeys)[number];
export type EventFilters = Record<EventFilterKey, string>;

/** What the event filter form reads and writes; the browser view passes its own props through. */
export interface EventFilterFormProps {
  /** The applied filters (from the query string). */
  filters: EventFilters;
  genreOptions: readonly FilterOption[];
  venueOptions: readonly FilterOption[];
  teamOptions: readonly FilterOption[];
  artistOptions: readonly FilterOption[];
  /** Writes the filters (Apply). */
  onApply: (filters: EventFilters) => void;
  /** Resets every filter (Clear). */
  onClear: () => void;
}
