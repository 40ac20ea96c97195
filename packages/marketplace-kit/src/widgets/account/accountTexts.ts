/**
 * Texts of the account area's frame: the account menu. The menu entries are the product's
 * screens; our own texts, where the product names a thing without giving its text, are in an object of their own.
 */
/** accountTexts: the texts the product prescribes, verbatim. */
const accountPrescribedTexts = {
  becomeSeller: 'Become a seller',
  myProfile: 'My Profile',
  myTickets: 'My Tickets',
  myCollections: 'My Collections',
  myOrders: 'My Orders',
  myOffers: 'My Offers',
  myMessages: 'My Messages',
  myReviews: 'My Reviews',
  report: 'Report',
  deleteAccount: 'Delete account',
} as const;

/** accountTexts: our own texts, where the product names a part without giving its text. */
const accountOurTexts = {
  navigation: 'Account', // the account menu's landmark name
  openMenu: 'Account pages', // the small-screen menu button
  watchlist: 'Watchlist', // following (docs/rules/follow.md)
  savedSearches: 'Saved searches',
} as const;

export const accountTexts = { ...accountPrescribedTexts, ...accountOurTexts } as const;

/** One entry of the account menu. */
export interface AccountMenuEntry {
  href: string;
  /** The English label. */
  label: string;
  /** The label's text id in `accountTexts`: the menu shows the provider's text for it. */
  textId: keyof typeof accountTexts;
}

/** Become a seller comes first, and only for users without any seller permission entry. */
export const BECOME_SELLER_ENTRY: AccountMenuEntry = {
  href: '/account/seller',
  label: accountTexts.becomeSeller,
  textId: 'becomeSeller',
};

/** The account menu in the spec's order, with our own pages (the watchlist, saved searches) after My Offers. */
export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { href: '/account', label: accountTexts.myProfile, textId: 'myProfile' },
  { href: '/account/mytickets', label: accountTexts.myTickets, textId: 'myTickets' },
  { href: '/account/mycollection', label: accountTexts.myCollections, textId: 'myCollections' },
  { href: '/account/myorders', label: accountTexts.myOrders, textId: 'myOrders' },
  { href: '/account/myoffers', label: accountTexts.myOffers, textId: 'myOffers' },
  // Ours: following (docs/rules/follow.md).
  { href: '/account/watchlist', label: accountTexts.watchlist, textId: 'watchlist' },
  { href: '/account/searches', label: accountTexts.savedSearches, textId: 'savedSearches' },
  { href: '/account/mymessages', label: accountTexts.myMessages, textId: 'myMessages' },
  { href: '/account/myreviews', label: accountTexts.myReviews, textId: 'myReviews' },
  { href: '/account/report', label: accountTexts.report, textId: 'report' },
  { href: '/account/delete', label: accountTexts.deleteAccount, textId: 'deleteAccount' },
];

/**
 * The menu entry a path belongs to: the entry itself or a page below it (/account/myorders?tab=SELL,
 * /account/myoffers/OF-1 belong to My Orders and My Offers); /account alone is My Profile.
 */
export function currentMenuEntry(
  location: string,
  entries: readonly AccountMenuEntry[],
): AccountMenuEntry | undefined {
  const path = (location.split(/[?#]/)[0] ?? location).replace(/\/+$/, '') || '/';
  return entries.find((entry) =>
    entry.href === '/account'
      ? path === '/account'
      : path === entry.href || path.startsWith(`${entry.href}/`),
  );
}
