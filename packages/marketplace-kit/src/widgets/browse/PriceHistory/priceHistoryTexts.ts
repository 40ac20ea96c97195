/** Texts of the price history (an event's asking and sold prices per day). Ours: the spec shows none. */
export const priceHistoryTexts = {
  heading: 'Price history',
  lowest: 'Lowest asking price',
  median: 'Median asking price',
  sold: 'Sold price (median)',
  listings: 'Listings',
  soldCount: 'Sold',
  day: 'Day',
  none: '–',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  loadingChart: 'Loading chart',
  loading: 'Loading price history',
  tableCaption: (eventName: string) => `Asking and sold prices per day for ${eventName}`,
  empty:
    'No price history yet: nobody has listed a ticket for this event. Prices show here once tickets are listed.',
  failed: 'Could not load the price history. Check your connection and try again.',
  tryAgain: 'Try again',
  // The summary (screen readers read it before the chart; everyone sees it).
  lowestOnce: (price: string, day: string) => `Lowest asking price was ${price} on ${day}`,
  lowestFell: (from: string, fromDay: string, to: string, toDay: string) =>
    `Lowest asking price fell from ${from} on ${fromDay} to ${to} on ${toDay}`,
  lowestRose: (from: string, fromDay: string, to: string, toDay: string) =>
    `Lowest asking price rose from ${from} on ${fromDay} to ${to} on ${toDay}`,
  lowestHeld: (price: string, fromDay: string, toDay: string) =>
    `Lowest asking price held at ${price} from ${fromDay} to ${toDay}`,
  ticketsOn: (count: number, when: string) =>
    `${count === 0 ? 'no' : count} listing${count === 1 ? '' : 's'} ${when}`,
  today: 'today',
  onDay: (day: string) => `on ${day}`,
  soldSummary: (count: number, days: number, price: string, day: string) =>
    `${count} ticket${count === 1 ? '' : 's'} sold in these ${days} days, the last at a median of ${price} on ${day}`,
  noneSold: 'None sold in this period',
} as const;
