import type { KitTexts } from '../texts.ts';

/** My Cart in German. */
export const cart: KitTexts['cart'] = {
  title: 'Mein Warenkorb',
  buy: 'KAUF',
  collection: 'SAMMLUNG',
  offer: 'ANGEBOT',
  remove: 'Entfernen',
  pricingDetails: 'Preisdetails',
  price: 'Preis',
  tax: 'Steuer',
  totalAmount: 'Gesamtbetrag',
  checkout: 'Zur Kasse',
  empty: 'Dein Warenkorb ist leer!',
  shopNow: 'Jetzt einkaufen',
  seller: 'Verkäufer',
  added: 'Hinzugefügt',
  expires: 'Läuft ab',
  collectionName: 'Sammlung',
  cost: 'Preis',
  expired: 'Reservierung abgelaufen',
  loading: 'Warenkorb wird geladen',
};
