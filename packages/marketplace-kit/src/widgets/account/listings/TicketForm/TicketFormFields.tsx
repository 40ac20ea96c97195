import { MAX_TICKET_IMAGES } from '@momento/contract/routes';
import type { Event, Ticket } from '@momento/contract';
import {
  Button,
  Combobox,
  FileDrop,
  IconButton,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  type ComboboxOption,
} from '@momento/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { getEvents } from '#api/reference/getEvents.ts';
import { useMasterData } from '#api/reference/useMasterData.ts';
import { useMyCollections } from '#api/sellerCollections/useMyCollections.ts';
import { useCreateTicket, useUpdateTicket } from '#api/sellerTickets/useTicketMutations.ts';
import { validationMessages as m } from '#messages.ts';
import { useClient, useSession } from '#provider/MarketplaceProvider.tsx';
import { IMAGE_TYPES, SUPPORT_DOCUMENT_TYPES } from '#validation/limits.ts';
import { validateImageRemoval, validateTicketImage } from '#validation/listings.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { focusField } from '../focusField.ts';
import * as styles from '../listings.css.ts';
import { listingTexts as englishTexts, QUALITY_OPTIONS } from '../listingTexts.ts';
import { FairPriceHint } from './FairPriceHint.tsx';
import {
  initialState,
  validateForm,
  ticketPayload,
  EMPTY_NEW_EVENT,
  type FormError,
  type FormImage,
  type NewEventState,
  type TicketFormState,
} from './ticketFormModel.ts';

// The new-event fields (the date field, the reference lists) load when the plus button is first pressed.
const NewEventFields = lazy(async () => ({ default: (await import('./NewEventFields.tsx')).NewEventFields }));
// The Edit event dialog (the modal, the reference lists, the event call) loads when Edit event is first pressed.
const EventEditDialog = lazy(async () => ({
  default: (await import('../ReferenceEdit/EventEditDialog.tsx')).EventEditDialog,
}));
// The approval of the seller's own event and venue (and the venue list it reads) loads for such an event only.
const ReferenceStatusNote = lazy(async () => ({
  default: (await import('./ReferenceStatusNote.tsx')).ReferenceStatusNote,
}));

export interface TicketFormFieldsProps {
  /** The ticket being edited, or null (Add). */
  ticket: Ticket | null;
  /** Cancel, and after a successful save: back to the list. */
  onDone: () => void;
  /** Start in new-event mode (Add only; stories). @default 'existing' */
  defaultEventMode?: 'existing' | 'new';
  /** A message showing at first on its field (stories: the form with a validation error). */
  defaultError?: FormError | null;
}

let imageKeys = 0;

const eventOption = (event: Event): ComboboxOption => ({
  value: String(event.event_id),
  label: event.name,
  description: `${event.venue.display_name} · ${event.event_date.slice(0, 10)}`,
});

/** Section 4: an event can be edited by its creator when not admin created. */
const isEditableBy = (event: Event | null, userId: number | undefined): event is Event =>
  event !== null && userId !== undefined && event.created_by === userId && event.is_admin_created !== 1;

/**
 * The Add/Edit ticket form (see docs/rules/validation.md). Checks run on submit in the spec's order; the first
 * failure shows on its field, which gets the focus, and nothing typed is lost (also when the server refuses).
 */
export function TicketFormFields({
  ticket,
  onDone,
  defaultEventMode = 'existing',
  defaultError = null,
}: TicketFormFieldsProps) {
  const t = useTexts('listings', englishTexts);
  const autoAnswersHelpId = useId();
  const ticketFormTitleId = useId();
  const client = useClient();
  const { user } = useSession();
  const mode = ticket ? 'edit' : 'add';
  const [state, setState] = useState<TicketFormState>(() => initialState(ticket, defaultEventMode));
  const [error, setError] = useState<FormError | null>(defaultError);
  const [isPreparing, setPreparing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const master = useMasterData();
  const collections = useMyCollections();
  const create = useCreateTicket({ onSuccess: onDone });
  const update = useUpdateTicket({ onSuccess: onDone });
  const isPending = isPreparing || create.isPending || update.isPending;
  // The chosen event as the server sent it (who created it), so that its creator gets Edit event.
  const loadedEvents = useRef(
    new Map<string, Event>(ticket ? [[String(ticket.event.event_id), ticket.event]] : []),
  );
  const [chosenEvent, setChosenEvent] = useState<Event | null>(ticket?.event ?? null);
  const [isEditingEvent, setEditingEvent] = useState(false);
  // A saved edit restarts the event combobox, so that it shows the event's new name.
  const [eventVersion, setEventVersion] = useState(0);

  const set =
    <K extends keyof TicketFormState>(key: K) =>
    (value: TicketFormState[K]) =>
      setState((current) => ({ ...current, [key]: value }));
  const setNewEvent = useCallback(
    (update: (current: NewEventState) => NewEventState) =>
      setState((current) => ({ ...current, newEvent: update(current.newEvent) })),
    [],
  );
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  // Object URLs of picked pictures are released when they leave the form or the form closes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const show = (next: FormError | null) => {
    // Rendered before the focus moves, so the field is announced already invalid with its message.
    flushSync(() => setError(next));
    if (next) focusField(form.current, next.field);
  };

  const addImages = (files: File[]) => {
    const accepted = files.filter((file) => validateTicketImage(file) === null);
    if (accepted.length < files.length) setError({ message: m.imageType, field: 'images' });
    else if (error?.field === 'images') setError(null);
    setState((current) => {
      const room = Math.max(0, MAX_TICKET_IMAGES - current.images.length);
      const added: FormImage[] = accepted.slice(0, room).map((file) => {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        return { key: `new-${(imageKeys += 1)}`, url, file };
      });
      return { ...current, images: [...current.images, ...added] };
    });
  };

  const removeImage = (image: FormImage) => {
    const refusal = validateImageRemoval(state.images.length);
    if (refusal) {
      show({ message: refusal, field: 'images' });
      return;
    }
    if (image.file) {
      URL.revokeObjectURL(image.url);
      urls.current.delete(image.url);
    }
    setState((current) => ({
      ...current,
      images: current.images.filter((item) => item.key !== image.key),
      removedImageIds:
        image.imageId !== undefined ? [...current.removedImageIds, image.imageId] : current.removedImageIds,
    }));
    if (error?.field === 'images') setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateForm(state, mode);
    show(failure);
    if (failure) return;
    setPreparing(true);
    try {
      const { documentPayload, imagePayload } = await import('./imageUpload.ts');
      const images = await Promise.all(
        state.images.flatMap((image) => (image.file ? [imagePayload(image.file)] : [])),
      );
      const document = state.document[0] ? [await documentPayload(state.document[0])] : undefined;
      const body = { ...ticketPayload(state), ...(document ? { support_document: document } : {}) };
      if (ticket) {
        await update.run({
          ...body,
          product_id: ticket.product_id,
          ...(images.length ? { images } : {}),
          ...(state.removedImageIds.length ? { removed_images: state.removedImageIds } : {}),
        });
      } else {
        await create.run({ ...body, images });
      }
    } finally {
      setPreparing(false);
    }
  };

  const loadEvents = useCallback(
    async (input: string, signal: AbortSignal) => {
      const { items } = await getEvents(
        client,
        { name: input, full_result: 1, status: 'APPROVED,INQUEUE' },
        signal,
      );
      for (const item of items) loadedEvents.current.set(String(item.event_id), item);
      return items.map(eventOption);
    },
    [client],
  );

  const eventSaved = (saved: Event) => {
    loadedEvents.current.set(String(saved.event_id), saved);
    setChosenEvent(saved);
    setState((current) => ({ ...current, event: { value: String(saved.event_id), label: saved.name } }));
    setEventVersion((version) => version + 1);
    setEditingEvent(false);
  };

  const ticketTypes = (master.data?.ticket_types ?? []).map((type) => ({
    value: String(type.id),
    label: type.name,
  }));
  const seatTypes = (master.data?.seat_types ?? []).map((type) => ({
    value: String(type.id),
    label: type.name,
  }));
  const collectionOptions = collections.items.map((item) => ({
    value: String(item.id),
    label: item.collection_name,
  }));

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.form}
      aria-labelledby={ticketFormTitleId}
    >
      <h1 id={ticketFormTitleId} className={styles.heading}>
        {ticket ? t.editTicketTitle : t.addTicketTitle}
      </h1>
      <div data-field="listing_name">
        <TextField
          label={t.listingName}
          name="listing_name"
          value={state.listing_name}
          onChange={set('listing_name')}
          errorMessage={errorOf('listing_name')}
          isRequired
        />
      </div>
      <div className={styles.formRow}>
        <div data-field="ticket_type">
          <Select
            label={t.ticketType}
            options={ticketTypes}
            value={state.ticket_type}
            onChange={set('ticket_type')}
            errorMessage={errorOf('ticket_type')}
            isRequired
          />
        </div>
        <div data-field="seat_type">
          <Select
            label={t.seatType}
            options={seatTypes}
            value={state.seat_type}
            onChange={set('seat_type')}
          />
        </div>
      </div>
      <div className={styles.formRow}>
        <div data-field="isSale">
          <RadioGroup
            label={t.viewType}
            value={state.isSale || null}
            onChange={(value) => set('isSale')(value as '0' | '1')}
            orientation="horizontal"
            errorMessage={errorOf('isSale')}
            isRequired
          >
            <Radio value="1">{t.sale}</Radio>
            <Radio value="0">{t.showOnlyOption}</Radio>
          </RadioGroup>
        </div>
        {state.isSale === '1' && (
          <div data-field="cost">
            <TextField
              label={t.price}
              name="cost"
              inputMode="decimal"
              value={state.cost}
              onChange={set('cost')}
              errorMessage={errorOf('cost')}
              isRequired
            />
            <FairPriceHint
              eventId={state.eventMode === 'existing' && state.event ? Number(state.event.value) : null}
              price={state.cost}
              facePrice={state.face_price}
              section={state.section}
              productId={ticket?.product_id ?? null}
            />
          </div>
        )}
      </div>
      {state.isSale === '1' && (
        <fieldset className={styles.fieldset} aria-describedby={autoAnswersHelpId}>
          <legend className={styles.legend}>{t.autoAnswers}</legend>
          <p id={autoAnswersHelpId} className={styles.fieldHelp}>
            {t.autoAnswersHelp}
          </p>
          <div className={styles.formRow}>
            <div data-field="auto_accept">
              <TextField
                label={t.autoAccept}
                name="auto_accept"
                inputMode="decimal"
                value={state.auto_accept}
                onChange={set('auto_accept')}
                errorMessage={errorOf('auto_accept')}
              />
            </div>
            <div data-field="auto_decline">
              <TextField
                label={t.autoDecline}
                name="auto_decline"
                inputMode="decimal"
                value={state.auto_decline}
                onChange={set('auto_decline')}
                errorMessage={errorOf('auto_decline')}
              />
            </div>
          </div>
        </fieldset>
      )}
      <div className={styles.formRow}>
        <div data-field="quality">
          <Select
            label={t.quality}
            options={QUALITY_OPTIONS.map((value) => ({ value, label: value }))}
            value={state.quality}
            onChange={set('quality')}
            errorMessage={errorOf('quality')}
            isRequired
          />
        </div>
        <div data-field="collection">
          <Select
            label={t.collection}
            options={[{ value: '', label: t.noCollection }, ...collectionOptions]}
            value={state.collection ?? ''}
            onChange={(value) => set('collection')(value ? value : null)}
          />
        </div>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.existingEvent}</legend>
        {state.eventMode === 'existing' ? (
          <div className={styles.eventChoice}>
            <div data-field="event" className={styles.grow}>
              <Combobox
                key={eventVersion}
                label={t.existingEvent}
                loadOptions={loadEvents}
                defaultValue={state.event}
                onChange={(option) => {
                  set('event')(option);
                  setChosenEvent(option ? (loadedEvents.current.get(option.value) ?? null) : null);
                }}
                onInputChange={(text) => {
                  if (state.event && text !== state.event.label) {
                    set('event')(null);
                    setChosenEvent(null);
                  }
                }}
                errorMessage={errorOf('event')}
                isRequired
              />
            </div>
            {isEditableBy(chosenEvent, user?.id) && (
              <Button variant="outline" onPress={() => setEditingEvent(true)}>
                {t.editEvent}
              </Button>
            )}
            {!ticket && (
              <>
                <span aria-hidden="true">{t.or}</span>
                <IconButton
                  label={t.newEvent}
                  variant="outline"
                  onPress={() =>
                    setState((current) => ({
                      ...current,
                      eventMode: 'new',
                      event: null,
                      newEvent: EMPTY_NEW_EVENT,
                    }))
                  }
                >
                  +
                </IconButton>
              </>
            )}
            {isEditableBy(chosenEvent, user?.id) && user && (
              <Suspense fallback={null}>
                <ReferenceStatusNote event={chosenEvent} userId={user.id} />
              </Suspense>
            )}
          </div>
        ) : (
          <>
            <Button
              variant="ghost"
              onPress={() => setState((current) => ({ ...current, eventMode: 'existing' }))}
            >
              {t.chooseExistingEvent}
            </Button>
            <Suspense fallback={null}>
              <NewEventFields value={state.newEvent} onChange={setNewEvent} errorOf={errorOf} />
            </Suspense>
          </>
        )}
      </fieldset>
      {isEditingEvent && isEditableBy(chosenEvent, user?.id) && user && (
        <Suspense fallback={null}>
          <EventEditDialog
            event={chosenEvent}
            userId={user.id}
            onSaved={eventSaved}
            onClose={() => setEditingEvent(false)}
          />
        </Suspense>
      )}

      <div data-field="images" className={styles.images}>
        <FileDrop
          label={t.images}
          description={t.imagesHint}
          accept={IMAGE_TYPES}
          maxFiles={MAX_TICKET_IMAGES}
          value={[]}
          onChange={addImages}
          onReject={() => setError({ message: m.imageType, field: 'images' })}
          messages={{ type: () => m.imageType }}
          errorMessage={errorOf('images')}
          isRequired={!ticket}
        />
        {state.images.length > 0 && (
          <ul className={styles.previews} aria-label={t.images}>
            {state.images.map((image, index) => (
              <li key={image.key} className={styles.preview}>
                <img src={image.url} alt={t.imageAlt(index + 1)} className={styles.previewImage} />
                <Button size="small" variant="outline" tone="danger" onPress={() => removeImage(image)}>
                  {t.removeImage(index + 1)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div data-field="document">
        <FileDrop
          label={t.supportingDocument}
          description={
            ticket?.support_document
              ? `${t.supportingDocumentHint} ${t.currentDocument}: ${ticket.support_document.document_name}`
              : t.supportingDocumentHint
          }
          accept={SUPPORT_DOCUMENT_TYPES}
          maxFiles={1}
          value={state.document}
          onChange={(files) => {
            set('document')(files.slice(0, 1));
            if (error?.field === 'document') setError(null);
          }}
          onReject={() => setError({ message: m.supportDocumentType, field: 'document' })}
          messages={{ type: () => m.supportDocumentType }}
          errorMessage={errorOf('document')}
        />
      </div>
      <div className={styles.formRow}>
        <div data-field="section">
          <TextField
            label={t.section}
            name="section"
            value={state.section}
            onChange={set('section')}
            errorMessage={errorOf('section')}
          />
        </div>
        <div data-field="row">
          <TextField
            label={t.row}
            name="row"
            value={state.row}
            onChange={set('row')}
            errorMessage={errorOf('row')}
          />
        </div>
        <div data-field="seat">
          <TextField
            label={t.seat}
            name="seat"
            value={state.seat}
            onChange={set('seat')}
            errorMessage={errorOf('seat')}
          />
        </div>
      </div>
      <div className={styles.formRow}>
        <div data-field="face_price">
          <TextField
            label={t.facePrice}
            name="face_price"
            inputMode="decimal"
            value={state.face_price}
            onChange={set('face_price')}
            errorMessage={errorOf('face_price')}
          />
        </div>
        <div data-field="grade">
          <TextField
            label={t.grade}
            name="grade"
            value={state.grade}
            onChange={set('grade')}
            errorMessage={errorOf('grade')}
          />
        </div>
      </div>
      <div data-field="description">
        <TextArea
          label={t.description}
          name="description"
          rows={4}
          value={state.description}
          onChange={set('description')}
        />
      </div>
      <div className={styles.formActions}>
        <Button variant="outline" onPress={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" isPending={isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
