import { useArtists } from '#api/reference/useArtists.ts';
import { useGenres } from '#api/reference/useGenres.ts';
import { useSubGenres } from '#api/reference/useSubGenres.ts';
import { useTeams } from '#api/reference/useTeams.ts';
import { browseTexts } from '../browseTexts.ts';
import { filterOptions } from '../filterOptions.ts';
import { compactQuery, readId, useQueryState, type QueryStateProps } from '../searchQuery.ts';
import { TeamArtistListView } from './TeamArtistListView.tsx';
import type { TeamArtistFilters } from './teamArtistFilters.ts';

const KEYS = ['genre', 'sub_genre', 'name'] as const;

/** Case-insensitive "contains" of the name filter. */
function matches(name: string, filter: string): boolean {
  return name.toLowerCase().includes(filter.trim().toLowerCase());
}

/**
 * /teamArtist. Genre and sub genre go to the server; the name filter narrows the loaded lists as the user types
 * (no request per keystroke). Filters live in the query string (`query` / `onQueryChange`).
 */
export function TeamArtistList(props: QueryStateProps) {
  const [query, setQuery] = useQueryState(props);
  const genre = readId(query, 'genre');
  const subGenre = readId(query, 'sub_genre');
  const filters: TeamArtistFilters = {
    genre: query['genre'] ?? '',
    sub_genre: query['sub_genre'] ?? '',
    name: query['name'] ?? '',
  };
  const genres = useGenres();
  const subGenres = useSubGenres(genre ? { genre } : {});
  const teams = useTeams({ genre, sub_genre: subGenre });
  const artists = useArtists({ genre, sub_genre: subGenre });

  // Section 8: failed filter-list loads leave the lists empty ('No Teams found' / 'No Artists found').
  const teamItems = (teams.data?.items ?? []).filter((team) => matches(team.display_name, filters.name));
  const artistItems = (artists.data?.items ?? []).filter((artist) =>
    matches(artist.display_name, filters.name),
  );
  return (
    <TeamArtistListView
      teams={teamItems}
      artists={artistItems}
      genreOptions={filterOptions(
        genres.data?.items,
        (item) => item.genre_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      subGenreOptions={filterOptions(
        subGenres.data?.items,
        (item) => item.sub_genre_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      filters={filters}
      onFilterChange={(key, value) => {
        // Choosing a genre clears the sub genre (its options change).
        const next =
          key === 'genre' ? { ...filters, genre: value, sub_genre: '' } : { ...filters, [key]: value };
        setQuery(compactQuery(next, KEYS), { replace: key === 'name' });
      }}
      onClear={() => setQuery({})}
      isLoading={teams.isLoading || artists.isLoading}
    />
  );
}
