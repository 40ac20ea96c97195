import type { Artist, Team } from '@momento/contract';
import { Button, Card, Link, Select, Stack, TextField } from '@momento/ui';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { fromSelect, toSelect, type FilterOption, useFilterMenuHeight } from '../filterOptions.ts';
import { LoadingState, MessageState } from '../LoadState.tsx';
import * as styles from './TeamArtistList.css.ts';

export interface TeamArtistFilters {
  genre: string;
  sub_genre: string;
  name: string;
}

export interface TeamArtistListViewProps {
  teams: readonly Pick<Team, 'team_id' | 'display_name'>[];
  artists: readonly Pick<Artist, 'artist_id' | 'display_name'>[];
  genreOptions: readonly FilterOption[];
  subGenreOptions: readonly FilterOption[];
  filters: TeamArtistFilters;
  /** Called with the changed filter; choosing a genre clears the sub genre. */
  onFilterChange: (key: keyof TeamArtistFilters, value: string) => void;
  onClear: () => void;
  /** The lists are loading (the filters stay usable). @default false */
  isLoading?: boolean;
}

/** /teamArtist: teams and artists in two columns with genre, sub genre and name filters (public-site.md section 2). */
export function TeamArtistListView({ teams, artists, genreOptions, subGenreOptions, filters, onFilterChange, onClear, isLoading = false }: TeamArtistListViewProps) {
  const menuHeight = useFilterMenuHeight();
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>
        {browseTexts.teamsHeading} / {browseTexts.artistsHeading}
      </h1>
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
        <TextField type="search" label={browseTexts.name} value={filters.name} onChange={(value) => onFilterChange('name', value)} />
        <Button variant="ghost" onPress={onClear}>
          {browseTexts.clear}
        </Button>
      </div>
      <div className={styles.columns}>
        <Card as="section" aria-labelledby="team-column" padding="medium">
          <Stack space="small">
            <h2 id="team-column" className={shared.sectionHeading}>
              {browseTexts.teamsHeading}
            </h2>
            {isLoading ? (
              <LoadingState />
            ) : teams.length === 0 ? (
              <MessageState>{emptyTexts.noTeams}</MessageState>
            ) : (
              <ul className={shared.plainList}>
                {teams.map((team) => (
                  <li key={team.team_id}>
                    <Link href={`/tickets?team=${team.team_id}`}>{team.display_name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="artist-column" padding="medium">
          <Stack space="small">
            <h2 id="artist-column" className={shared.sectionHeading}>
              {browseTexts.artistsHeading}
            </h2>
            {isLoading ? (
              <LoadingState />
            ) : artists.length === 0 ? (
              <MessageState>{emptyTexts.noArtists}</MessageState>
            ) : (
              <ul className={shared.plainList}>
                {artists.map((artist) => (
                  <li key={artist.artist_id}>
                    <Link href={`/tickets?artist=${artist.artist_id}`}>{artist.display_name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
      </div>
    </Stack>
  );
}
