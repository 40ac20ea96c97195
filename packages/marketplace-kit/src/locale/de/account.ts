import type { KitTexts } from '../texts.ts';

/** The account menu in German. */
export const account: KitTexts['account'] = {
  becomeSeller: 'Verkäufer werden',
  myProfile: 'Mein Profil',
  myTickets: 'Meine Tickets',
  myCollections: 'Meine Sammlungen',
  myOrders: 'Meine Bestellungen',
  myOffers: 'Meine Angebote',
  myMessages: 'Meine Nachrichten',
  myReviews: 'Meine Bewertungen',
  report: 'Meldungen',
  deleteAccount: 'Konto löschen',
  navigation: 'Konto',
  openMenu: 'Kontoseiten',
  watchlist: 'Beobachtungsliste',
  savedSearches: 'Gespeicherte Suchen',
};
