/**
 * Texts of the operator's console. The product names its parts (moderation, reports, deliveries, users, dashboard,
 * audit log) without giving their texts, so these are our own, except the statuses and the delivery wording, which
 * come from the contract. Tests and widgets share them.
 */
export const adminTexts = {
  console: 'Operator console',
  navigation: 'Operator console', // the console menu's landmark name
  dashboard: 'Dashboard',
  moderation: 'Moderation',
  reports: 'Reports',
  deliveries: 'Deliveries',
  users: 'Users',
  auditLog: 'Audit log',
  loadFailed: 'This could not be loaded. Check your connection, then try again.',
  tryAgain: 'Try again',
} as const;

/** One entry of the console menu. */
export interface AdminMenuEntry {
  href: string;
  label: string;
}

/** The console's pages under a base path (the site mounts them under /admin). */
export function adminMenu(basePath = '/admin'): readonly AdminMenuEntry[] {
  return [
    { href: basePath, label: adminTexts.dashboard },
    { href: `${basePath}/moderation`, label: adminTexts.moderation },
    { href: `${basePath}/reports`, label: adminTexts.reports },
    { href: `${basePath}/deliveries`, label: adminTexts.deliveries },
    { href: `${basePath}/users`, label: adminTexts.users },
    { href: `${basePath}/audit`, label: adminTexts.auditLog },
  ];
}

/** The entry a location belongs to: the entry itself or a page below it; the base path alone is the dashboard. */
export function currentAdminEntry(location: string, entries: readonly AdminMenuEntry[]): AdminMenuEntry | undefined {
  const path = (location.split(/[?#]/)[0] ?? location).replace(/\/+$/, '') || '/';
  const [dashboard, ...pages] = entries;
  if (dashboard && path === dashboard.href) return dashboard;
  return pages.find((entry) => path === entry.href || path.startsWith(`${entry.href}/`));
}

/** The dashboard's texts. */
export const dashboardTexts = {
  title: 'Dashboard',
  period: 'Period',
  periodOption: (days: number) => `${days} days`,
  ordersPerDay: 'Orders per day',
  salesPerDay: 'Sales per day',
  newListings: 'New listings per day',
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
} as const;

/** Texts every console page shares: dialogs, item history, paging. */
export const consoleTexts = {
  cancel: 'Cancel',
  reason: 'Reason',
  reasonRequired: 'Please enter a reason.',
  reasonMax: (max: number) => `Please enter less than ${max} characters.`,
  history: 'History',
  historyLabel: (name: string) => `History of ${name}`,
  noHistory: 'No operator action yet',
  endOfList: '',
  creator: 'Creator',
  by: 'by',
  status: 'Status',
  total: 'Total',
  price: 'Price',
  date: 'Date',
  actions: 'Actions',
  none: '—',
} as const;

/** The moderation queue's texts. */
export const moderationTexts = {
  title: 'Moderation queue',
  listLabel: 'Items waiting for moderation',
  empty: 'Nothing waits for moderation',
  kind: 'Kind',
  anyKind: 'Every kind',
  age: 'Waiting',
  anyAge: 'Any time',
  ageOption: (days: number) => `${days} days or more`,
  created: 'Created',
  creatorUnknown: 'Unknown creator',
  listings: (count: number) => (count === 1 ? '1 listing uses it' : `${count} listings use it`),
  noListings: 'No listing uses it yet',
  events: (count: number) => (count === 1 ? '1 event' : `${count} events`),
  duplicateOf: (name: string) => `Possible duplicate of ${name}`,
  merge: 'Merge',
  mergeTitle: (name: string, into: string) => `Merge ${name} into ${into}?`,
  mergeMessage: (into: string) => `Its events and listings move to ${into}, and it is rejected as a duplicate. The creator is told by e-mail.`,
  merged: (name: string, into: string) => `${name} merged into ${into}`,
  approve: 'Approve',
  approved: (name: string) => `${name} approved`,
  reject: 'Reject',
  rejectTitle: (name: string) => `Reject ${name}`,
  rejectHelp: 'The creator sees this reason in their ticket form and gets it by e-mail.',
  rejected: (name: string) => `${name} rejected`,
  editApprove: 'Edit then approve',
  editTitle: (name: string) => `Edit and approve ${name}`,
  displayName: 'Name',
  nameRequired: 'Please enter the name.',
  saveApprove: 'Save and approve',
  select: (name: string) => `Select ${name}`,
  selectAll: 'Select every item shown',
  approveSelected: (count: number) => `Approve selected (${count})`,
  bulkApproved: (count: number) => (count === 1 ? '1 item approved' : `${count} items approved`),
} as const;

/** The reports inbox's and the report view's texts. */
export const reportsInboxTexts = {
  title: 'Reports',
  listLabel: 'Reports, open first',
  empty: 'No reports found',
  status: 'Status',
  anyStatus: 'Every status',
  scopeSeller: 'Seller report',
  scopeCommon: 'Report',
  reporter: 'Reporter',
  reportedSeller: 'Reported seller',
  sellerListings: (count: number) => `Listings (${count} on sale)`,
  sellerOrders: (count: number) => (count === 1 ? '1 sub-order sold' : `${count} sub-orders sold`),
  userPage: (name: string) => `User page of ${name}`,
  replies: (count: number) => (count === 1 ? '1 reply' : `${count} replies`),
  back: 'Back to reports',
  reply: 'Reply',
  replyLabel: 'Your reply',
  replyHelp: 'The reporter sees your reply in their report at once.',
  send: 'Send',
  messageRequired: 'Please enter the message.',
  messageMax: 'Please enter less than 500 characters for message.',
  replySent: 'Reply sent',
  repliesLabel: 'Replies, newest first',
  noReplies: 'No replies yet',
  close: 'Close report',
  closed: 'Report closed',
  reopen: 'Reopen report',
  reopened: 'Report reopened',
  opened: 'Opened',
  description: 'Description',
  type: 'Type',
} as const;

/** The deliveries page's texts. */
export const deliveriesTexts = {
  title: 'Deliveries to settle',
  listLabel: 'Deliveries waiting for the operator',
  empty: 'No delivery waits to be settled',
  order: 'Order',
  buyer: 'Buyer',
  seller: 'Seller',
  shipped: 'Shipped',
  notShipped: 'Not shipped',
  daysWaiting: (days: number) => (days === 1 ? '1 day waiting' : `${days} days waiting`),
  total: 'Total',
  tracking: 'Tracking',
  reasonOverdue: 'Not confirmed in time',
  reasonReported: 'Reported by the buyer',
  reportLink: (title: string) => `Report: ${title}`,
  approve: 'Approve delivery',
  approveTitle: (orderNo: string) => `Approve the delivery of ${orderNo}?`,
  approveMessage: 'The buyer and the seller see the order as delivered, approved by the marketplace.',
  approved: (orderNo: string) => `Delivery of ${orderNo} approved`,
  cancel: 'Cancel and refund',
  cancelTitle: (orderNo: string) => `Cancel ${orderNo} and refund the buyer`,
  cancelMessage: (amount: string) => `The buyer gets ${amount} back through the payment provider the order was paid with. This cannot be undone.`,
  cancelConfirm: (amount: string) => `Refund ${amount}`,
  refunded: (amount: string) => `Refunded ${amount}`,
} as const;

/** The users pages' texts. */
export const usersTexts = {
  title: 'Users',
  search: 'Search by name or e-mail',
  listLabel: 'Users',
  empty: 'No user matches this search',
  admin: 'Admin',
  unverified: 'E-mail not verified',
  deleted: 'Deleted',
  seller: (status: string) => `Seller: ${status}`,
  notSeller: 'Not a seller',
  joined: 'Joined',
  back: 'Back to users',
  orders: 'Orders',
  listings: 'Listings',
  offers: 'Offers',
  reports: 'Reports',
  noOrders: 'No orders',
  noListings: 'No listings',
  noOffers: 'No offers',
  noReports: 'No reports',
  recentOf: (shown: number, total: number) => `The ${shown} most recent of ${total}`,
  deactivate: 'Deactivate seller',
  deactivateTitle: (name: string) => `Deactivate ${name} as a seller?`,
  deactivateMessage: 'Their listings leave the catalogue at once and they cannot sell until reactivated.',
  deactivated: (name: string) => `${name} deactivated as a seller`,
  reactivate: 'Reactivate seller',
  reactivateTitle: (name: string) => `Reactivate ${name} as a seller?`,
  reactivateMessage: 'Their listings on sale return to the catalogue at once.',
  reactivated: (name: string) => `${name} reactivated as a seller`,
  hide: 'Hide',
  hideTitle: (name: string) => `Hide ${name}`,
  hideHelp: 'The listing leaves the catalogue; the seller sees the reason.',
  hidden: 'Hidden',
  hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  hiddenDone: (name: string) => `${name} hidden`,
  restore: 'Restore',
  restored: (name: string) => `${name} restored`,
  asBuyer: 'as buyer',
  asSeller: 'as seller',
  asReporter: 'made',
  asReported: 'about them',
  sellerListings: 'Their listings in the catalogue',
} as const;

/** The audit log's texts. */
export const auditTexts = {
  title: 'Audit log',
  listLabel: 'Operator actions, newest first',
  empty: 'No operator action yet',
  actor: 'Operator',
  when: 'When',
  action: 'Action',
  item: 'Item',
  change: 'Before → after',
  nothing: '—',
} as const;
