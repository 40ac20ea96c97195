import { AUTO_ANSWER_TEXTS, autoAnswerProblem } from '@momento/contract/routes';
import { validationTexts as m } from '../texts.ts';
import {
  COLLECTION_NAME_MAX,
  EVENT_NAME_MAX,
  GRADE_MAX,
  IMAGE_TYPES,
  LISTING_NAME_MAX,
  ROW_MAX,
  SEAT_MAX,
  SECTION_MAX,
  SUB_GENRE_NAME_MAX,
  SUPPORT_DOCUMENT_EXTENSIONS,
  SUPPORT_DOCUMENT_TYPES,
  VENUE_NAME_MAX,
} from './limits.ts';
import {
  firstFailure,
  hasAcceptedType,
  isBlank,
  isDecimal,
  maxLength,
  required,
  type FieldValue,
  type FileLike,
} from './rules.ts';

/** Sale/Show as the spec spells it: 1 Sale, 0 Show only. */
export type SaleValue = '0' | '1' | 0 | 1;

function isSale(value: SaleValue | '' | null | undefined): boolean {
  return value === 1 || value === '1';
}

export interface TicketValues {
  listing_name: FieldValue;
  /** The ticket type id. */
  ticket_type: FieldValue;
  isSale: SaleValue | '' | null | undefined;
  cost: FieldValue;
  quality: FieldValue;
  /** The chosen event: an existing event's id or a new event (validated by `validateNewEvent`). */
  event: unknown;
  /** Images added in this form. */
  images: readonly FileLike[];
  /** Images the ticket already has (edit mode). */
  existingImageCount?: number;
  support_document?: readonly FileLike[];
  section?: FieldValue;
  row?: FieldValue;
  seat?: FieldValue;
  grade?: FieldValue;
  face_price?: FieldValue;
}

/** Add/Edit ticket form (see docs/rules/validation.md), checks in the spec's order. */
export function validateTicket(
  values: TicketValues,
  { mode = 'add' }: { mode?: 'add' | 'edit' } = {},
): string | null {
  return firstFailure(
    () => required(values.listing_name, m.listingNameRequired),
    () => maxLength(values.listing_name, LISTING_NAME_MAX, m.listingNameMax),
    () => required(values.ticket_type, m.ticketTypeRequired),
    () => (values.isSale === 0 || values.isSale === '0' || isSale(values.isSale) ? null : m.viewTypeRequired),
    () => (isSale(values.isSale) ? required(values.cost, m.ticketPriceRequired) : null),
    () => required(values.quality, m.qualityRequired),
    () =>
      values.event === null || values.event === undefined || values.event === '' ? m.eventRequired : null,
    () =>
      mode === 'add' && values.images.length + (values.existingImageCount ?? 0) === 0
        ? m.imageRequired
        : null,
    () =>
      values.images.every((file) => hasAcceptedType(file, IMAGE_TYPES, ['jpeg', 'jpg', 'png']))
        ? null
        : m.imageType,
    () => validateSupportDocument(values.support_document?.[0]),
    () => maxLength(values.section, SECTION_MAX, m.sectionMax),
    () => maxLength(values.row, ROW_MAX, m.rowMax),
    () => maxLength(values.seat, SEAT_MAX, m.seatMax),
    () => maxLength(values.grade, GRADE_MAX, m.gradeMax),
    () => (isBlank(values.face_price) || isDecimal(values.face_price) ? null : m.facePriceInvalid),
  );
}

/** A price as the server takes it: digits with at most two decimals. */
const PRICE = /^\d+(\.\d{1,2})?$/;
const cents = (value: FieldValue) => (isBlank(value) ? null : Math.round(Number(String(value).trim()) * 100));

export interface AutoAnswerValues {
  isSale: SaleValue | '' | null | undefined;
  cost: FieldValue;
  auto_accept: FieldValue;
  auto_decline: FieldValue;
}

/**
 * Ours, the ticket's automatic answers to offers (the contract's autoAnswers.ts, which the server checks too):
 * optional prices, each below the ticket price, the auto-decline below the auto-accept. Only for a ticket on sale.
 */
export function validateAutoAnswers(values: AutoAnswerValues): string | null {
  if (!isSale(values.isSale)) return null;
  const valid = (value: FieldValue) => isBlank(value) || PRICE.test(String(value).trim());
  return firstFailure(
    () => (valid(values.auto_accept) ? null : AUTO_ANSWER_TEXTS.acceptInvalid),
    () => (valid(values.auto_decline) ? null : AUTO_ANSWER_TEXTS.declineInvalid),
    () =>
      PRICE.test(String(values.cost ?? '').trim())
        ? autoAnswerProblem(cents(values.cost) ?? 0, cents(values.auto_accept), cents(values.auto_decline))
        : null,
  );
}

/** Ticket images accept only jpeg and png (see docs/rules/validation.md). */
export function validateTicketImage(file: FileLike): string | null {
  return hasAcceptedType(file, IMAGE_TYPES, ['jpeg', 'jpg', 'png']) ? null : m.imageType;
}

/** Removing an image: the last remaining one cannot go ('Ticket should have aleast one image'). */
export function validateImageRemoval(remainingImageCount: number): string | null {
  return remainingImageCount <= 1 ? m.lastImage : null;
}

/** The one supporting document (pdf, xls, xlsx, doc, docx, txt, jpeg, png). */
export function validateSupportDocument(file: FileLike | null | undefined): string | null {
  if (!file) return null;
  return hasAcceptedType(file, SUPPORT_DOCUMENT_TYPES, SUPPORT_DOCUMENT_EXTENSIONS)
    ? null
    : m.supportDocumentType;
}

/** A choice that is either an existing item (id) or a new one typed by the user (name only). */
export interface Choice {
  id?: string | number | null;
  name?: string | null;
}

export interface NewEventValues {
  name: FieldValue;
  event_date: FieldValue;
  venue: Choice | null | undefined;
  genre: Choice | null | undefined;
  sub_genre: Choice | null | undefined;
  /** One entry per team/artist row; an empty row is `null` or a choice without id and name. */
  team_artists: ReadonlyArray<Choice | null>;
}

function isChosen(choice: Choice | null | undefined): choice is Choice {
  return !!choice && (!isBlank(choice.id) || !isBlank(choice.name));
}

function isNew(choice: Choice | null | undefined): boolean {
  return !!choice && isBlank(choice.id) && !isBlank(choice.name);
}

function choiceKey(choice: Choice): string {
  return isBlank(choice.id) ? `name:${String(choice.name).trim().toLowerCase()}` : `id:${String(choice.id)}`;
}

/** New event (see docs/rules/validation.md), checks in the spec's order. */
export function validateNewEvent(values: NewEventValues): string | null {
  const chosenTeams = values.team_artists.filter(isChosen);
  return firstFailure(
    () => required(values.name, m.eventNameRequired),
    () => maxLength(values.name, EVENT_NAME_MAX, m.eventNameMax),
    () => (isChosen(values.venue) ? null : m.eventVenueRequired),
    () => (isNew(values.venue) ? maxLength(values.venue?.name, VENUE_NAME_MAX, m.venueNameMax) : null),
    () => required(values.event_date, m.eventDateRequired),
    () =>
      isNew(values.sub_genre)
        ? maxLength(values.sub_genre?.name, SUB_GENRE_NAME_MAX, m.subGenreNameMax)
        : null,
    () =>
      (isChosen(values.sub_genre) || chosenTeams.length > 0) && !isChosen(values.genre)
        ? m.genreRequired
        : null,
    () => (chosenTeams.length > 0 && !isChosen(values.sub_genre) ? m.subGenreRequired : null),
    () => (values.team_artists.some((entry) => !isChosen(entry)) ? m.teamArtistRequired : null),
    () => (new Set(chosenTeams.map(choiceKey)).size !== chosenTeams.length ? m.teamArtistDuplicate : null),
  );
}

export interface CollectionValues {
  collection_name: FieldValue;
  isSale: SaleValue | '' | null | undefined;
  cost: FieldValue;
}

/** Collection form (see docs/rules/validation.md). */
export function validateCollection(values: CollectionValues): string | null {
  return firstFailure(
    () => required(values.collection_name, m.collectionNameRequired),
    () => maxLength(values.collection_name, COLLECTION_NAME_MAX, m.collectionNameMax),
    () => (values.isSale === 0 || values.isSale === '0' || isSale(values.isSale) ? null : m.viewTypeRequired),
    () => (isSale(values.isSale) ? required(values.cost, m.ticketPriceRequired) : null),
  );
}
