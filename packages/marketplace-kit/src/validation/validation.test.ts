import { ERR0010_MESSAGE } from '@momento/contract/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { errorTexts, validationTexts as m } from '../texts.ts';
import {
  validateAddress,
  validateBecomeSeller,
  validateDeleteAccount,
  validateEditAccount,
  validateProfilePhoto,
  validateSellerPayment,
  validateUpdatePassword,
} from './account.ts';
import { validateForgot, validateLogin, validateRegister, validateReset, validateSiteLogin } from './auth.ts';
import {
  validateCollection,
  validateImageRemoval,
  validateNewEvent,
  validateSupportDocument,
  validateTicket,
  validateTicketImage,
} from './tickets.ts';
import {
  parseOfferPrice,
  validateMessage,
  validateNewReport,
  validateOffer,
  validateReportSeller,
} from './messaging.ts';
import { validateRating, validateTracking } from './orders.ts';

/** Every message a table row expected; the last test checks that messages.ts has none left unasserted. */
const asserted = new Set<string>();
function expectMessage(actual: string | null, expected: string | null) {
  expect(actual).toBe(expected);
  if (expected !== null) asserted.add(expected);
}

const long = (n: number) => 'x'.repeat(n);

// ----- Register ---------------------------------------------------------------------------------------------------
const register = {
  user_name: 'Ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirm_password: 'secret1',
};
describe('validateRegister', () => {
  it.each([
    ['a missing name', { user_name: '  ' }, m.nameRequired],
    ['a name over 256 characters', { user_name: long(257) }, m.nameMax],
    ['a missing email', { email: '' }, m.emailRequired],
    [
      'an email over 256 characters (length is checked before shape)',
      { email: `${long(250)}@example.com` },
      m.emailMax,
    ],
    ['an invalid email', { email: 'ada@' }, m.emailInvalid],
    [
      'an address the server refuses (a one-letter top-level name)',
      { email: 'ada@example.c' },
      m.emailInvalid,
    ],
    ['a missing password', { password: '' }, m.passwordRequired],
    ['a password over 256 characters', { password: long(257), confirm_password: long(257) }, m.passwordMax],
    ['a missing confirm password', { confirm_password: '' }, m.confirmPasswordRequired],
    ['a confirm password over 256 characters', { confirm_password: long(257) }, m.confirmPasswordMax],
    ['passwords that differ', { confirm_password: 'secret2' }, m.passwordsMismatch],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateRegister({ ...register, ...patch }), expected);
  });

  it('reports only the first failure when several fields are wrong', () => {
    expectMessage(
      validateRegister({ user_name: '', email: '', password: '', confirm_password: 'x' }),
      m.nameRequired,
    );
  });

  it('counts characters, not UTF-16 units (256 emoji fit)', () => {
    expectMessage(validateRegister({ ...register, user_name: '🎫'.repeat(256) }), null);
  });
});

// ----- Login, site login, forgot, reset ----------------------------------------------------------------------------
describe('validateLogin and validateSiteLogin', () => {
  it.each([
    ['a missing email', { email: '' }, m.emailRequired],
    ['an invalid email (shape is checked before length)', { email: long(300) }, m.emailInvalid],
    ['an email over 256 characters', { email: `${long(250)}@example.com` }, m.emailMax],
    ['a missing password', { password: '' }, m.passwordRequired],
    ['a password over 256 characters', { password: long(257) }, m.passwordMax],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    const values = { email: 'ada@example.com', password: 'secret', ...patch };
    expectMessage(validateLogin(values), expected);
    expectMessage(validateSiteLogin(values), expected);
  });
});

describe('validateForgot', () => {
  it.each([
    ['a missing email', '', m.emailRequired],
    ['an invalid email', 'not-an-email', m.emailInvalid],
    ['an email over 256 characters', `${long(250)}@example.com`, m.emailMax],
    ['a valid email', 'ada@example.com', null],
  ])('answers %s with the spec message', (_case, email, expected) => {
    expectMessage(validateForgot({ email }), expected);
  });
});

describe('validateReset', () => {
  it.each([
    ['a missing password', { password: '' }, m.passwordRequired],
    ['a password over 256 characters', { password: long(257) }, m.passwordMax],
    ['a missing confirm password', { confirm_password: '' }, m.confirmPasswordRequired],
    ['a confirm password over 256 characters', { confirm_password: long(257) }, m.confirmPasswordMax],
    ['passwords that differ', { confirm_password: 'other' }, m.passwordsMismatch],
    ['matching passwords', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateReset({ password: 'secret', confirm_password: 'secret', ...patch }), expected);
  });
});

// ----- Address ------------------------------------------------------------------------------------------------------
const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  mobile_no: '+1 555 0100',
  address_line_1: '1 Main Street',
  address_line_2: '',
  city: 'Springfield',
  administrative_area: 'IL',
  postal_code: '62701',
  country: 'USA',
};
describe('validateAddress', () => {
  it.each([
    ['first name missing', { first_name: '' }, m.firstNameRequired],
    ['first name over 256', { first_name: long(257) }, m.firstNameMax],
    ['last name missing', { last_name: '' }, m.lastNameRequired],
    ['last name over 256', { last_name: long(257) }, m.lastNameMax],
    ['mobile number missing', { mobile_no: '' }, m.mobileRequired],
    ['mobile number over 20', { mobile_no: '1'.repeat(21) }, m.mobileMax],
    ['address line 1 missing', { address_line_1: '' }, m.addressLine1Required],
    ['address line 1 over 1000', { address_line_1: long(1001) }, m.addressLine1Max],
    ['address line 2 over 1000', { address_line_2: long(1001) }, m.addressLine2Max],
    ['city missing', { city: '' }, m.cityRequired],
    ['city over 300', { city: long(301) }, m.cityMax],
    ['state missing', { administrative_area: '' }, m.stateRequired],
    ['state over 300', { administrative_area: long(301) }, m.stateMax],
    ['postal code missing', { postal_code: '' }, m.postalCodeRequired],
    ['postal code over 50', { postal_code: long(51) }, m.postalCodeMax],
    ['country missing', { country: '' }, m.countryRequired],
    ['country over 100', { country: long(101) }, m.countryMax],
    ['address line 2 left empty (optional)', {}, null],
    [
      'limits reached exactly',
      { first_name: long(256), mobile_no: '1'.repeat(20), country: long(100) },
      null,
    ],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateAddress({ ...address, ...patch }), expected);
  });
});

// ----- Account ------------------------------------------------------------------------------------------------------
describe('validateEditAccount', () => {
  it.each([
    ['name missing', { user_name: '' }, m.nameRequired],
    ['name over 256', { user_name: long(257) }, m.nameMax],
    ['phone missing', { mobile_no: '' }, m.phoneRequired],
    ['phone over 20', { mobile_no: '1'.repeat(21) }, m.phoneMax],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateEditAccount({ user_name: 'Ada', mobile_no: '5550100', ...patch }), expected);
  });
});

describe('validateUpdatePassword', () => {
  it.each([
    ['old password missing', { old_password: '' }, m.oldPasswordRequired],
    ['old password over 256', { old_password: long(257) }, m.oldPasswordMax],
    ['new password missing', { new_password: '' }, m.newPasswordRequired],
    ['new password over 256', { new_password: long(257) }, m.newPasswordMax],
    ['confirm missing', { confirm_password: '' }, m.confirmPasswordRequired],
    ['confirm different from the new one', { confirm_password: 'nope' }, m.samePasswordAsAbove],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    const values = { old_password: 'old', new_password: 'new-one', confirm_password: 'new-one', ...patch };
    expectMessage(validateUpdatePassword(values), expected);
  });
});

describe('validateProfilePhoto', () => {
  it.each([
    ['a gif', { type: 'image/gif', name: 'a.gif' }, m.imageType],
    ['a pdf', { type: 'application/pdf', name: 'a.pdf' }, m.imageType],
    ['a jpeg', { type: 'image/jpeg', name: 'a.jpg' }, null],
    ['a png', { type: 'image/png', name: 'a.png' }, null],
    ['a png the browser gave no type for', { type: '', name: 'photo.PNG' }, null],
  ])('answers %s with the spec message', (_case, file, expected) => {
    expectMessage(validateProfilePhoto(file), expected);
  });
});

describe('validateSellerPayment', () => {
  it.each([
    ['paypal id missing', { paypal_id: '' }, m.paypalIdRequired],
    ['paypal id over 256', { paypal_id: long(257) }, m.paypalIdMax],
    ['paypal email missing', { paypal_email: '' }, m.paypalEmailRequired],
    ['paypal email over 256', { paypal_email: long(257) }, m.paypalEmailMax],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(
      validateSellerPayment({ paypal_id: 'PP-1', paypal_email: 'pay@example.com', ...patch }),
      expected,
    );
  });
});

describe('validateBecomeSeller', () => {
  it.each([
    ['id missing', { id: '' }, m.idRequired],
    ['id over 256', { id: long(257) }, m.idMax],
    ['email missing', { email: '' }, m.emailRequired],
    ['email invalid', { email: 'pay@example' }, m.emailInvalid],
    ['email over 256', { email: `${long(250)}@example.com` }, m.emailMax],
    ['agreement not ticked', { agree: false }, m.agreeRequired],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(
      validateBecomeSeller({ id: 'PP-1', email: 'pay@example.com', agree: true, ...patch }),
      expected,
    );
  });
});

describe('validateDeleteAccount', () => {
  it.each([
    ['password missing', '', m.passwordRequired],
    ['password over 256', long(257), m.passwordMax],
    ['a password', 'secret', null],
  ])('answers %s with the spec message', (_case, password, expected) => {
    expectMessage(validateDeleteAccount({ password }), expected);
  });
});

// ----- Ticket, event, collection ------------------------------------------------------------------------------------
const jpeg = { type: 'image/jpeg', name: 'front.jpg' };
const ticket = {
  listing_name: 'Game 7 stub',
  ticket_type: 2,
  isSale: '1' as const,
  cost: '120',
  quality: 'GOOD',
  event: 12,
  images: [jpeg],
  section: '112',
  row: 'F',
  seat: '7',
  grade: 'PSA 8',
  face_price: '45.00',
};
describe('validateTicket', () => {
  it.each([
    ['listing name missing', { listing_name: '' }, m.listingNameRequired],
    ['listing name over the limit', { listing_name: long(257) }, m.listingNameMax],
    ['ticket type missing', { ticket_type: null }, m.ticketTypeRequired],
    ['Sale/Show not chosen', { isSale: '' as const }, m.viewTypeRequired],
    ['no price while for sale', { cost: '' }, m.ticketPriceRequired],
    ['quality missing', { quality: '' }, m.qualityRequired],
    ['event missing', { event: null }, m.eventRequired],
    ['no image on create', { images: [] }, m.imageRequired],
    ['a gif image', { images: [{ type: 'image/gif', name: 'a.gif' }] }, m.imageType],
    [
      'a zip supporting document',
      { support_document: [{ type: 'application/zip', name: 'a.zip' }] },
      m.supportDocumentType,
    ],
    ['section over the limit', { section: long(51) }, m.sectionMax],
    ['row over the limit', { row: long(51) }, m.rowMax],
    ['seat over the limit', { seat: long(51) }, m.seatMax],
    ['grade over the limit', { grade: long(51) }, m.gradeMax],
    ['a negative face price', { face_price: '-4' }, m.facePriceInvalid],
    ['a face price with two dots', { face_price: '4.5.1' }, m.facePriceInvalid],
    ['Show only without a price', { isSale: '0' as const, cost: '' }, null],
    [
      'a docx supporting document',
      {
        support_document: [
          { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'a.docx' },
        ],
      },
      null,
    ],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateTicket({ ...ticket, ...patch }), expected);
  });

  it('accepts an edit without new images when the ticket keeps its existing ones', () => {
    expectMessage(validateTicket({ ...ticket, images: [], existingImageCount: 2 }, { mode: 'edit' }), null);
  });

  it('refuses to remove the last remaining image', () => {
    expectMessage(validateImageRemoval(1), m.lastImage);
    expectMessage(validateImageRemoval(3), null);
  });

  it('checks single images and supporting documents on their own', () => {
    expectMessage(validateTicketImage({ type: 'image/webp', name: 'a.webp' }), m.imageType);
    expectMessage(validateSupportDocument({ type: 'image/gif', name: 'a.gif' }), m.supportDocumentType);
    expectMessage(validateSupportDocument({ type: 'application/pdf', name: 'a.pdf' }), null);
  });
});

const event = {
  name: 'Game 7',
  event_date: '2026-06-01',
  venue: { id: 3 },
  genre: { id: 1 },
  sub_genre: { id: 4 },
  team_artists: [{ id: 9 }, { id: 10 }],
};
describe('validateNewEvent', () => {
  it.each([
    ['name missing', { name: '' }, m.eventNameRequired],
    ['name over the limit', { name: long(257) }, m.eventNameMax],
    ['venue missing', { venue: null }, m.eventVenueRequired],
    ['a new venue name over the limit', { venue: { name: long(257) } }, m.venueNameMax],
    ['date missing', { event_date: '' }, m.eventDateRequired],
    ['a new sub-genre name over the limit', { sub_genre: { name: long(257) } }, m.subGenreNameMax],
    ['a sub-genre without a genre', { genre: null }, m.genreRequired],
    ['a team/artist without a sub-genre', { sub_genre: null }, m.subGenreRequired],
    ['an empty team/artist row', { team_artists: [{ id: 9 }, null] }, m.teamArtistRequired],
    ['the same team twice', { team_artists: [{ id: 9 }, { id: 9 }] }, m.teamArtistDuplicate],
    [
      'the same new artist typed twice',
      { team_artists: [{ name: 'Queen' }, { name: 'queen ' }] },
      m.teamArtistDuplicate,
    ],
    ['no genre, sub-genre or teams at all', { genre: null, sub_genre: null, team_artists: [] }, null],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateNewEvent({ ...event, ...patch }), expected);
  });
});

describe('validateCollection', () => {
  it.each([
    ['name missing', { collection_name: '' }, m.collectionNameRequired],
    ['name over 255', { collection_name: long(256) }, m.collectionNameMax],
    ['Sale/Show not chosen', { isSale: null }, m.viewTypeRequired],
    ['no price while for sale', { cost: '' }, m.ticketPriceRequired],
    [
      'a 255-character name for show only',
      { collection_name: long(255), isSale: 0 as const, cost: '' },
      null,
    ],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(
      validateCollection({ collection_name: 'Finals', isSale: 1, cost: '300', ...patch }),
      expected,
    );
  });
});

// ----- Rating, tracking ---------------------------------------------------------------------------------------------
describe('validateRating', () => {
  it.each([
    ['communication missing', { communication_rating: null }, m.communicationRatingRequired],
    ['communication 0 stars', { communication_rating: 0 }, m.communicationRatingRequired],
    ['description missing', { description_rating: undefined }, m.descriptionRatingRequired],
    ['description 6 stars', { description_rating: 6 }, m.descriptionRatingRequired],
    ['shipping missing', { shipping_rating: null }, m.shippingRatingRequired],
    ['review missing', { review: ' ' }, m.reviewRequired],
    ['review with a NUL', { review: 'Great\u0000' }, m.reviewText],
    ['review on several lines', { review: 'Great seller.\nFast shipping.' }, null],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    const values = {
      communication_rating: 5,
      description_rating: 4,
      shipping_rating: 1,
      review: 'Great',
      ...patch,
    };
    expectMessage(validateRating(values), expected);
  });
});

describe('validateTracking', () => {
  const tracking = {
    carrier_name: 'UPS',
    service_name: 'Ground',
    tracking_no: '1Z999',
    shipping_cost: '12.50',
    expected_delivery: '2026-06-03',
  };
  it.each([
    ['carrier missing', { carrier_name: '' }, m.carrierRequired],
    ['carrier over 256', { carrier_name: long(257) }, m.carrierMax],
    ['carrier with a control character', { carrier_name: 'UPS\u0007' }, m.carrierText],
    ['service missing', { service_name: '' }, m.serviceRequired],
    ['service over 256', { service_name: long(257) }, m.serviceMax],
    ['service on two lines', { service_name: 'Ground\nAir' }, m.serviceText],
    ['tracking id missing', { tracking_no: '' }, m.trackingIdRequired],
    ['tracking id over 256', { tracking_no: long(257) }, m.trackingIdMax],
    ['tracking id with a NUL', { tracking_no: '1Z\u0000' }, m.trackingIdText],
    ['shipping cost missing', { shipping_cost: '' }, m.shippingCostRequired],
    ['shipping cost over 20 characters', { shipping_cost: '1'.repeat(21) }, m.shippingCostMax],
    ['shipping cost not a number', { shipping_cost: 'ten' }, m.shippingCostInvalid],
    ['expected delivery missing', { expected_delivery: '' }, m.expectedDeliveryRequired],
    ['expected delivery before today', { expected_delivery: '2026-05-31' }, m.expectedDeliveryPast],
    ['expected delivery today', { expected_delivery: '2026-06-01' }, null],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateTracking({ ...tracking, ...patch }, { today: '2026-06-01' }), expected);
  });
});

// ----- Offer, report seller, messages, reports ---------------------------------------------------------------------
describe('validateOffer', () => {
  it.each([
    ['price missing', { offer_price: '' }, m.priceRequired],
    ['price over 20 characters', { offer_price: '1'.repeat(21) }, m.priceMax],
    ['a negative price', { offer_price: '-5' }, m.priceInvalid],
    ['a price with two dots', { offer_price: '1.2.3' }, m.priceInvalid],
    ['a price with letters', { offer_price: '12abc' }, m.priceInvalid],
    ['a message over 500', { message: long(501) }, m.messageMax],
    ['a message with a NUL', { message: 'Hi\u0000' }, m.offerMessageText],
    ['a message on two lines', { message: 'Hi,\nwould you take 40?' }, null],
    ['no ticket selected', { offer_items: [] }, m.ticketSelectionRequired],
    ['a price with a leading plus', { offer_price: '+12.5' }, null],
    ['a price of exactly 20 characters', { offer_price: '1'.repeat(20) }, null],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(validateOffer({ offer_price: '100', message: '', offer_items: [5], ...patch }), expected);
  });

  it('sends the price as a number', () => {
    expect(parseOfferPrice('+12.5')).toBe(12.5);
  });
});

describe('validateReportSeller', () => {
  it('requires a report type and leaves the description optional', () => {
    expectMessage(validateReportSeller({ report_type: '' }), m.reportTypeRequired);
    expectMessage(validateReportSeller({ report_type: 2, content: '' }), null);
  });
});

describe('validateMessage (chat message and report reply)', () => {
  it.each([
    ['an empty message', '   ', m.messageRequired],
    ['a message over 500', long(501), m.messageMax],
    ['a message of 500', long(500), null],
  ])('answers %s with the spec message', (_case, message, expected) => {
    expectMessage(validateMessage(message), expected);
  });
});

describe('validateNewReport', () => {
  it.each([
    ['title missing', { title: '' }, m.titleRequired],
    ['title over 256', { title: long(257) }, m.titleMax],
    ['type missing', { reportType: '' }, m.typeRequired],
    ['description missing', { description: '' }, m.descriptionRequired],
    ['description over 256', { description: long(257) }, m.descriptionMax],
    ['valid values', {}, null],
  ])('answers %s with the spec message', (_case, patch, expected) => {
    expectMessage(
      validateNewReport({ title: 'Late', reportType: 1, description: 'Never shipped', ...patch }),
      expected,
    );
  });
});

describe("control characters and broken characters (the contract's text rule)", () => {
  it.each([
    ['a NUL in the first name', { first_name: 'Ada\u0000' }, m.firstNameText],
    ['an escape in the last name', { last_name: 'Love\u001blace' }, m.lastNameText],
    ['a line break in the mobile number', { mobile_no: '555\n0100' }, m.mobileText],
    ['a bell in address line 1', { address_line_1: '12 Clark\u0007 Street' }, m.addressLine1Text],
    ['a lone surrogate in address line 2', { address_line_2: 'Apt \ud800' }, m.addressLine2Text],
    ['a NUL in the city', { city: 'Chi\u0000cago' }, m.cityText],
    ['a tab in the state', { administrative_area: 'I\tL' }, m.stateText],
    ['a NUL in the postal code', { postal_code: '6061\u00003' }, m.postalCodeText],
    ['a lone low surrogate in the country', { country: 'United \udc00States' }, m.countryText],
    ['emoji and right-to-left text', { first_name: 'Ada 🎟️', last_name: 'לאבלייס' }, null],
  ])('validateAddress answers %s', (_case, patch, expected) => {
    expectMessage(validateAddress({ ...address, ...patch }), expected);
  });

  it('checks the edit account, seller payment and become-a-seller fields too', () => {
    expectMessage(validateEditAccount({ user_name: 'Ada\u0000', mobile_no: '555' }), m.nameText);
    expectMessage(validateEditAccount({ user_name: 'Ada', mobile_no: '555\u0000' }), m.phoneText);
    expectMessage(validateSellerPayment({ paypal_id: 'ID\u0000', paypal_email: 'a@b.co' }), m.paypalIdText);
    expectMessage(
      validateSellerPayment({ paypal_id: 'ID', paypal_email: 'a@b.co\u0000' }),
      m.paypalEmailText,
    );
    expectMessage(validateBecomeSeller({ id: 'ID\u001b', email: 'a@b.co', agree: true }), m.idText);
    expectMessage(
      validateRegister({
        user_name: 'Ada\u0000',
        email: 'a@b.co',
        password: 'secret-1',
        confirm_password: 'secret-1',
      }),
      m.nameText,
    );
  });
});

describe('texts shared with the contract', () => {
  it("keeps the ERR0010 text verbatim, 'communucation' included", () => {
    expect(errorTexts.offContactInfo).toBe(ERR0010_MESSAGE);
    expect(errorTexts.offContactInfo).toContain('communucation');
  });
});

afterAll(() => {
  // Every validation message in messages.ts was expected by at least one row above.
  const missing = Object.values(m).filter((message) => !asserted.has(message));
  expect(missing).toEqual([]);
});
