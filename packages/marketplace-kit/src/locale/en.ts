import { FOLLOW_TEXTS } from '@momento/contract/routes';
import { emptyTexts, errorTexts, notices } from '../texts.ts';
import { browseTexts } from '../widgets/browse/browseTexts.ts';
import { followTexts } from '../widgets/browse/followTexts.ts';
import { listTexts } from '../widgets/shared/listTexts.ts';
import { offerTexts } from '../widgets/account/offers/offerTexts.ts';
import { messagesTexts } from '../widgets/account/messages/texts.ts';
// The account side's areas.
import {
  cartTexts,
  checkoutTexts,
  orderTexts as orderPreviewTexts,
} from '../widgets/purchase/purchaseTexts.ts';
import { orderTexts } from '../widgets/account/orders/orderTexts.ts';
import { accountTexts } from '../widgets/account/accountTexts.ts';
import { fairPriceTexts, ticketTexts, referenceStatusTexts } from '../widgets/account/tickets/ticketTexts.ts';
import { profileTexts } from '../widgets/account/profile/profileTexts.ts';
import { becomeSellerTexts } from '../widgets/account/profile/BecomeSeller/texts.ts';
import { deleteAccountTexts } from '../widgets/account/profile/DeleteAccount/texts.ts';
import { connectedSitesTexts } from '../widgets/account/profile/ConnectedSites/texts.ts';
import { embedSnippetTexts } from '../widgets/account/partners/embedSnippetTexts.ts';
import { embedSignInTexts } from '../widgets/embedSignIn/texts.ts';
// Part B: the admin area, the shell, browsing's extras, the validation messages and the status labels.
import { TICKET_STATUS_LABELS } from '@momento/contract/routes';
import { adminTexts, adminSharedTexts } from '../widgets/admin/adminTexts.ts';
import { auditTexts } from '../widgets/admin/AuditLog/auditTexts.ts';
import { partnersTexts } from '../widgets/admin/AdminPartners/partnersTexts.ts';
import { moderationTexts } from '../widgets/admin/ModerationQueue/moderationTexts.ts';
import { partnerDetailTexts } from '../widgets/admin/AdminPartnerDetail/partnerDetailTexts.ts';
import { reportsInboxTexts } from '../widgets/admin/ReportsInbox/reportsInboxTexts.ts';
import { deliveriesTexts } from '../widgets/admin/AdminDeliveries/deliveriesTexts.ts';
import { dashboardTexts } from '../widgets/admin/Dashboard/dashboardTexts.ts';
import { usersTexts } from '../widgets/admin/AdminUsers/usersTexts.ts';
import { adminLabels } from '../widgets/admin/adminLabels.ts';
import { chromeTexts } from '../widgets/shell/AppShell/chromeTexts.ts';
import { formTexts } from '../widgets/shell/AppShell/formTexts.ts';
import { accountMenuTexts } from '../widgets/shell/Header/accountMenuTexts.ts';
import { unsubscribeTexts } from '../widgets/shell/Unsubscribe/unsubscribeTexts.ts';
import { notificationTexts } from '../widgets/shell/Header/notificationCentreTexts.ts';
import { priceHistoryTexts } from '../widgets/browse/PriceHistory/priceHistoryTexts.ts';
import { sellerReputationTexts } from '../widgets/browse/SellerPanel/sellerReputationTexts.ts';
import { validationTexts } from '../validation/texts.ts';
import { statusLabels } from '../format/status.ts';
import { defaultUITexts } from '@momento/ui/texts';
import type { KitTexts } from './texts.ts';

/**
 * The English dictionary, every text id with the product's text: what the widgets show by default. Widgets read their
 * own area's module, not this object; it is here to start a translation from and for the completeness test.
 */
export const englishKitTexts = {
  notices,
  errors: errorTexts,
  empty: emptyTexts,
  list: listTexts,
  browse: browseTexts,
  follow: followTexts,
  followLabels: FOLLOW_TEXTS,
  offer: offerTexts,
  messages: messagesTexts,
  // The account side's areas.
  cart: cartTexts,
  checkout: checkoutTexts,
  orderPreview: orderPreviewTexts,
  orders: orderTexts,
  account: accountTexts,
  listings: ticketTexts,
  referenceStatus: referenceStatusTexts,
  fairPrice: fairPriceTexts,
  profile: profileTexts,
  becomeSeller: becomeSellerTexts,
  deleteAccount: deleteAccountTexts,
  connectedSites: connectedSitesTexts,
  embedSnippet: embedSnippetTexts,
  embedSignIn: embedSignInTexts,

  // --- Part B: the admin area, the shell, browsing's extras, the validation messages and the status labels ---
  console: adminTexts,
  consoleShared: adminSharedTexts,
  consoleLabels: adminLabels,
  consoleAudit: auditTexts,
  consolePartners: partnersTexts,
  consolePartnerDetail: partnerDetailTexts,
  consoleModeration: moderationTexts,
  consoleReports: reportsInboxTexts,
  consoleDeliveries: deliveriesTexts,
  consoleDashboard: dashboardTexts,
  consoleUsers: usersTexts,
  shellChrome: chromeTexts,
  shellForms: formTexts,
  accountMenu: accountMenuTexts,
  unsubscribe: unsubscribeTexts,
  notificationCentre: notificationTexts,
  priceHistory: priceHistoryTexts,
  sellerReputation: sellerReputationTexts,
  validation: validationTexts,
  statuses: { ...statusLabels, ticket: TICKET_STATUS_LABELS },
  ui: defaultUITexts,
} as const satisfies KitTexts;

/** @deprecated use englishKitTexts. */
export const englishMessages = englishKitTexts;
