import type { Event, Ticket } from '@momento/contract';
import { Button, Combobox, IconButton, type ComboboxOption } from '@momento/ui';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { getEvents } from '#api/reference/getEvents.ts';
import { useClient, useSession } from '#provider/MarketplaceProvider.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { useFieldError } from './ticketFormControls.tsx';
import { EMPTY_NEW_EVENT, type NewEventState, type TicketFormState } from './ticketFormModel.ts';

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

const eventOption = (event: Event): ComboboxOption => ({
  value: String(event.event_id),
  label: event.name,
  description: `${event.venue.display_name} · ${event.event_date.slice(0, 10)}`,
});

/** Section 4: an event can be edited by its creator when not admin created. */
const isEditableBy = (event: Event | null, userId: number | undefined): event is Event =>
  event !== null && userId !== undefined && event.created_by === userId && event.is_admin_created !== 1;

/**
 * The ticket's event: an existing one (the event search; its creator may edit it) or, when adding, a new one. The new
 * event is one value of the form, checked again as a whole when it changes after a submit.
 */
export function TicketEventFields({ ticket }: { ticket: Ticket | null }) {
  const t = useTexts('listings', englishTexts);
  const client = useClient();
  const { user } = useSession();
  const { setValue, getValues } = useFormContext<TicketFormState>();
  const { isSubmitted } = useFormState<TicketFormState>();
  const eventMode = useWatch<TicketFormState, 'eventMode'>({ name: 'eventMode' });
  const newEvent = useWatch<TicketFormState, 'newEvent'>({ name: 'newEvent' });
  const { field: eventField } = useController<TicketFormState, 'event'>({ name: 'event' });
  const errorOf = useFieldError();
  // The chosen event as the server sent it (who created it), so that its creator gets Edit event.
  const loadedEvents = useRef(
    new Map<string, Event>(ticket ? [[String(ticket.event.event_id), ticket.event]] : []),
  );
  const [chosenEvent, setChosenEvent] = useState<Event | null>(ticket?.event ?? null);
  const [isEditingEvent, setEditingEvent] = useState(false);
  // A saved edit restarts the event combobox, so that it shows the event's new name.
  const [eventVersion, setEventVersion] = useState(0);

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
  const changeNewEvent = useCallback(
    (update: (current: NewEventState) => NewEventState) =>
      setValue('newEvent', update(getValues('newEvent')), { shouldValidate: isSubmitted }),
    [getValues, setValue, isSubmitted],
  );

  const eventSaved = (saved: Event) => {
    loadedEvents.current.set(String(saved.event_id), saved);
    setChosenEvent(saved);
    eventField.onChange({ value: String(saved.event_id), label: saved.name });
    setEventVersion((version) => version + 1);
    setEditingEvent(false);
  };

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.existingEvent}</legend>
        {eventMode === 'existing' ? (
          <div className={styles.eventChoice}>
            <div data-field="event" className={styles.grow}>
              <Combobox
                key={eventVersion}
                label={t.existingEvent}
                loadOptions={loadEvents}
                defaultValue={eventField.value}
                onChange={(option) => {
                  eventField.onChange(option);
                  setChosenEvent(option ? (loadedEvents.current.get(option.value) ?? null) : null);
                }}
                onInputChange={(text) => {
                  const chosen = getValues('event');
                  if (chosen && text !== chosen.label) {
                    eventField.onChange(null);
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
                  onPress={() => {
                    setValue('eventMode', 'new');
                    setValue('event', null);
                    setValue('newEvent', EMPTY_NEW_EVENT);
                  }}
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
            <Button variant="ghost" onPress={() => setValue('eventMode', 'existing')}>
              {t.chooseExistingEvent}
            </Button>
            <Suspense fallback={null}>
              <NewEventFields value={newEvent} onChange={changeNewEvent} errorOf={errorOf} />
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
    </>
  );
}
