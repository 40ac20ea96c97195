// Our own texts (the product names this part of the admin area without giving its words); the page, its
// stories and tests share them. They load with the page, not with the admin area's frame.
/** The dashboard's texts. */
export const dashboardTexts = {
  title: 'Dashboard',
  period: 'Period',
  periodOption: (days: number) => `${days} days`,
  ordersPerDay: 'Orders per day',
  salesPerDay: 'Sales per day',
  newTickets: 'New listings per day',
  offers: 'Offers made and accepted',
  orders: 'Orders',
  sales: 'Sales',
  listings: 'New listings',
  offersMade: 'Offers made',
  offersAccepted: 'Offers accepted',
  openReports: 'Open reports',
  queueLength: 'Waiting for moderation',
  disputedDeliveries: 'Deliveries to settle',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  day: 'Day',
  loadingChart: 'Loading chart',
  empty: 'No activity in this period',
  // A chart's summary for screen readers: each series' total, then its highest day.
  seriesTotal: (label: string, total: string) => `${label}: total ${total}`,
  seriesPeak: (value: string, day: string) => `, highest ${value} on ${day}`,
} as const;
