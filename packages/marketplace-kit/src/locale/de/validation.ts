// German validation messages (`validation`): the forms validate in English and each field shows the message with the
// same id from here. The limits are written out (the contract's, as in the English messages; the dictionary test checks
// that each message names the same numbers as its English one), so that this chunk imports nothing.
import type { KitTexts } from '../texts.ts';

const enter = (field: string) => `Bitte gib ${field} ein.`;
const upTo = (max: number, field: string) => `Bitte gib für ${field} höchstens ${max} Zeichen ein.`;
const notLonger = (field: string, max: number) => `${field} darf höchstens ${max} Zeichen lang sein.`;
const controls = (field: string) => `Bitte entferne die Steuerzeichen aus ${field}.`;

export const validation: KitTexts['validation'] = {
  nameRequired: enter('den Namen'),
  nameMax: upTo(256, 'den Namen'),
  emailRequired: enter('die E-Mail-Adresse'),
  emailMax: upTo(256, 'die E-Mail-Adresse'),
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  passwordRequired: enter('das Passwort'),
  passwordMax: upTo(256, 'das Passwort'),
  confirmPasswordRequired: 'Bitte bestätige das Passwort.',
  confirmPasswordMax: upTo(256, 'die Passwortbestätigung'),
  passwordsMismatch: 'Bitte achte darauf, dass die Passwörter übereinstimmen.',

  firstNameRequired: enter('den Vornamen'),
  firstNameMax: upTo(256, 'den Vornamen'),
  lastNameRequired: enter('den Nachnamen'),
  lastNameMax: upTo(256, 'den Nachnamen'),
  mobileRequired: enter('die Mobilnummer'),
  mobileMax: upTo(20, 'die Mobilnummer'),
  addressLine1Required: enter('die Adresszeile 1'),
  addressLine1Max: upTo(1000, 'die Adresszeile 1'),
  addressLine2Max: upTo(1000, 'die Adresszeile 2'),
  cityRequired: enter('die Stadt'),
  cityMax: upTo(300, 'die Stadt'),
  stateRequired: enter('das Bundesland'),
  stateMax: upTo(300, 'das Bundesland'),
  postalCodeRequired: enter('die Postleitzahl'),
  postalCodeMax: upTo(50, 'die Postleitzahl'),
  countryRequired: enter('das Land'),
  countryMax: upTo(100, 'das Land'),

  phoneRequired: enter('die Telefonnummer'),
  phoneMax: upTo(20, 'die Telefonnummer'),

  oldPasswordRequired: enter('das alte Passwort'),
  oldPasswordMax: upTo(256, 'das alte Passwort'),
  newPasswordRequired: enter('das neue Passwort'),
  newPasswordMax: upTo(256, 'das neue Passwort'),
  samePasswordAsAbove: 'Bitte gib dasselbe Passwort wie oben ein',

  imageType: 'Der Dateityp muss image/jpeg oder image/png sein',

  paypalIdRequired: enter('die paypal_id'),
  paypalIdMax: upTo(256, 'die paypal_id'),
  paypalEmailRequired: enter('die PayPal-E-Mail-Adresse'),
  paypalEmailMax: upTo(256, 'die PayPal-E-Mail-Adresse'),

  idRequired: enter('die ID'),
  idMax: upTo(256, 'die ID'),
  agreeRequired: 'Bitte stimme zu, um abzusenden.',

  listingNameRequired: enter('den Angebotsnamen'),
  listingNameMax: notLonger('Der Angebotsname', 256),
  ticketTypeRequired: 'Bitte wähle die Ticketart.',
  viewTypeRequired: 'Bitte wähle die Ansichtsart.',
  ticketPriceRequired: enter('den Ticketpreis'),
  qualityRequired: 'Bitte wähle den Zustand des Tickets.',
  eventRequired: 'Bitte wähle die Veranstaltung des Tickets.',
  imageRequired: 'Bitte lade mindestens ein Bild für das Ticket hoch.',
  lastImage: 'Das Ticket muss mindestens ein Bild haben',
  supportDocumentType: 'Der Dateityp muss *.pdf, *.png, text/plain, image/jpeg oder image/png sein',
  sectionMax: notLonger('Der Block', 50),
  rowMax: notLonger('Die Reihe', 50),
  seatMax: notLonger('Der Platz', 50),
  gradeMax: notLonger('Die Bewertung', 50),
  facePriceInvalid: 'Bitte gib einen gültigen Nennwert ein.',

  eventNameRequired: enter('den Namen der Veranstaltung'),
  eventNameMax: notLonger('Der Name der Veranstaltung', 256),
  eventVenueRequired: 'Bitte wähle den Veranstaltungsort.',
  eventDateRequired: 'Bitte wähle das Datum der Veranstaltung.',
  genreRequired: 'Bitte wähle ein Genre.',
  subGenreRequired: 'Bitte wähle ein Untergenre.',
  teamArtistRequired: 'Bitte wähle ein Team oder einen Künstler.',
  teamArtistDuplicate:
    'Ein Team oder Künstler ist doppelt ausgewählt. Bitte wähle jedes Team und jeden Künstler nur einmal.',

  collectionNameRequired: enter('den Namen der Sammlung'),
  collectionNameMax: notLonger('Der Name der Sammlung', 255),

  communicationRatingRequired: 'Bitte bewerte die Kommunikation.',
  descriptionRatingRequired: 'Bitte bewerte die Beschreibung.',
  shippingRatingRequired: 'Bitte bewerte den Versand.',
  reviewRequired: enter('die Rezension'),

  carrierRequired: enter('den Namen des Versanddienstleisters'),
  carrierMax: upTo(256, 'den Namen des Versanddienstleisters'),
  serviceRequired: enter('die Versandart'),
  serviceMax: upTo(256, 'die Versandart'),
  trackingIdRequired: enter('die Sendungsnummer'),
  trackingIdMax: upTo(256, 'die Sendungsnummer'),
  shippingCostRequired: enter('die Versandkosten'),
  shippingCostMax: upTo(20, 'die Versandkosten'),
  expectedDeliveryRequired: 'Bitte wähle das voraussichtliche Lieferdatum.',

  priceRequired: enter('den Preis'),
  priceMax: 'Bitte gib für den Preis weniger als 20 Zeichen ein.',
  priceInvalid: 'Bitte gib einen gültigen Preis ein.',
  messageMax: 'Bitte gib für die Nachricht weniger als 500 Zeichen ein.',
  ticketSelectionRequired: 'Bitte wähle mindestens ein Ticket.',

  reportTypeRequired: 'Bitte wähle eine Option.',

  messageRequired: enter('die Nachricht'),

  titleRequired: enter('den Titel'),
  titleMax: upTo(256, 'den Titel'),
  typeRequired: 'Bitte wähle die Art.',
  descriptionRequired: enter('die Beschreibung'),
  descriptionMax: upTo(256, 'die Beschreibung'),

  firstNameText: controls('dem Vornamen'),
  lastNameText: controls('dem Nachnamen'),
  mobileText: controls('der Mobilnummer'),
  addressLine1Text: controls('der Adresszeile 1'),
  addressLine2Text: controls('der Adresszeile 2'),
  cityText: controls('der Stadt'),
  stateText: controls('dem Bundesland'),
  postalCodeText: controls('der Postleitzahl'),
  countryText: controls('dem Land'),
  nameText: controls('dem Namen'),
  phoneText: controls('der Telefonnummer'),
  paypalIdText: controls('der paypal_id'),
  paypalEmailText: controls('der PayPal-E-Mail-Adresse'),
  idText: controls('der ID'),
  reviewText: controls('der Rezension'),
  carrierText: controls('dem Namen des Versanddienstleisters'),
  serviceText: controls('der Versandart'),
  trackingIdText: controls('der Sendungsnummer'),
  offerMessageText: controls('der Nachricht'),
  venueNameMax: notLonger('Der Name des Veranstaltungsorts', 256),
  subGenreNameMax: notLonger('Der Name des Untergenres', 256),
  shippingCostInvalid: 'Bitte gib gültige Versandkosten ein.',
  expectedDeliveryPast: 'Das voraussichtliche Lieferdatum darf nicht vor heute liegen.',
};
