import { Button, Combobox, Select, type ComboboxOption } from '@momento/ui';
import { useMemo } from 'react';
import { useArtists } from '#api/reference/useArtists.ts';
import { useGenres } from '#api/reference/useGenres.ts';
import { useSubGenres } from '#api/reference/useSubGenres.ts';
import { useTeams } from '#api/reference/useTeams.ts';
import { useVenues } from '#api/reference/useVenues.ts';
import type { Choice } from '#validation/tickets.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { EventFields } from '../EventFields/EventFields.tsx';
import type { NewEventState } from './ticketFormModel.ts';

/** A seller's own reference items waiting for approval are offered too (status APPROVED,INQUEUE). */
const WITH_QUEUED = { status: 'APPROVED,INQUEUE' } as const;

export interface NewEventFieldsProps {
  value: NewEventState;
  onChange: (update: (current: NewEventState) => NewEventState) => void;
  /** The message a field shows (by field name; team/artist rows are `team-<index>`). */
  errorOf: (field: string) => string | undefined;
}

/**
 * What an existing option or a typed name means: the option whose name matches (so a name typed in full is not
 * created twice), else a new item with that name, else nothing.
 */
function choiceFor(text: string, options: readonly ComboboxOption[]): Choice | null {
  const name = text.trim();
  if (!name) return null;
  const match = options.find((option) => option.label.toLowerCase() === name.toLowerCase());
  return match ? { id: match.value, name: match.label } : { name: text };
}

/**
 * The new event (see docs/rules/validation.md): name, venue (a listed one or a new name), date, genre,
 * sub-genre (listed for the genre, or a new name), teams and artists (restricted to the sub-genre), significance and
 * additional significance. Choosing a genre clears the sub-genre and the team/artist choices; choosing a sub-genre
 * keeps only the teams and artists that belong to it.
 */
export function NewEventFields({ value, onChange, errorOf }: NewEventFieldsProps) {
  const t = useTexts('listings', englishTexts);
  // Reference-data failures are only logged: the lists are then empty and new names can still be typed.
  const venues = useVenues(WITH_QUEUED);
  const genres = useGenres();
  const subGenres = useSubGenres(WITH_QUEUED);
  const teams = useTeams(WITH_QUEUED);
  const artists = useArtists(WITH_QUEUED);

  const venueOptions = useMemo(
    () =>
      (venues.data?.items ?? []).map((venue) => ({
        value: String(venue.venue_id),
        label: venue.display_name,
      })),
    [venues.data],
  );
  const genreOptions = (genres.data?.items ?? []).map((genre) => ({
    value: String(genre.genre_id),
    label: genre.display_name,
  }));
  const subGenreOptions = useMemo(
    () =>
      (subGenres.data?.items ?? [])
        .filter((subGenre) => String(subGenre.genre) === value.genre)
        .map((subGenre) => ({ value: String(subGenre.sub_genre_id), label: subGenre.display_name })),
    [subGenres.data, value.genre],
  );
  const subGenreId =
    value.sub_genre?.id !== undefined && value.sub_genre?.id !== null ? String(value.sub_genre.id) : null;
  const teamArtistOptions = useMemo(
    () =>
      subGenreId === null
        ? []
        : [
            ...(teams.data?.items ?? [])
              .filter((team) => String(team.sub_genre) === subGenreId)
              .map((team) => ({ value: `team:${team.team_id}`, label: team.display_name })),
            ...(artists.data?.items ?? [])
              .filter((artist) => String(artist.sub_genre) === subGenreId)
              .map((artist) => ({ value: `artist:${artist.artist_id}`, label: artist.display_name })),
          ],
    [teams.data, artists.data, subGenreId],
  );

  const set = <K extends keyof NewEventState>(key: K, next: NewEventState[K]) =>
    onChange((current) => ({ ...current, [key]: next }));
  const chooseSubGenre = (choice: Choice | null) =>
    onChange((current) => {
      const id = choice?.id !== undefined && choice?.id !== null ? String(choice.id) : null;
      const allowed = (entry: string | null) =>
        entry !== null &&
        id !== null &&
        [
          ...(teams.data?.items ?? [])
            .filter((team) => String(team.sub_genre) === id)
            .map((team) => `team:${team.team_id}`),
          ...(artists.data?.items ?? [])
            .filter((artist) => String(artist.sub_genre) === id)
            .map((artist) => `artist:${artist.artist_id}`),
        ].includes(entry);
      // Without a sub-genre the choices stay, so that the check can ask for one ('Please select a subgenre.').
      if (choice === null) return { ...current, sub_genre: null };
      return {
        ...current,
        sub_genre: choice,
        team_artists: current.team_artists.map((entry) => (allowed(entry) ? entry : null)),
      };
    });

  return (
    <div className={styles.newEvent}>
      <EventFields
        name={value.name}
        onNameChange={(next) => set('name', next)}
        venueField={
          <Combobox
            label={t.eventVenue}
            items={venueOptions}
            defaultValue={null}
            onChange={(option) => set('venue', option ? { id: option.value, name: option.label } : null)}
            onInputChange={(text) => set('venue', choiceFor(text, venueOptions))}
            errorMessage={errorOf('venue')}
            isRequired
          />
        }
        eventDate={value.event_date}
        onEventDateChange={(next) => set('event_date', next)}
        significance={value.significance}
        onSignificanceChange={(next) => set('significance', next)}
        additionalSignificance={value.additional_significance}
        onAdditionalSignificanceChange={(update) =>
          onChange((current) => ({
            ...current,
            additional_significance: update(current.additional_significance),
          }))
        }
        errorOf={errorOf}
      >
        <div className={styles.formRow}>
          <div data-field="genre">
            <Select
              label={t.genre}
              options={genreOptions}
              value={value.genre}
              // Choosing a genre clears the sub-genre and the team/artist choices.
              onChange={(genre) =>
                onChange((current) => ({
                  ...current,
                  genre,
                  sub_genre: null,
                  team_artists: current.team_artists.map(() => null),
                }))
              }
              errorMessage={errorOf('genre')}
            />
          </div>
          <div data-field="sub_genre">
            <Combobox
              // A new genre starts the sub-genre afresh (the combobox keeps its typed text otherwise).
              key={value.genre ?? 'none'}
              label={t.subGenre}
              items={subGenreOptions}
              defaultValue={null}
              onChange={(option) => chooseSubGenre(option ? { id: option.value, name: option.label } : null)}
              onInputChange={(text) => chooseSubGenre(choiceFor(text, subGenreOptions))}
              errorMessage={errorOf('sub_genre')}
            />
          </div>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.teamArtist}</legend>
          {value.team_artists.map((entry, index) => (
            <div key={index} className={styles.eventChoice} data-field={`team-${index}`}>
              <div className={styles.grow}>
                <Select
                  label={`${t.teamArtist} ${index + 1}`}
                  options={teamArtistOptions}
                  value={entry}
                  onChange={(next) =>
                    onChange((current) => ({
                      ...current,
                      team_artists: current.team_artists.map((item, at) => (at === index ? next : item)),
                    }))
                  }
                  errorMessage={errorOf(`team-${index}`)}
                />
              </div>
              <Button
                size="small"
                variant="ghost"
                onPress={() =>
                  onChange((current) => ({
                    ...current,
                    team_artists: current.team_artists.filter((_, at) => at !== index),
                  }))
                }
              >
                {t.removeTeamArtist(index + 1)}
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="small"
              variant="outline"
              onPress={() =>
                onChange((current) => ({ ...current, team_artists: [...current.team_artists, null] }))
              }
            >
              {t.addTeamArtist}
            </Button>
          </div>
        </fieldset>
      </EventFields>
    </div>
  );
}
