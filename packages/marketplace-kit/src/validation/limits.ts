/**
 * Field limits (docs/rules/validation.md), taken from the contract (`LIMITS`) so that the forms and the
 * server agree. Where the spec says a maximum exists but does not give it ("{n}", "not shown"), the contract holds
 * Our choice; those constants say so below.
 */
import {
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  LIMITS,
  RATING_MAX as CONTRACT_RATING_MAX,
  RATING_MIN as CONTRACT_RATING_MIN,
} from '@momento/contract/routes';

/** Name, e-mail, password, confirm password. */
export const NAME_MAX = LIMITS.name;
export const EMAIL_MAX = LIMITS.email;
export const PASSWORD_MAX = LIMITS.password;
/** Phone / mobile number. */
export const PHONE_MAX = LIMITS.mobileNo;
export const ADDRESS_LINE_MAX = LIMITS.addressLine;
export const CITY_MAX = LIMITS.city;
export const STATE_MAX = LIMITS.state;
export const POSTAL_CODE_MAX = LIMITS.postalCode;
export const COUNTRY_MAX = LIMITS.country;
export const COLLECTION_NAME_MAX = LIMITS.collectionName;
export const PAYPAL_ID_MAX = LIMITS.paypalId;
export const PAYPAL_EMAIL_MAX = LIMITS.paypalEmail;
export const CARRIER_MAX = LIMITS.carrier;
export const SERVICE_MAX = LIMITS.service;
export const TRACKING_ID_MAX = LIMITS.trackingId;
export const SHIPPING_COST_MAX = LIMITS.shippingCost;
export const OFFER_PRICE_MAX = LIMITS.offerPrice;
export const OFFER_MESSAGE_MAX = LIMITS.offerMessage;
export const CHAT_MESSAGE_MAX = LIMITS.chatMessage;
export const REPORT_TITLE_MAX = LIMITS.reportTitle;
export const REPORT_DESCRIPTION_MAX = LIMITS.reportDescription;

/** Our choice (256): the spec gives the listing name limit as "{n}" (see docs/rules/validation.md). */
export const LISTING_NAME_MAX = LIMITS.listingName;
/** Our choice (50): section, row, seat and grade limits are "not shown". */
export const SECTION_MAX = LIMITS.section;
/** Our choice (50), see SECTION_MAX. */
export const ROW_MAX = LIMITS.row;
/** Our choice (50), see SECTION_MAX. */
export const SEAT_MAX = LIMITS.seat;
/** Our choice (50), see SECTION_MAX. */
export const GRADE_MAX = LIMITS.grade;
/** Our choice (256): the event name limit is "{n}" (see docs/rules/validation.md). */
export const EVENT_NAME_MAX = LIMITS.eventName;
/** Our choice (256): "the venue name has a max length" (see docs/rules/validation.md). */
export const VENUE_NAME_MAX = LIMITS.venueName;
/** Our choice (256): "Sub-genre name has a max length" (see docs/rules/validation.md). */
export const SUB_GENRE_NAME_MAX = LIMITS.subGenreName;

/** Ratings are 1 to 5. */
export const RATING_MIN = CONTRACT_RATING_MIN;
export const RATING_MAX = CONTRACT_RATING_MAX;

/** Image MIME types accepted for ticket images and profile photos. */
export const IMAGE_TYPES = IMAGE_MIME_TYPES;
/**
 * Supporting document types (pdf, xls, xlsx, doc, docx, txt, jpeg, png; see docs/rules/validation.md). The spec's
 * error text names fewer types than the rule; the rule wins, the text stays verbatim.
 */
export const SUPPORT_DOCUMENT_TYPES = DOCUMENT_MIME_TYPES;
/** Extensions checked when the browser reports no MIME type for a file. */
export const SUPPORT_DOCUMENT_EXTENSIONS = [
  'pdf',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'txt',
  'jpeg',
  'jpg',
  'png',
] as const;
