import type { FilterOption } from '../filterOptions.ts';

export interface TeamArtistFilters {
  genre: string;
  sub_genre: string;
  name: string;
}

/** What the filter row reads and writes; the list view passes its own props through. */
export interface TeamArtistFilterProps {
  genreOptions: readonly FilterOption[];
  subGenreOptions: readonly FilterOption[];
  filters: TeamArtistFilters;
  /** Called with the changed filter; choosing a genre clears the sub genre. */
  onFilterChange: (key: keyof TeamArtistFilters, value: string) => void;
  onClear: () => void;
}
