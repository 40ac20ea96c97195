// The creator's event editing (see docs/rules/permissions.md), in one module loaded when Edit event is first pressed:
// the modal, the reference lists and the event mutation stay out of the ticket form's chunk.
import type { Event, OperationBody, ReferenceStatus } from '@momento/contract';
import { Alert, Dialog, Modal, Select, Stack, TextField } from '@momento/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '#api/ApiError.ts';
import { useUpdateEvent } from '#api/reference/useEventMutations.ts';
import { useArtists } from '#api/reference/useArtists.ts';
import { useSubGenres } from '#api/reference/useSubGenres.ts';
import { useTeams } from '#api/reference/useTeams.ts';
import { useVenues } from '#api/reference/useVenues.ts';
import { errorTexts as englishErrors, validationMessages as m } from '#messages.ts';
import { validateNewEvent, type Choice } from '#validation/listings.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as profileStyles from '../../profile/Profile.css.ts';
import { LoadingState } from '#widgets/shared/LoadState.tsx';
import { focusField } from '../focusField.ts';
import * as styles from '../listings.css.ts';
import { listingTexts as englishTexts } from '../listingTexts.ts';
import { EventFields } from '../EventFields/EventFields.tsx';
import { FormActions } from '#widgets/shared/FormActions.tsx';

/** The seller's own items waiting for approval are listed too (as in the new-event fields). */
const WITH_QUEUED = { status: 'APPROVED,INQUEUE' } as const;

type Kind = 'venue' | 'sub_genre' | 'team' | 'artist';
type Meta = { status: ReferenceStatus; is_admin_created: 0 | 1; created_by: number | null };

/** A reference item of the event: its key in `names` ('team:12'), its name, and whether the user may rename it. */
interface Item {
  kind: Kind;
  id: number;
  key: string;
  name: string;
  editable: boolean;
}

export interface EventFormError {
  message: string;
  /** The field that shows it (team/artist rows are `team-<index>`). */
  field: string;
}

/** Section 4: the creator's own item, not admin created, while INQUEUE. */
const renamableBy = (meta: Meta | undefined, userId: number) =>
  meta !== undefined &&
  meta.created_by === userId &&
  meta.is_admin_created !== 1 &&
  meta.status === 'INQUEUE';

/** A new name for one of the user's own items waiting for approval. */
function RenameField({
  field,
  label,
  value,
  onChange,
  errorMessage,
}: {
  field: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  errorMessage: string | undefined;
}) {
  const t = useTexts('listings', englishTexts);
  return (
    <div data-field={field}>
      <TextField
        label={label}
        description={t.renameHint}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        isRequired
      />
    </div>
  );
}

export interface EventEditDialogProps {
  /** The event as the ticket form has it (a ticket's event, or one chosen in the event list). */
  event: Event;
  /** The signed-in user: the items they created and that wait for approval can be renamed. */
  userId: number;
  /** After a successful save, with the event as the server has it now. */
  onSaved: (event: Event) => void;
  onClose: () => void;
  /** A message showing at first on its field (stories: the dialog with a validation error). */
  defaultError?: EventFormError | null;
}

/**
 * Edit event: the event's name, date, venue, significance and additional significance, and new names for its venue,
 * sub-genre, teams and artists that are the user's own and wait for approval; the others show read-only. Checks are
 * the New event rules (see docs/rules/validation.md), the first failure on its field, which gets the focus. A refusal shows in the
 * dialog and keeps everything typed.
 */
export function EventEditDialog({
  event,
  userId,
  onSaved,
  onClose,
  defaultError = null,
}: EventEditDialogProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const t = useTexts('listings', englishTexts);
  const eventEditLockedId = useId();
  const venues = useVenues(WITH_QUEUED);
  const subGenres = useSubGenres(WITH_QUEUED);
  const teams = useTeams(WITH_QUEUED);
  const artists = useArtists(WITH_QUEUED);
  const isLoadingLists = [venues, subGenres, teams, artists].some((list) => list.isLoading);
  const [name, setName] = useState(event.name);
  const [eventDate, setEventDate] = useState(event.event_date.slice(0, 10));
  const [venueId, setVenueId] = useState(String(event.venue.venue_id));
  const [significance, setSignificance] = useState(event.significance ?? '');
  const [additional, setAdditional] = useState<string[]>(event.additional_significance);
  const [names, setNames] = useState<Record<string, string>>({});
  const [error, setError] = useState<EventFormError | null>(defaultError);
  const form = useRef<HTMLFormElement>(null);
  const update = useUpdateEvent({ onSuccess: onSaved });
  const refusal =
    update.error === undefined
      ? null
      : isApiError(update.error) && update.error.message
        ? update.error.message
        : errorTexts.somethingWentWrong;

  const venueList = venues.data?.items ?? [];
  const chosenVenue = venueList.find((venue) => String(venue.venue_id) === venueId);
  const venueOptions = venueList.map((venue) => ({
    value: String(venue.venue_id),
    label: venue.display_name,
  }));
  // The event's venue stays choosable while the list loads (or when the list leaves it out).
  if (!chosenVenue && venueId === String(event.venue.venue_id))
    venueOptions.unshift({ value: venueId, label: event.venue.display_name });

  const item = (kind: Kind, id: number, current: string, meta: Meta | undefined): Item => ({
    kind,
    id,
    key: `${kind}:${id}`,
    name: current,
    editable: renamableBy(meta, userId),
  });
  const venue = item(
    'venue',
    Number(venueId),
    chosenVenue?.display_name ?? event.venue.display_name,
    chosenVenue,
  );
  const subGenre = event.sub_genre
    ? item(
        'sub_genre',
        event.sub_genre.sub_genre_id,
        event.sub_genre.display_name,
        subGenres.data?.items.find((entry) => entry.sub_genre_id === event.sub_genre?.sub_genre_id),
      )
    : null;
  const people: Item[] = [
    ...event.teams.map((team) =>
      item(
        'team',
        team.team_id,
        team.display_name,
        teams.data?.items.find((entry) => entry.team_id === team.team_id),
      ),
    ),
    ...event.artists.map((artist) =>
      item(
        'artist',
        artist.artist_id,
        artist.display_name,
        artists.data?.items.find((entry) => entry.artist_id === artist.artist_id),
      ),
    ),
  ];
  const locked = [
    ...(venue.editable ? [] : [{ label: t.eventVenue, item: venue }]),
    ...(event.genre
      ? [{ label: t.genre, item: { kind: 'genre', key: 'genre', name: event.genre.display_name } }]
      : []),
    ...(subGenre && !subGenre.editable ? [{ label: t.subGenre, item: subGenre }] : []),
    ...people.filter((entry) => !entry.editable).map((entry) => ({ label: t.teamArtist, item: entry })),
  ];

  const nameOf = (entry: Item) => names[entry.key] ?? entry.name;
  const setNameOf = (entry: Item) => (next: string) =>
    setNames((current) => ({ ...current, [entry.key]: next }));
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  const validate = (): EventFormError | null => {
    const choiceOf = (entry: Item): Choice => (entry.editable ? { name: nameOf(entry) } : { id: entry.key });
    const message = validateNewEvent({
      name,
      event_date: eventDate,
      venue: choiceOf(venue),
      genre: event.genre ? { id: event.genre.genre_id } : null,
      sub_genre: subGenre ? choiceOf(subGenre) : null,
      team_artists: people.map(choiceOf),
    });
    const venueField = venue.editable ? 'venue_name' : 'venue';
    if (message === m.eventNameRequired || message === m.eventNameMax)
      return { message, field: 'event_name' };
    if (message === m.eventVenueRequired || message === m.venueNameMax) return { message, field: venueField };
    if (message === m.eventDateRequired) return { message, field: 'event_date' };
    if (message === m.subGenreNameMax || message === m.subGenreRequired)
      return { message, field: 'sub_genre_name' };
    if (message === m.teamArtistRequired)
      return {
        message,
        field: `team-${people.findIndex((entry) => entry.editable && !nameOf(entry).trim())}`,
      };
    if (message === m.teamArtistDuplicate) {
      const keys = people.map((entry) =>
        entry.editable ? `name:${nameOf(entry).trim().toLowerCase()}` : `id:${entry.key}`,
      );
      return { message, field: `team-${keys.findIndex((key, at) => keys.indexOf(key) !== at)}` };
    }
    if (message) return { message, field: 'event_name' };
    // A sub-genre with no team or artist may still not lose its name.
    if (subGenre?.editable && !nameOf(subGenre).trim())
      return { message: m.subGenreRequired, field: 'sub_genre_name' };
    return null;
  };

  const payload = (): OperationBody<'eventUpdate'> => {
    const renames = [venue, ...(subGenre ? [subGenre] : []), ...people]
      .filter((entry) => entry.editable && nameOf(entry).trim() !== entry.name)
      .map((entry) => ({ kind: entry.kind, id: entry.id, name: nameOf(entry).trim() }));
    const extra = additional.map((entry) => entry.trim()).filter(Boolean);
    return {
      event_id: event.event_id,
      event_name: name.trim(),
      event_date: eventDate,
      venue: Number(venueId),
      ...(significance.trim() ? { significance: significance.trim() } : {}),
      ...(extra.length ? { additional_significance: extra } : {}),
      ...(event.genre
        ? {
            genre: {
              genre_id: event.genre.genre_id,
              ...(event.sub_genre ? { sub_genre: event.sub_genre.sub_genre_id } : {}),
              ...(event.teams.length ? { teams: event.teams.map((team) => team.team_id) } : {}),
              ...(event.artists.length ? { artists: event.artists.map((artist) => artist.artist_id) } : {}),
            },
          }
        : {}),
      ...(renames.length ? { renames } : {}),
    };
  };

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    // The dialog opens from inside the ticket form: React events bubble through the portal and would submit it too.
    submitted.stopPropagation();
    const failure = validate();
    // Rendered before the focus moves, so the field is announced already invalid with its message.
    flushSync(() => setError(failure));
    if (failure) {
      focusField(form.current, failure.field);
      return;
    }
    void update.run(payload());
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="medium">
      <Dialog title={t.editEventTitle} onClose={onClose}>
        {/* Which items the user may rename is known once the four lists have answered (a failed list leaves its items read-only). */}
        {isLoadingLists ? (
          <LoadingState />
        ) : (
          <form ref={form} noValidate onSubmit={submit} className={profileStyles.dialogForm}>
            <Stack space="medium">
              {refusal ? (
                <Alert tone="danger" role="alert">
                  {refusal}
                </Alert>
              ) : null}
              <EventFields
                name={name}
                onNameChange={setName}
                venueField={
                  <Select
                    label={t.eventVenue}
                    options={venueOptions}
                    value={venueId}
                    onChange={(next) => next && setVenueId(next)}
                    errorMessage={errorOf('venue')}
                    isRequired
                  />
                }
                eventDate={eventDate}
                onEventDateChange={setEventDate}
                significance={significance}
                onSignificanceChange={setSignificance}
                additionalSignificance={additional}
                onAdditionalSignificanceChange={setAdditional}
                errorOf={errorOf}
              >
                {venue.editable ? (
                  <RenameField
                    field="venue_name"
                    label={t.venueName}
                    value={nameOf(venue)}
                    onChange={setNameOf(venue)}
                    errorMessage={errorOf('venue_name')}
                  />
                ) : null}
                {subGenre?.editable ? (
                  <RenameField
                    field="sub_genre_name"
                    label={t.subGenreName}
                    value={nameOf(subGenre)}
                    onChange={setNameOf(subGenre)}
                    errorMessage={errorOf('sub_genre_name')}
                  />
                ) : null}
                {people.map((entry, index) =>
                  entry.editable ? (
                    <RenameField
                      key={entry.key}
                      field={`team-${index}`}
                      label={`${t.teamArtist} ${index + 1}`}
                      value={nameOf(entry)}
                      onChange={setNameOf(entry)}
                      errorMessage={errorOf(`team-${index}`)}
                    />
                  ) : null,
                )}
              </EventFields>
              {locked.length ? (
                <section aria-labelledby={eventEditLockedId}>
                  <h3 id={eventEditLockedId} className={profileStyles.subTitle}>
                    {t.lockedItems}
                  </h3>
                  <p className={profileStyles.muted}>{t.lockedHint}</p>
                  <ul className={styles.lockedList}>
                    {locked.map(({ label, item: entry }) => (
                      <li key={entry.key}>{t.lockedItem(label, entry.name)}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <FormActions
                cancelLabel={t.cancel}
                submitLabel={t.save}
                onCancel={onClose}
                isPending={update.isPending}
              />
            </Stack>
          </form>
        )}
      </Dialog>
    </Modal>
  );
}
