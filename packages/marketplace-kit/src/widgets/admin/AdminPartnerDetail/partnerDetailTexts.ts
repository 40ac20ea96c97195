// Our own texts (the product names no partner page): the partner's page, its stories and tests share them. The
// refusals of a date range are the contract's (PARTNER_RANGE_REFUSALS in attribution.ts), the server's own words.
import { formatMoney } from '#format/money.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** The partner page's texts. */
export const partnerDetailTexts = {
  back: 'All partners',
  partnerId: 'Partner id',
  partnerIdHelp: 'Its widgets’ data-partner option: links from them carry it to the site.',
  contact: 'Contact e-mail',
  noContact: 'No contact',
  origins: 'Origins',
  status: 'Status',
  added: 'Added',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  saved: (name: string) => `${name} saved`,
  embedSnippet: 'Embed snippet',
  activity: 'Activity',
  range: 'Date range',
  from: 'From',
  to: 'To',
  dayHelp: 'A day such as 2026-03-01 (UTC).',
  apply: 'Show',
  downloadCsv: 'Download CSV',
  downloaded: 'CSV downloaded',
  rangeShown: (from: string, to: string) => `${from} to ${to}`,
  summary: (totals: { views: number; sign_ins: number; offers: number; orders: number; sales_cents: number }) =>
    `In this range: ${count(totals.views)} views, ${count(totals.sign_ins)} sign-ins, ${count(totals.offers)} offers, ${count(totals.orders)} orders and ${formatMoney(totals.sales_cents / 100)} in sales.`,
  viewsPerDay: 'Views per day',
  views: 'Views',
  signInsAndOffers: 'Sign-ins and offers per day',
  signIns: 'Sign-ins',
  offers: 'Offers',
  ordersPerDay: 'Orders per day',
  orders: 'Orders',
  salesPerDay: 'Sales per day',
  sales: 'Sales',
  noActivity: 'No activity from this partner in this range',
  ordersTitle: 'Orders from this partner',
  noOrders: 'No orders from this partner yet',
  orderNo: 'Order',
  buyer: 'Buyer',
  orderStatus: 'Status',
  total: 'Total',
  source: 'Came through',
  ordered: 'Ordered',
  loadMore: 'Show more orders',
} as const;
