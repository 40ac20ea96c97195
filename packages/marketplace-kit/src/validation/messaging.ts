import { validationTexts as m } from '../texts.ts';
import {
  CHAT_MESSAGE_MAX,
  OFFER_MESSAGE_MAX,
  OFFER_PRICE_MAX,
  REPORT_DESCRIPTION_MAX,
  REPORT_TITLE_MAX,
} from './limits.ts';
import { firstFailure, isDecimal, maxLength, plainText, required, type FieldValue } from './rules.ts';

export interface OfferValues {
  offer_price: FieldValue;
  message?: FieldValue;
  /** The selected tickets' product ids. */
  offer_items: ReadonlyArray<unknown>;
}

/** Offer form (create, update, counter; see docs/rules/validation.md). */
export function validateOffer(values: OfferValues): string | null {
  return firstFailure(
    () => required(values.offer_price, m.priceRequired),
    () => maxLength(values.offer_price, OFFER_PRICE_MAX, m.priceMax),
    () => (isDecimal(values.offer_price, { allowPlus: true }) ? null : m.priceInvalid),
    () => maxLength(values.message, OFFER_MESSAGE_MAX, m.messageMax),
    () => plainText(values.message, m.offerMessageText, { multiline: true }),
    () => (values.offer_items.length === 0 ? m.ticketSelectionRequired : null),
  );
}

/** The offer price is sent as a number (see docs/rules/validation.md); '+12.5' becomes 12.5. */
export function parseOfferPrice(value: string): number {
  return Number(value.trim());
}

export interface ReportSellerValues {
  report_type: FieldValue;
  content?: FieldValue;
}

/** Report Seller dialog: the type is required, the description optional. */
export function validateReportSeller(values: ReportSellerValues): string | null {
  return required(values.report_type, m.reportTypeRequired);
}

/** Chat message and report reply (see docs/rules/validation.md). */
export function validateMessage(message: FieldValue): string | null {
  return firstFailure(
    () => required(message, m.messageRequired),
    () => maxLength(message, CHAT_MESSAGE_MAX, m.messageMax),
  );
}

export interface NewReportValues {
  title: FieldValue;
  reportType: FieldValue;
  description: FieldValue;
}

/** New report form (see docs/rules/validation.md). */
export function validateNewReport(values: NewReportValues): string | null {
  return firstFailure(
    () => required(values.title, m.titleRequired),
    () => maxLength(values.title, REPORT_TITLE_MAX, m.titleMax),
    () => required(values.reportType, m.typeRequired),
    () => required(values.description, m.descriptionRequired),
    () => maxLength(values.description, REPORT_DESCRIPTION_MAX, m.descriptionMax),
  );
}
