import { FOLLOW_TEXTS } from '@momento/contract/routes';
import { emptyTexts, errorTexts, notices } from '../messages.ts';
import { browseTexts } from '../widgets/browse/browseTexts.ts';
import { followTexts } from '../widgets/browse/followTexts.ts';
import { listTexts } from '../widgets/shared/listTexts.ts';
import { offerTexts } from '../widgets/account/offers/offerTexts.ts';
import { messagesTexts } from '../widgets/account/messages/texts.ts';
// The account side's areas.
import { cartTexts, checkoutTexts, orderTexts as orderPreviewTexts } from '../widgets/purchase/purchaseTexts.ts';
import { orderTexts } from '../widgets/account/orders/orderTexts.ts';
import { accountTexts } from '../widgets/account/accountTexts.ts';
import { fairPriceTexts, listingTexts, referenceStatusTexts } from '../widgets/account/listings/listingTexts.ts';
import { profileTexts } from '../widgets/account/profile/profileTexts.ts';
import { becomeSellerTexts } from '../widgets/account/profile/BecomeSeller/texts.ts';
import { deleteAccountTexts } from '../widgets/account/profile/DeleteAccount/texts.ts';
import { connectedSitesTexts } from '../widgets/account/profile/ConnectedSites/texts.ts';
import { embedSnippetTexts } from '../widgets/account/partners/embedSnippetTexts.ts';
import { embedSignInTexts } from '../widgets/embedSignIn/texts.ts';
import type { KitMessages } from './messages.ts';

/**
 * The English dictionary, every text id with the product's text: what the widgets show by default. Widgets read their
 * own area's module, not this object; it is here to start a translation from and for the completeness test.
 */
export const englishMessages = {
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
  listings: listingTexts,
  referenceStatus: referenceStatusTexts,
  fairPrice: fairPriceTexts,
  profile: profileTexts,
  becomeSeller: becomeSellerTexts,
  deleteAccount: deleteAccountTexts,
  connectedSites: connectedSitesTexts,
  embedSnippet: embedSnippetTexts,
  embedSignIn: embedSignInTexts,
} as const satisfies KitMessages;
