/**
 * Field limits of section 5 / 9 of both spec documents. Where the spec says a maximum exists but does not give it
 * ("{n}", "not shown"), the value below is OUR choice; each such constant says so. The server must use the same
 * numbers: if @momento/contract later exports them, these should re-export the contract's values.
 */

/** Name, e-mail, password, confirm password (public-site.md section 9). */
export const NAME_MAX = 256;
export const EMAIL_MAX = 256;
export const PASSWORD_MAX = 256;
/** Phone / mobile number (account-area.md section 9). */
export const PHONE_MAX = 20;
export const ADDRESS_LINE_MAX = 1000;
export const CITY_MAX = 300;
export const STATE_MAX = 300;
export const POSTAL_CODE_MAX = 50;
export const COUNTRY_MAX = 100;
export const COLLECTION_NAME_MAX = 255;
export const PAYPAL_ID_MAX = 256;
export const PAYPAL_EMAIL_MAX = 256;
export const CARRIER_MAX = 256;
export const SERVICE_MAX = 256;
export const TRACKING_ID_MAX = 256;
export const SHIPPING_COST_MAX = 20;
export const OFFER_PRICE_MAX = 20;
export const OFFER_MESSAGE_MAX = 500;
export const CHAT_MESSAGE_MAX = 500;
export const REPORT_TITLE_MAX = 256;
export const REPORT_DESCRIPTION_MAX = 256;

/** OUR choice: the spec gives the listing name limit as "{n}" (account-area.md section 5, Ticket). */
export const LISTING_NAME_MAX = 256;
/** OUR choice: section, row, seat and grade limits are "not shown" (account-area.md section 9). */
export const SECTION_MAX = 50;
/** OUR choice (see SECTION_MAX). */
export const ROW_MAX = 50;
/** OUR choice (see SECTION_MAX). */
export const SEAT_MAX = 50;
/** OUR choice (see SECTION_MAX). */
export const GRADE_MAX = 50;
/** OUR choice: the event name limit is "{n}" (account-area.md section 5, New event). */
export const EVENT_NAME_MAX = 256;
/** OUR choice: "the venue name has a max length" (account-area.md section 5, New event). */
export const VENUE_NAME_MAX = 256;
/** OUR choice: "Sub-genre name has a max length" (account-area.md section 5, New event). */
export const SUB_GENRE_NAME_MAX = 256;

/** Ratings are 1 to 5 (account-area.md section 9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Image MIME types accepted for ticket images and profile photos. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/**
 * Supporting document types (account-area.md section 5: pdf, xls, xlsx, doc, docx, txt, jpeg, png). The spec's
 * error text names fewer types than the rule; the rule wins, the text stays verbatim.
 */
export const SUPPORT_DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
] as const;
export const SUPPORT_DOCUMENT_EXTENSIONS = ['pdf', 'xls', 'xlsx', 'doc', 'docx', 'txt', 'jpeg', 'jpg', 'png'] as const;
