/**
 * Texts of the admin area. The product names its parts (moderation, reports, deliveries, users, dashboard,
 * audit log) without giving their texts, so these are our own, except the statuses and the delivery wording, which
 * come from the contract. Tests and widgets share them.
 */
export const adminTexts = {
  console: 'Operator console',
  navigation: 'Operator console', // the admin area menu's landmark name
  dashboard: 'Dashboard',
  moderation: 'Moderation',
  reports: 'Reports',
  deliveries: 'Deliveries',
  users: 'Users',
  auditLog: 'Audit log',
  partners: 'Partners',
  loadFailed: 'This could not be loaded. Check your connection, then try again.',
  tryAgain: 'Try again',
} as const;

/** One entry of the admin area menu. */
export interface AdminMenuEntry {
  href: string;
  label: string;
}

/** The admin area's pages under a base path (the site mounts them under /admin), named in `texts`' language. */
export function adminMenu(
  basePath = '/admin',
  texts: typeof adminTexts = adminTexts,
): readonly AdminMenuEntry[] {
  return [
    { href: basePath, label: texts.dashboard },
    { href: `${basePath}/moderation`, label: texts.moderation },
    { href: `${basePath}/reports`, label: texts.reports },
    { href: `${basePath}/deliveries`, label: texts.deliveries },
    { href: `${basePath}/users`, label: texts.users },
    { href: `${basePath}/partners`, label: texts.partners },
    { href: `${basePath}/audit`, label: texts.auditLog },
  ];
}

/** The entry a location belongs to: the entry itself or a page below it; the base path alone is the dashboard. */
export function currentAdminEntry(
  location: string,
  entries: readonly AdminMenuEntry[],
): AdminMenuEntry | undefined {
  const path = (location.split(/[?#]/)[0] ?? location).replace(/\/+$/, '') || '/';
  const [dashboard, ...pages] = entries;
  if (dashboard && path === dashboard.href) return dashboard;
  return pages.find((entry) => path === entry.href || path.startsWith(`${entry.href}/`));
}

/** Texts every admin page shares: dialogs, item history, paging. */
export const adminSharedTexts = {
  cancel: 'Cancel',
  reason: 'Reason',
  reasonRequired: 'Please enter a reason.',
  reasonMax: (max: number) => `Please enter less than ${max} characters.`,
  history: 'History',
  historyLabel: (name: string) => `History of ${name}`,
  noHistory: 'No operator action yet',
  creator: 'Creator',
  by: 'by',
  status: 'Status',
  total: 'Total',
  price: 'Price',
  date: 'Date',
  actions: 'Actions',
  none: '—',
} as const;
