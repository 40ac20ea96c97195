// Texts of following (ours: docs/rules/follow.md): the Watch and Save-this-search buttons, the watchlist and the saved
// searches. The contract's FOLLOW_TEXTS, FOLLOW_REFUSALS and SAVED_SEARCH_ALERT_LABELS are the texts both servers send
// and the kit shows; these are the kit's own around them.
import {
  FOLLOW_TEXTS,
  PRICE_DROP_PERCENT,
  SAVED_SEARCH_ALERT_LABELS,
  type WatchTarget,
} from '@momento/contract/routes';
import { watchButtonTexts } from './WatchButton/watchButtonTexts.ts';

export { FOLLOW_TEXTS, SAVED_SEARCH_ALERT_LABELS };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const followTexts = {
  // Watch button (a module of its own: the pages with Watch buttons load only those texts)
  ...watchButtonTexts,

  // Watchlist (/account/watchlist)
  watchlistHeading: 'Watchlist',
  watchlistLabel: 'Watched items',
  watchlistEmpty:
    'You are not watching anything yet. Press Watch on a ticket, a collection or a seller to follow it here.',
  watchlistEnd: 'No more watched items',
  targetLabels: { TICKET: 'Ticket', COLLECTION: 'Collection', SELLER: 'Seller' } satisfies Record<
    WatchTarget,
    string
  >,
  priceNow: 'Price now',
  watchedPrice: 'When you watched',
  priceDropped: 'Price dropped',
  priceChanged: 'Price changed since you watched',
  sold: 'Sold',
  unavailable: 'Unavailable',
  alertPrice: 'Alert price',
  alertDefault: `When it drops ${PRICE_DROP_PERCENT}%`,
  editAlert: (name: string) => `Set the alert price of ${name}`,
  editAlertButton: 'Alert price',
  alertTitle: 'Alert price',
  alertHint: `We tell you when the price falls to this amount. Leave it empty to be told of every drop of ${PRICE_DROP_PERCENT}% or more.`,
  alertSaved: 'Alert price saved',
  remove: 'Remove',
  removeItem: (name: string) => `Remove ${name} from your watchlist`,
  removed: (name: string) => `Removed ${name} from your watchlist.`,
  removeFailed: 'The item could not be removed. Try again.',

  // Saved searches (/account/searches)
  searchesHeading: 'Saved searches',
  searchesLabel: 'Your saved searches',
  searchesEmpty:
    'You have no saved searches yet. On the tickets page, choose filters and press Save this search.',
  searchesEnd: 'No more saved searches',
  newMatches: (count: number) =>
    count === 0 ? 'No new matches' : `${plural(count, 'new match', 'new matches')}`,
  run: 'Run',
  runSearch: (name: string) => `Run ${name}`,
  rename: 'Rename',
  renameSearch: (name: string) => `Rename ${name}`,
  renameTitle: 'Rename saved search',
  renamed: 'Saved search renamed',
  delete: 'Delete',
  deleteSearch: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete saved search',
  deleteConfirm: (name: string) => `Delete the saved search "${name}"? Its alerts stop.`,
  deleted: 'Saved search deleted',
  alerts: 'Alerts',
  alertChanged: (label: string) => `Alerts set to ${label}`,
  anyFilter: 'Any ticket',

  // Save this search (/tickets)
  saveTitle: 'Save this search',
  name: 'Name',
  nameHint: 'You find it under Saved searches in your account.',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Search saved',
} as const;

/** The words of one filter of a saved search ('Keyword "Game 7"', 'Price up to $500.00'). */
export const filterWords = {
  q: (value: string) => `Keyword "${value}"`,
  date: (value: string) => `On ${value}`,
  sub_genre: (value: string) => `Sub genre: ${value}`,
  event: (value: string) => `Event: ${value}`,
  venue: (value: string) => `Venue: ${value}`,
  team: (value: string) => `Team: ${value}`,
  artist: (value: string) => `Artist: ${value}`,
  section: (value: string) => `Section ${value}`,
  row: (value: string) => `Row ${value}`,
  seat: (value: string) => `Seat ${value}`,
  face_price: (value: string) => `Face price up to ${value}`,
  price: (value: string) => `Price up to ${value}`,
  seller: (value: string) => `Seller: ${value}`,
} as const;
