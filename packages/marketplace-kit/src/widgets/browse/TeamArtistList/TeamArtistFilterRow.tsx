import { Button, Select, TextField } from '@momento/ui';
import { browseTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { fromSelect, toSelect, useFilterMenuHeight } from '../filterOptions.ts';
import type { TeamArtistFilterProps } from './teamArtistFilters.ts';

/** The /teamArtist filters: genre, sub genre, name and Clear (each change applies at once). Loaded on demand. */
export function TeamArtistFilterRow({
  genreOptions,
  subGenreOptions,
  filters,
  onFilterChange,
  onClear,
}: TeamArtistFilterProps) {
  const menuHeight = useFilterMenuHeight();
  return (
    <div role="search" aria-label={browseTexts.filtersHeading} className={shared.filterGrid}>
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.genre}
        options={genreOptions}
        value={toSelect(filters.genre)}
        onChange={(value) => onFilterChange('genre', fromSelect(value))}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.subGenre}
        options={subGenreOptions}
        value={toSelect(filters.sub_genre)}
        onChange={(value) => onFilterChange('sub_genre', fromSelect(value))}
      />
      <TextField
        type="search"
        label={browseTexts.name}
        value={filters.name}
        onChange={(value) => onFilterChange('name', value)}
      />
      <Button variant="ghost" onPress={onClear}>
        {browseTexts.clear}
      </Button>
    </div>
  );
}
