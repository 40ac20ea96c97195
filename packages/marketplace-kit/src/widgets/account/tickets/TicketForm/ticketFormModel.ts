// The ticket form's state, its checks (Ticket then New event, first failure only; see docs/rules/validation.md), which field owns each
// message (it shows there and gets the focus) and the payload sent to the ticket calls.
import type { OperationBody, Ticket } from '@momento/contract';
import { AUTO_ANSWER_TEXTS as auto } from '@momento/contract/routes';
import { moneyAmount } from '#format/money.ts';
import { validationTexts as m } from '#texts.ts';
import { validateAutoAnswers, validateNewEvent, validateTicket, type Choice } from '#validation/tickets.ts';

/** A picture of the form: one the ticket has (edit) or one picked now. */
export interface FormImage {
  key: string;
  url: string;
  /** A picture picked in this form. */
  file?: File;
  /** A picture the ticket already has. */
  imageId?: number;
}

export interface NewEventState {
  name: string;
  /** yyyy-mm-dd */
  event_date: string;
  /** An existing venue (id) or a new one (name only). */
  venue: Choice | null;
  /** The genre id. */
  genre: string | null;
  /** An existing sub-genre of the genre (id) or a new one (name only). */
  sub_genre: Choice | null;
  /** One entry per team/artist row: 'team:ID' or 'artist:ID', null while not chosen. */
  team_artists: (string | null)[];
  significance: string;
  additional_significance: string[];
}

export interface TicketFormState {
  listing_name: string;
  ticket_type: string | null;
  seat_type: string | null;
  isSale: '' | '0' | '1';
  cost: string;
  /** The automatic answers to offers (ours): prices, blank when not set. */
  auto_accept: string;
  auto_decline: string;
  quality: string | null;
  collection: string | null;
  section: string;
  row: string;
  seat: string;
  face_price: string;
  grade: string;
  description: string;
  eventMode: 'existing' | 'new';
  /** The existing event chosen in the combobox. */
  event: { value: string; label: string } | null;
  newEvent: NewEventState;
  images: FormImage[];
  removedImageIds: number[];
  document: File[];
}

export const EMPTY_NEW_EVENT: NewEventState = {
  name: '',
  event_date: '',
  venue: null,
  genre: null,
  sub_genre: null,
  team_artists: [],
  significance: '',
  additional_significance: [],
};

const amountText = (value: Parameters<typeof moneyAmount>[0]) => {
  const amount = moneyAmount(value);
  return amount === null ? '' : String(amount);
};

/** The form's starting state: empty (Add) or the ticket's values (Edit). */
export function initialState(
  ticket: Ticket | null,
  eventMode: 'existing' | 'new' = 'existing',
): TicketFormState {
  return {
    listing_name: ticket?.listing_name ?? '',
    ticket_type: ticket ? String(ticket.type.id) : null,
    seat_type: ticket?.seat_type ? String(ticket.seat_type.id) : null,
    isSale: ticket ? (ticket.isSale === 1 || ticket.isSale === '1' ? '1' : '0') : '',
    cost: ticket ? amountText(ticket.cost) : '',
    auto_accept: amountText(ticket?.auto_answers?.accept_price),
    auto_decline: amountText(ticket?.auto_answers?.decline_price),
    quality: ticket?.quality ?? null,
    collection: ticket?.collection ? String(ticket.collection.collection_id) : null,
    section: ticket?.section ?? '',
    row: ticket?.row ?? '',
    seat: ticket?.seat_no ?? '',
    face_price: ticket ? amountText(ticket.face_price) : '',
    grade: ticket?.grade ?? '',
    description: ticket?.description ?? '',
    eventMode: ticket ? 'existing' : eventMode,
    event: ticket ? { value: String(ticket.event.event_id), label: ticket.event.name } : null,
    newEvent: EMPTY_NEW_EVENT,
    images: (ticket?.images ?? []).map((image) => ({
      key: `existing-${image.image_id}`,
      url: image.image_400,
      imageId: image.image_id,
    })),
    removedImageIds: [],
    document: [],
  };
}

/** Which field shows a message and gets the focus; team/artist rows are `team-<index>`. */
const OWNERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['listing_name', [m.listingNameRequired, m.listingNameMax]],
  ['ticket_type', [m.ticketTypeRequired]],
  ['isSale', [m.viewTypeRequired]],
  ['cost', [m.ticketPriceRequired]],
  ['auto_accept', [auto.acceptInvalid, auto.acceptBelowPrice]],
  ['auto_decline', [auto.declineInvalid, auto.declineBelowPrice, auto.declineBelowAccept]],
  ['quality', [m.qualityRequired]],
  ['event', [m.eventRequired]],
  ['images', [m.imageRequired, m.imageType, m.lastImage]],
  ['document', [m.supportDocumentType]],
  ['section', [m.sectionMax]],
  ['row', [m.rowMax]],
  ['seat', [m.seatMax]],
  ['grade', [m.gradeMax]],
  ['face_price', [m.facePriceInvalid]],
  ['event_name', [m.eventNameRequired, m.eventNameMax]],
  ['venue', [m.eventVenueRequired, m.venueNameMax]],
  ['event_date', [m.eventDateRequired]],
  ['genre', [m.genreRequired]],
  ['sub_genre', [m.subGenreNameMax, m.subGenreRequired]],
];

export interface FormError {
  message: string;
  /** The field that shows it. */
  field: string;
}

/** The fields of the new event (their messages belong to the form's `newEvent` value); team/artist rows are `team-<index>`. */
const NEW_EVENT_FIELDS: readonly string[] = ['event_name', 'venue', 'event_date', 'genre', 'sub_genre'];

/**
 * Where a field's message sits in the form's errors: the new event's under `newEvent` (it is one value of the form,
 * checked again as a whole when it changes after a submit), every other field's under its own name.
 */
export function errorPath(field: string): string {
  return NEW_EVENT_FIELDS.includes(field) || field.startsWith('team-') ? `newEvent.${field}` : field;
}

function newEventChoices(state: NewEventState) {
  return state.team_artists.map((entry) => (entry ? { id: entry } : null));
}

/** Section 5 in order: the Ticket rules, then (new-event mode) the New event rules; the first failure only. */
export function validateForm(state: TicketFormState, mode: 'add' | 'edit'): FormError | null {
  const ticketMessage = validateTicket(
    {
      listing_name: state.listing_name,
      ticket_type: state.ticket_type,
      isSale: state.isSale,
      cost: state.cost,
      quality: state.quality,
      event: state.eventMode === 'new' ? state.newEvent : state.event?.value,
      images: state.images.flatMap((image) => (image.file ? [image.file] : [])),
      existingImageCount: state.images.filter((image) => image.imageId !== undefined).length,
      support_document: state.document,
      section: state.section,
      row: state.row,
      seat: state.seat,
      grade: state.grade,
      face_price: state.face_price,
    },
    { mode },
  );
  if (ticketMessage) return { message: ticketMessage, field: ownerOf(ticketMessage) };
  const autoMessage = validateAutoAnswers(state);
  if (autoMessage) return { message: autoMessage, field: ownerOf(autoMessage) };
  if (state.eventMode !== 'new') return null;
  const event = state.newEvent;
  const message = validateNewEvent({
    name: event.name,
    event_date: event.event_date,
    venue: event.venue,
    genre: event.genre ? { id: event.genre } : null,
    sub_genre: event.sub_genre,
    team_artists: newEventChoices(event),
  });
  if (!message) return null;
  if (message === m.teamArtistRequired)
    return { message, field: `team-${event.team_artists.findIndex((entry) => !entry)}` };
  if (message === m.teamArtistDuplicate) {
    const index = event.team_artists.findIndex(
      (entry, at) => entry !== null && event.team_artists.indexOf(entry) !== at,
    );
    return { message, field: `team-${index}` };
  }
  return { message, field: ownerOf(message) };
}

function ownerOf(message: string): string {
  return OWNERS.find(([, messages]) => messages.includes(message))?.[0] ?? 'listing_name';
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const idOf = (value: string | null) => (value === null || value === '' ? null : Number(value));
const refOf = (choice: Choice | null) =>
  choice && choice.id !== undefined && choice.id !== null && String(choice.id) !== ''
    ? Number(choice.id)
    : choice?.name
      ? { name: String(choice.name).trim() }
      : undefined;

type TicketBody = OperationBody<'ticketCreate'>;

function eventPayload(state: TicketFormState): TicketBody['event'] {
  if (state.eventMode === 'existing') return { event_id: Number(state.event?.value) };
  const event = state.newEvent;
  const chosen = event.team_artists.filter((entry): entry is string => entry !== null);
  const ids = (kind: 'team' | 'artist') =>
    chosen
      .filter((entry) => entry.startsWith(`${kind}:`))
      .map((entry) => Number(entry.slice(kind.length + 1)));
  const subGenre = refOf(event.sub_genre);
  const additional = event.additional_significance.map((entry) => entry.trim()).filter(Boolean);
  return {
    event_name: event.name.trim(),
    event_date: event.event_date,
    venue: refOf(event.venue) ?? { name: '' },
    ...(optional(event.significance) ? { significance: event.significance.trim() } : {}),
    ...(additional.length ? { additional_significance: additional } : {}),
    ...(event.genre
      ? {
          genre: {
            genre_id: Number(event.genre),
            ...(subGenre !== undefined ? { sub_genre: subGenre } : {}),
            ...(ids('team').length ? { teams: ids('team') } : {}),
            ...(ids('artist').length ? { artists: ids('artist') } : {}),
          },
        }
      : {}),
  };
}

/** The fields the create and update calls share (images and the document are added by the caller). */
export function ticketPayload(state: TicketFormState): Omit<TicketBody, 'images' | 'support_document'> {
  const forSale = state.isSale === '1';
  return {
    listing_name: state.listing_name.trim(),
    event: eventPayload(state),
    ticket_type: Number(state.ticket_type),
    isSale: forSale ? '1' : '0',
    cost: forSale ? state.cost.trim() : null,
    auto_accept_price: forSale ? (optional(state.auto_accept) ?? null) : null,
    auto_decline_price: forSale ? (optional(state.auto_decline) ?? null) : null,
    quality: state.quality as TicketBody['quality'],
    ticket_details: {
      section: optional(state.section),
      row: optional(state.row),
      seat: optional(state.seat),
      face_price: optional(state.face_price) ?? null,
      description: optional(state.description),
      grade: optional(state.grade),
      seat_type: idOf(state.seat_type),
      collection: idOf(state.collection),
    },
  };
}
