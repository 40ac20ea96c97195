/**
 * The kit's message dictionary: every text a widget reads through `useTexts`, grouped by area (namespace), keyed by
 * the text ids of the area's texts module. English (the product's texts, verbatim) is the default and lives in those
 * modules; a dictionary for another language is a `KitTexts` (TypeScript reports every missing key), and
 * `MarketplaceProvider`'s `messages` takes a `PartialTexts` (overrides: English fills the rest).
 *
 * Only types here: a widget imports its own area's English texts, so a bundle carries the texts of the widgets it
 * uses, never the whole dictionary.
 */
import type { emptyTexts, errorTexts, notices } from '../texts.ts';
import type { browseTexts } from '../widgets/browse/browseTexts.ts';
import type { followTexts } from '../widgets/browse/followTexts.ts';
import type { listTexts } from '../widgets/shared/listTexts.ts';
import type { offerTexts } from '../widgets/account/offers/offerTexts.ts';
import type { messagesTexts } from '../widgets/account/messages/texts.ts';
import type { FOLLOW_TEXTS } from '@momento/contract/routes';
// The account side's areas: the purchase path, orders, the account menu, tickets, the profile, the partner pages.
import type {
  cartTexts,
  checkoutTexts,
  orderTexts as orderPreviewTexts,
} from '../widgets/purchase/purchaseTexts.ts';
import type { orderTexts } from '../widgets/account/orders/orderTexts.ts';
import type { accountTexts } from '../widgets/account/accountTexts.ts';
import type {
  fairPriceTexts,
  ticketTexts,
  referenceStatusTexts,
} from '../widgets/account/tickets/ticketTexts.ts';
import type { profileTexts } from '../widgets/account/profile/profileTexts.ts';
import type { becomeSellerTexts } from '../widgets/account/profile/BecomeSeller/texts.ts';
import type { deleteAccountTexts } from '../widgets/account/profile/DeleteAccount/texts.ts';
import type { connectedSitesTexts } from '../widgets/account/profile/ConnectedSites/texts.ts';
import type { embedSnippetTexts } from '../widgets/account/partners/embedSnippetTexts.ts';
import type { embedSignInTexts } from '../widgets/embedSignIn/texts.ts';
// Part B: the admin area, the shell, browsing's extras, the validation messages and the status labels.
import type { adminTexts, adminSharedTexts } from '../widgets/admin/adminTexts.ts';
import type { auditTexts } from '../widgets/admin/AuditLog/auditTexts.ts';
import type { partnersTexts } from '../widgets/admin/AdminPartners/partnersTexts.ts';
import type { moderationTexts } from '../widgets/admin/ModerationQueue/moderationTexts.ts';
import type { partnerDetailTexts } from '../widgets/admin/AdminPartnerDetail/partnerDetailTexts.ts';
import type { reportsInboxTexts } from '../widgets/admin/ReportsInbox/reportsInboxTexts.ts';
import type { deliveriesTexts } from '../widgets/admin/AdminDeliveries/deliveriesTexts.ts';
import type { dashboardTexts } from '../widgets/admin/Dashboard/dashboardTexts.ts';
import type { usersTexts } from '../widgets/admin/AdminUsers/usersTexts.ts';
import type { adminLabels } from '../widgets/admin/adminLabels.ts';
import type { chromeTexts } from '../widgets/shell/AppShell/chromeTexts.ts';
import type { formTexts } from '../widgets/shell/AppShell/formTexts.ts';
import type { accountMenuTexts } from '../widgets/shell/Header/accountMenuTexts.ts';
import type { unsubscribeTexts } from '../widgets/shell/Unsubscribe/unsubscribeTexts.ts';
import type { notificationTexts } from '../widgets/shell/Header/notificationCentreTexts.ts';
import type { priceHistoryTexts } from '../widgets/browse/PriceHistory/priceHistoryTexts.ts';
import type { sellerReputationTexts } from '../widgets/browse/SellerPanel/sellerReputationTexts.ts';
import type { validationTexts } from '../validation/texts.ts';
import type { StatusLabels } from '../format/status.ts';
import type { UITexts } from '@momento/ui/texts';

/** A text as a dictionary holds it: a string, or a function of the values it interpolates. */
type Text<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends Record<string, unknown>
      ? { readonly [K in keyof T]: Text<T[K]> }
      : never;

/** An area's texts as a dictionary holds them (the English module's keys, each value any string of the same shape). */
export type Texts<T> = { readonly [K in keyof T]: Text<T[K]> };

/** Every text id of the kit, by area. English: the modules named; another language: a complete `KitTexts`. */
export interface KitTexts {
  /** Toasts (the product's notices). */
  notices: Texts<typeof notices>;
  /** Error texts shown by widgets (the server's own refusal messages are shown as the server words them). */
  errors: Texts<typeof errorTexts>;
  /** Empty and end-of-list texts. */
  empty: Texts<typeof emptyTexts>;
  /** The shared list states (loading, Load more). */
  list: Texts<typeof listTexts>;
  /** Browsing: ticket cards and details, filters, collections. */
  browse: Texts<typeof browseTexts>;
  /** Following: the Watch button, the watchlist and saved searches. */
  follow: Texts<typeof followTexts>;
  /** Following's labels, the contract's (Watch, Watching, Save this search), which the kit shows as its own. */
  followLabels: Texts<typeof FOLLOW_TEXTS>;
  /** Offers: My Offers, the offer thread and the offer forms. */
  offer: Texts<typeof offerTexts>;
  /** Messages: the rooms and the chat. */
  messages: Texts<typeof messagesTexts>;

  // The account side's areas: one area per texts object of a widget folder, named after it.
  /** My Cart. */
  cart: Texts<typeof cartTexts>;
  /** Checkout: the addresses, the address form and the payment types. */
  checkout: Texts<typeof checkoutTexts>;
  /** The order preview and its payment (/previeworder/{id}). */
  orderPreview: Texts<typeof orderPreviewTexts>;
  /** My Orders, the order cards and detail, the tracking and rating dialogs, My Reviews. */
  orders: Texts<typeof orderTexts>;
  /** The account menu. */
  account: Texts<typeof accountTexts>;
  /** My Tickets, the ticket form, the event edit dialog and My Collections. */
  listings: Texts<typeof ticketTexts>;
  /** The ticket form's approval note on the seller's own event and venue. */
  referenceStatus: Texts<typeof referenceStatusTexts>;
  /** The ticket form's price comparison. */
  fairPrice: Texts<typeof fairPriceTexts>;
  /** My Profile: its sections, dialogs and e-mail preferences. */
  profile: Texts<typeof profileTexts>;
  /** Become a seller. */
  becomeSeller: Texts<typeof becomeSellerTexts>;
  /** Delete account. */
  deleteAccount: Texts<typeof deleteAccountTexts>;
  /** The profile's partner sites. */
  connectedSites: Texts<typeof connectedSitesTexts>;
  /** The embed snippet builder. */
  embedSnippet: Texts<typeof embedSnippetTexts>;
  /** The partner sign-in window. */
  embedSignIn: Texts<typeof embedSignInTexts>;
  // --- Part B: the admin area, the shell, browsing's extras, the validation messages and the status labels ---
  /** The admin area's frame: its menu and its load failure. */
  console: Texts<typeof adminTexts>;
  /** What every admin page shares: the reason dialog, an item's history, the table headings. */
  consoleShared: Texts<typeof adminSharedTexts>;
  /** The admin area's labels of the contract's values: moderation kinds, audit actions and items, order sources. */
  consoleLabels: Texts<typeof adminLabels>;
  /** The admin area's audit log. */
  consoleAudit: Texts<typeof auditTexts>;
  /** The admin area's partner sites. */
  consolePartners: Texts<typeof partnersTexts>;
  /** The admin area's page of one partner site. */
  consolePartnerDetail: Texts<typeof partnerDetailTexts>;
  /** The admin area's moderation queue. */
  consoleModeration: Texts<typeof moderationTexts>;
  /** The admin area's reports inbox and report page. */
  consoleReports: Texts<typeof reportsInboxTexts>;
  /** The admin area's deliveries to settle. */
  consoleDeliveries: Texts<typeof deliveriesTexts>;
  /** The admin area's dashboard. */
  consoleDashboard: Texts<typeof dashboardTexts>;
  /** The admin area's users and user pages. */
  consoleUsers: Texts<typeof usersTexts>;
  /** The shell: header, navigation, footer, loader, home and static pages. */
  shellChrome: Texts<typeof chromeTexts>;
  /** The shell's forms: the site gate, the sign-in dialogs, /verify and /reset. */
  shellForms: Texts<typeof formTexts>;
  /** The account menu's own entries. */
  accountMenu: Texts<typeof accountMenuTexts>;
  /** The /unsubscribe page. */
  unsubscribe: Texts<typeof unsubscribeTexts>;
  /** The notification centre: the bell and its panel. */
  notificationCentre: Texts<typeof notificationTexts>;
  /** An event's price history. */
  priceHistory: Texts<typeof priceHistoryTexts>;
  /** A seller's rating and reviews. */
  sellerReputation: Texts<typeof sellerReputationTexts>;
  /**
   * The forms' validation messages. The forms validate in English; a field shows its message through this area (the
   * message's id found from its English text), so the server's and the contract's texts stay as they are.
   */
  validation: Texts<typeof validationTexts>;
  /** The status labels of badges: orders, deliveries, offers, tickets, refunds, sellers, partners, reports. */
  statuses: Texts<StatusLabels>;
  /**
   * The texts of `@momento/ui`'s components that a widget does not give itself: a pending button's 'Loading', a
   * dialog's 'Close', the carousel's 'Previous' and 'Next' (ui's own English, `defaultUITexts`).
   */
  ui: Texts<UITexts>;
}

/** The areas of the dictionary. */
export type MessageArea = keyof KitTexts;

/**
 * Overrides for some texts of some areas; English fills every text not given. A group of texts within an area (such as
 * `follow.targetLabels`) is given whole.
 */
export type PartialTexts = { readonly [A in MessageArea]?: Partial<KitTexts[A]> };

/**
 * `english` with the overrides applied, or `english` itself when nothing overrides it. An area's module may be a part of
 * the area (the Watch button reads only its own texts of `follow`): the area's other texts ride along unread.
 */
export function applyTexts<T extends object>(english: T, overrides: object | undefined): T {
  return overrides ? { ...english, ...overrides } : english;
}

/**
 * `text` in the dictionary's language when it is one of `english`'s texts (a notice handed on as a string, such as a
 * mutation's success notice), else `text` itself.
 */
export function translateText<A extends MessageArea>(
  messages: PartialTexts | undefined,
  area: A,
  english: object,
  text: string,
): string {
  const overrides = messages?.[area] as Record<string, unknown> | undefined;
  if (!overrides) return text;
  const key = Object.keys(english).find((name) => (english as Record<string, unknown>)[name] === text);
  const translated = key === undefined ? undefined : overrides[key];
  return typeof translated === 'string' && translated !== '' ? translated : text;
}

/** @deprecated use KitTexts. */
export type KitMessages = KitTexts;
/** @deprecated use PartialTexts. */
export type PartialMessages = PartialTexts;
