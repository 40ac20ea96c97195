// The creator's event editing (see docs/rules/permissions.md), in one module loaded when Edit event is first pressed:
// the modal, the reference lists and the event mutation stay out of the ticket form's chunk.
import type { Event, OperationBody, ReferenceStatus } from '@momento/contract';
import { Alert, Dialog, Modal, Select, Stack, TextField } from '@momento/ui';
import { useId, type FormEvent } from 'react';
import { get, useController, type Control, type FieldError } from 'react-hook-form';
import { isApiError } from '#api/ApiError.ts';
import { useUpdateEvent } from '#api/reference/useEventMutations.ts';
import { useArtists } from '#api/reference/useArtists.ts';
import { useSubGenres } from '#api/reference/useSubGenres.ts';
import { useTeams } from '#api/reference/useTeams.ts';
import { useVenues } from '#api/reference/useVenues.ts';
import { errorTexts as englishErrors, validationTexts as m } from '#texts.ts';
import { validateNewEvent, type Choice } from '#validation/tickets.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as profileStyles from '../../profile/Profile.css.ts';
import { LoadingState } from '#widgets/shared/LoadState.tsx';
import type { FieldFailure } from '../formFailure.ts';
import { useOneFailureForm } from '../useOneFailureForm.ts';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
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

/** A failed check: the message and the field that shows it (team/artist rows are `team-<index>`). */
export type EventFormError = FieldFailure;

/** Section 4: the creator's own item, not admin created, while INQUEUE. */
const renamableBy = (meta: Meta | undefined, userId: number) =>
  meta !== undefined &&
  meta.created_by === userId &&
  meta.is_admin_created !== 1 &&
  meta.status === 'INQUEUE';

/** The dialog's values: the event's own fields and the new names of the renamable items, by item key ('team:12'). */
interface EventEditValues {
  event_name: string;
  /** yyyy-mm-dd */
  event_date: string;
  /** The chosen venue's id. */
  venue: string;
  significance: string;
  additional_significance: string[];
  names: Record<string, string>;
}

/**
 * Where a field's message sits in the values, so that it is checked again as that value changes: a rename's under its
 * item's key (`names.team:12`), the other fields' under their own name.
 */
function errorPath(event: Event, venueId: string, field: string): string {
  const people = [
    ...event.teams.map((team) => `team:${team.team_id}`),
    ...event.artists.map((artist) => `artist:${artist.artist_id}`),
  ];
  const key =
    field === 'venue_name'
      ? `venue:${venueId}`
      : field === 'sub_genre_name' && event.sub_genre
        ? `sub_genre:${event.sub_genre.sub_genre_id}`
        : field.startsWith('team-')
          ? people[Number(field.slice('team-'.length))]
          : undefined;
  return key ? `names.${key}` : field;
}

/** A new name for one of the user's own items waiting for approval (its current name until edited). */
function RenameField({
  field,
  label,
  item,
  control,
  errorMessage,
}: {
  field: string;
  label: string;
  item: Item;
  control: Control<EventEditValues>;
  errorMessage: string | undefined;
}) {
  const t = useTexts('listings', englishTexts);
  const { field: rename } = useController({ control, name: `names.${item.key}`, defaultValue: item.name });
  return (
    <div data-field={field}>
      <TextField
        label={label}
        description={t.renameHint}
        value={rename.value}
        onChange={rename.onChange}
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
 * the New event rules (see docs/rules/validation.md), the first failure on its field, which gets the focus; after a
 * submit, a field's message goes as soon as the field is right. A refusal shows in the dialog and keeps everything typed.
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
  // The New event rules, as the ticket form checks them (validateNewEvent), the first failure only.
  const {
    methods,
    form,
    submit: submitValid,
  } = useOneFailureForm<EventEditValues>({
    defaultValues: {
      event_name: event.name,
      event_date: event.event_date.slice(0, 10),
      venue: String(event.venue.venue_id),
      significance: event.significance ?? '',
      additional_significance: event.additional_significance,
      names: {},
    },
    check: (values) => validate(values),
    pathOf: (field) => pathOf(field),
    initialError: defaultError
      ? {
          path: errorPath(event, String(event.venue.venue_id), defaultError.field),
          message: defaultError.message,
        }
      : null,
  });
  const { control, formState, getValues } = methods;
  const eventName = useController({ control, name: 'event_name' }).field;
  const eventDate = useController({ control, name: 'event_date' }).field;
  const venueChoice = useController({ control, name: 'venue' }).field;
  const significance = useController({ control, name: 'significance' }).field;
  const additional = useController({ control, name: 'additional_significance' }).field;
  const venueId = venueChoice.value;
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

  const pathOf = (field: string): string => errorPath(event, venueId, field);
  const errorOf = (field: string): string | undefined =>
    (get(formState.errors, pathOf(field)) as FieldError | undefined)?.message;

  const validate = (values: EventEditValues): EventFormError | null => {
    const nameOf = (entry: Item) => values.names[entry.key] ?? entry.name;
    const choiceOf = (entry: Item): Choice => (entry.editable ? { name: nameOf(entry) } : { id: entry.key });
    const message = validateNewEvent({
      name: values.event_name,
      event_date: values.event_date,
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

  const payload = (values: EventEditValues): OperationBody<'eventUpdate'> => {
    const nameOf = (entry: Item) => values.names[entry.key] ?? entry.name;
    const renames = [venue, ...(subGenre ? [subGenre] : []), ...people]
      .filter((entry) => entry.editable && nameOf(entry).trim() !== entry.name)
      .map((entry) => ({ kind: entry.kind, id: entry.id, name: nameOf(entry).trim() }));
    const extra = values.additional_significance.map((entry) => entry.trim()).filter(Boolean);
    return {
      event_id: event.event_id,
      event_name: values.event_name.trim(),
      event_date: values.event_date,
      venue: Number(values.venue),
      ...(values.significance.trim() ? { significance: values.significance.trim() } : {}),
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

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    // The dialog opens from inside the ticket form: React events bubble through the portal and would submit it too.
    submitted.stopPropagation();
    submitValid(async (values) => {
      await update.run(payload(values));
    })(submitted);
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
                name={eventName.value}
                onNameChange={eventName.onChange}
                venueField={
                  <Select
                    label={t.eventVenue}
                    options={venueOptions}
                    value={venueId}
                    onChange={(next) => next && venueChoice.onChange(next)}
                    errorMessage={errorOf('venue')}
                    isRequired
                  />
                }
                eventDate={eventDate.value}
                onEventDateChange={eventDate.onChange}
                significance={significance.value}
                onSignificanceChange={significance.onChange}
                additionalSignificance={additional.value}
                onAdditionalSignificanceChange={(change) =>
                  additional.onChange(change(getValues('additional_significance')))
                }
                errorOf={errorOf}
              >
                {venue.editable ? (
                  <RenameField
                    key={venue.key}
                    field="venue_name"
                    label={t.venueName}
                    item={venue}
                    control={control}
                    errorMessage={errorOf('venue_name')}
                  />
                ) : null}
                {subGenre?.editable ? (
                  <RenameField
                    field="sub_genre_name"
                    label={t.subGenreName}
                    item={subGenre}
                    control={control}
                    errorMessage={errorOf('sub_genre_name')}
                  />
                ) : null}
                {people.map((entry, index) =>
                  entry.editable ? (
                    <RenameField
                      key={entry.key}
                      field={`team-${index}`}
                      label={`${t.teamArtist} ${index + 1}`}
                      item={entry}
                      control={control}
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
