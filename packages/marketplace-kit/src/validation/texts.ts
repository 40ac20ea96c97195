// The validation messages (docs/rules/validation.md). A module of their own: the forms that show them load with
// their pages, while the entry chunk needs only the notices and error texts.
import {
  CARRIER_MAX,
  CHAT_MESSAGE_MAX,
  EVENT_NAME_MAX,
  GRADE_MAX,
  LISTING_NAME_MAX,
  ROW_MAX,
  SEAT_MAX,
  SECTION_MAX,
  SUB_GENRE_NAME_MAX,
  VENUE_NAME_MAX,
} from './limits.ts';
import { provideEnglishValidationTexts } from '../locale/englishValidation.ts';

// ---------------------------------------------------------------------------------------------------------------
// Validation. Messages following the product's stated pattern
// ('Please enter the X.' / 'Please enter upto N characters for X.') are spelled out so each one can be asserted.
// ---------------------------------------------------------------------------------------------------------------
/** The validation messages the product prescribes, verbatim (typos included). */
const prescribedValidationTexts = {
  // Register, login, site login, forgot, reset, delete account
  nameRequired: 'Please enter the Name.',
  nameMax: 'Please enter upto 256 characters for Name.',
  emailRequired: 'Please enter the email.',
  emailMax: 'Please enter upto 256 characters for email.',
  emailInvalid: 'Please enter valid email.',
  passwordRequired: 'Please enter the password.',
  passwordMax: 'Please enter upto 256 characters for password.',
  confirmPasswordRequired: 'Please enter the confirm password.',
  confirmPasswordMax: 'Please enter upto 256 characters for confirm password.',
  passwordsMismatch: 'Please make sure your passwords match.',

  // Address form (shipping, billing, account)
  firstNameRequired: 'Please enter the First Name.',
  firstNameMax: 'Please enter upto 256 characters for First Name.',
  lastNameRequired: 'Please enter the Last Name.',
  lastNameMax: 'Please enter upto 256 characters for Last Name.',
  mobileRequired: 'Please enter the Mobile number.',
  mobileMax: 'Please enter upto 20 characters for Mobile number.',
  addressLine1Required: 'Please enter the Address Line 1.',
  addressLine1Max: 'Please enter upto 1000 characters for Address Line 1.',
  addressLine2Max: 'Please enter upto 1000 characters for Address Line 2.',
  cityRequired: 'Please enter the City.',
  cityMax: 'Please enter upto 300 characters for City.',
  stateRequired: 'Please enter the State.',
  stateMax: 'Please enter upto 300 characters for State.',
  postalCodeRequired: 'Please enter the Postal Code.',
  postalCodeMax: 'Please enter upto 50 characters for Postal Code.',
  countryRequired: 'Please enter the Country.',
  countryMax: 'Please enter upto 100 characters for Country.',

  // Edit account
  phoneRequired: 'Please enter the Phone.',
  phoneMax: 'Please enter upto 20 characters for Phone.',

  // Update password
  oldPasswordRequired: 'Please enter the old password.',
  oldPasswordMax: 'Please enter upto 256 characters for old password.',
  newPasswordRequired: 'Please enter the new password.',
  newPasswordMax: 'Please enter upto 256 characters for new password.',
  samePasswordAsAbove: 'Please enter the same password as above',

  // Profile photo and ticket images
  imageType: 'File type must be image/jpeg, image/png',

  // Seller payment edit
  paypalIdRequired: 'Please enter the paypal_id.',
  paypalIdMax: 'Please enter upto 256 characters for paypal_id.',
  paypalEmailRequired: 'Please enter the paypal email.',
  paypalEmailMax: 'Please enter upto 256 characters for paypal email.',

  // Become a seller (e-mail messages shared with register above)
  idRequired: 'Please enter the id.',
  idMax: 'Please enter upto 256 characters for id.',
  agreeRequired: 'Agree to submit.',

  // Ticket
  listingNameRequired: 'Please enter the listing name.',
  listingNameMax: `Listing name length should not exceed ${LISTING_NAME_MAX} characters.`,
  ticketTypeRequired: 'Please select the ticket type.',
  viewTypeRequired: 'Please select the view type.',
  ticketPriceRequired: 'Please enter the ticket price.',
  qualityRequired: 'Please select the ticket quality.',
  eventRequired: 'Please select the ticket event.',
  imageRequired: 'Please upload atleast one image for ticket.',
  lastImage: 'Ticket should have aleast one image',
  supportDocumentType: 'File type must be *.pdf,*.png,text/plain,image/jpeg,image/png',
  sectionMax: `Section length should not exceed ${SECTION_MAX} characters.`,
  rowMax: `Row length should not exceed ${ROW_MAX} characters.`,
  seatMax: `Seat length should not exceed ${SEAT_MAX} characters.`,
  gradeMax: `Grade length should not exceed ${GRADE_MAX} characters.`,
  facePriceInvalid: 'Please enter valid face price.',

  // New event
  eventNameRequired: 'Please enter the event name.',
  eventNameMax: `Event name length should not exceed ${EVENT_NAME_MAX} characters.`,
  eventVenueRequired: 'Please select the event venue.',
  eventDateRequired: 'Please select the event date.',
  genreRequired: 'Please select a genre.',
  subGenreRequired: 'Please select a subgenre.',
  teamArtistRequired: 'Please select a team/artist.',
  teamArtistDuplicate: 'Duplicate team/artists value exists. Please select unique team/artists.',

  // Collection
  collectionNameRequired: 'Please enter the collection name.',
  collectionNameMax: 'Collection name length should not exceed 255 characters.',

  // Rating dialog
  communicationRatingRequired: 'Please enter the Communication ratings.',
  descriptionRatingRequired: 'Please enter the Description ratings.',
  shippingRatingRequired: 'Please enter the Shipping ratings.',
  reviewRequired: 'Please enter the review.',

  // Tracking dialog
  carrierRequired: 'Please enter the Carrier Name.',
  carrierMax: `Please enter upto ${CARRIER_MAX} characters for Carrier Name.`,
  serviceRequired: 'Please enter the Shipping Service.',
  serviceMax: 'Please enter upto 256 characters for Shipping Service.',
  trackingIdRequired: 'Please enter the Tracking ID.',
  trackingIdMax: 'Please enter upto 256 characters for Tracking ID.',
  shippingCostRequired: 'Please enter the Shipping Cost.',
  shippingCostMax: 'Please enter upto 20 characters for Shipping Cost.',
  expectedDeliveryRequired: 'Please Select the Expected delivery date.',

  // Offer form (the message limit text is shared with chat messages)
  priceRequired: 'Please enter the price.',
  priceMax: 'Please enter less than 20 characters for price.',
  priceInvalid: 'Please enter valid price.',
  messageMax: `Please enter less than ${CHAT_MESSAGE_MAX} characters for message.`,
  ticketSelectionRequired: 'Please select atleast one ticket.',

  // Report seller
  reportTypeRequired: 'Please choose an option.',

  // Chat message and report reply
  messageRequired: 'Please enter the message.',

  // New report
  titleRequired: 'Please enter the title.',
  titleMax: 'Please enter upto 256 characters for title.',
  typeRequired: 'Please select Type.',
  descriptionRequired: 'Please enter the description.',
  descriptionMax: 'Please enter upto 256 characters for description.',
} as const;

/**
 * Our own validation messages, in the product's patterns: where the product states a rule without its text, and
 * the control-character check the wire protocol adds.
 */
const ourValidationTexts = {
  // A pasted control character (NUL, escape, ...) or broken character, in the product's message pattern
  firstNameText: 'Please remove the control characters from First Name.',
  lastNameText: 'Please remove the control characters from Last Name.',
  mobileText: 'Please remove the control characters from Mobile number.',
  addressLine1Text: 'Please remove the control characters from Address Line 1.',
  addressLine2Text: 'Please remove the control characters from Address Line 2.',
  cityText: 'Please remove the control characters from City.',
  stateText: 'Please remove the control characters from State.',
  postalCodeText: 'Please remove the control characters from Postal Code.',
  countryText: 'Please remove the control characters from Country.',
  nameText: 'Please remove the control characters from Name.',
  phoneText: 'Please remove the control characters from Phone.',
  paypalIdText: 'Please remove the control characters from paypal_id.',
  paypalEmailText: 'Please remove the control characters from paypal email.',
  idText: 'Please remove the control characters from id.',
  reviewText: 'Please remove the control characters from the review.',
  carrierText: 'Please remove the control characters from Carrier Name.',
  serviceText: 'Please remove the control characters from Shipping Service.',
  trackingIdText: 'Please remove the control characters from Tracking ID.',
  offerMessageText: 'Please remove the control characters from the message.',
  // The product states the limit but not its text; this follows the event-name message.
  venueNameMax: `Venue name length should not exceed ${VENUE_NAME_MAX} characters.`,
  // As for venueNameMax.
  subGenreNameMax: `Sub genre name length should not exceed ${SUB_GENRE_NAME_MAX} characters.`,
  // The product says "a number" without a text; this follows 'Please enter valid price.'.
  shippingCostInvalid: 'Please enter valid Shipping Cost.',
  // The product says "not earlier than today" (the input's minimum) without a text.
  expectedDeliveryPast: 'Expected delivery date cannot be earlier than today.',
} as const;

export const validationTexts = { ...prescribedValidationTexts, ...ourValidationTexts } as const;

// The fields show these in the provider's language (locale/FieldMessages.tsx), finding a message's id by its text.
provideEnglishValidationTexts(validationTexts);

export type ValidationMessage = (typeof validationTexts)[keyof typeof validationTexts];

/** @deprecated use validationTexts. */
export const validationMessages = validationTexts;
