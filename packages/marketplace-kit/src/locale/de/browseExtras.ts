// German texts of an event's price history (`priceHistory`) and a seller's rating and reviews (`sellerReputation`).
// Amounts stay in dollars (they come formatted).
import type { KitTexts } from '../texts.ts';

export const priceHistory: KitTexts['priceHistory'] = {
  heading: 'Preisverlauf',
  lowest: 'Niedrigster Angebotspreis',
  median: 'Mittlerer Angebotspreis',
  sold: 'Verkaufspreis (Median)',
  listings: 'Angebote',
  soldCount: 'Verkauft',
  day: 'Tag',
  none: '–',
  showTable: 'Datentabelle anzeigen',
  hideTable: 'Datentabelle ausblenden',
  loadingChart: 'Diagramm wird geladen',
  loading: 'Preisverlauf wird geladen',
  tableCaption: (eventName: string) => `Angebots- und Verkaufspreise pro Tag für ${eventName}`,
  empty:
    'Noch kein Preisverlauf: Niemand hat ein Ticket für diese Veranstaltung angeboten. Die Preise erscheinen hier, sobald Tickets angeboten werden.',
  failed: 'Der Preisverlauf konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  tryAgain: 'Erneut versuchen',
  lowestOnce: (price: string, day: string) => `Der niedrigste Angebotspreis lag am ${day} bei ${price}`,
  lowestFell: (from: string, fromDay: string, to: string, toDay: string) =>
    `Der niedrigste Angebotspreis fiel von ${from} am ${fromDay} auf ${to} am ${toDay}`,
  lowestRose: (from: string, fromDay: string, to: string, toDay: string) =>
    `Der niedrigste Angebotspreis stieg von ${from} am ${fromDay} auf ${to} am ${toDay}`,
  lowestHeld: (price: string, fromDay: string, toDay: string) =>
    `Der niedrigste Angebotspreis blieb vom ${fromDay} bis zum ${toDay} bei ${price}`,
  ticketsOn: (count: number, when: string) =>
    `${count === 0 ? 'keine' : count} ${count === 1 ? 'Angebot' : 'Angebote'} ${when}`,
  today: 'heute',
  onDay: (day: string) => `am ${day}`,
  soldSummary: (count: number, days: number, price: string, day: string) =>
    `${count} ${count === 1 ? 'Ticket' : 'Tickets'} in diesen ${days} Tagen verkauft, das letzte am ${day} zu einem Median von ${price}`,
  noneSold: 'In diesem Zeitraum keine verkauft',
};

export const sellerReputation: KitTexts['sellerReputation'] = {
  sellerRating: 'Verkäuferbewertung',
  loadingSellerRating: 'Die Verkäuferbewertung wird geladen',
  newSeller: 'Neuer Verkäufer',
  ratingCommunication: 'Kommunikation',
  ratingDescription: 'Beschreibung',
  ratingShipping: 'Versand',
  outOfFive: (label: string, value: string) => `${label} ${value} von 5`,
  reviewCount: (count: number) => `${count} ${count === 1 ? 'Rezension' : 'Rezensionen'}`,
  sellerReviewsHeading: (name: string) => `Rezensionen über ${name}`,
  sellerReviewsFallbackHeading: 'Verkäuferrezensionen',
  sellerReviewsList: 'Rezensionen',
};
