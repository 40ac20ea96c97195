import type { Artist, Team } from '@momento/contract';
import { Card, Link, Skeleton, Stack } from '@momento/ui';
import { lazy, Suspense, useId } from 'react';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { LoadingState, MessageState } from '../../shared/LoadState.tsx';
import * as styles from './TeamArtistList.css.ts';
import type { TeamArtistFilterProps } from './teamArtistFilters.ts';

// The filter row (react-aria selects with their popover and list machinery) is its own chunk: the lists do not wait
// for it (the route's JS budget).
const TeamArtistFilterRow = lazy(async () => ({
  default: (await import('./TeamArtistFilterRow.tsx')).TeamArtistFilterRow,
}));

export interface TeamArtistListViewProps extends TeamArtistFilterProps {
  teams: readonly Pick<Team, 'team_id' | 'display_name'>[];
  artists: readonly Pick<Artist, 'artist_id' | 'display_name'>[];
  /** The lists are loading (the filters stay usable). @default false */
  isLoading?: boolean;
}

/** /teamArtist: teams and artists in two columns with genre, sub genre and name filters. */
export function TeamArtistListView({
  teams,
  artists,
  genreOptions,
  subGenreOptions,
  filters,
  onFilterChange,
  onClear,
  isLoading = false,
}: TeamArtistListViewProps) {
  const artistColumnId = useId();
  const teamColumnId = useId();
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>
        {browseTexts.teamsHeading} / {browseTexts.artistsHeading}
      </h1>
      <Suspense fallback={<Skeleton shape="rect" height="4.5rem" />}>
        <TeamArtistFilterRow
          genreOptions={genreOptions}
          subGenreOptions={subGenreOptions}
          filters={filters}
          onFilterChange={onFilterChange}
          onClear={onClear}
        />
      </Suspense>
      <div className={styles.columns}>
        <Card as="section" aria-labelledby={teamColumnId} padding="medium">
          <Stack space="small">
            <h2 id={teamColumnId} className={shared.sectionHeading}>
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
        <Card as="section" aria-labelledby={artistColumnId} padding="medium">
          <Stack space="small">
            <h2 id={artistColumnId} className={shared.sectionHeading}>
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
