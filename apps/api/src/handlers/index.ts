import type { HandlerTable } from '../context.ts';
import { adminDeliveryHandlers } from './adminDeliveries.ts';
import { adminInsightHandlers } from './adminInsights.ts';
import { adminPartnerHandlers } from './adminPartners.ts';
import { adminPeopleHandlers } from './adminPeople.ts';
import { adminQueueHandlers } from './adminQueue.ts';
import { adminReportHandlers } from './adminReports.ts';
import { authHandlers } from './auth.ts';
import { browsingHandlers } from './browsing.ts';
import { devHandlers } from './dev.ts';
import { embedHandlers } from './embed.ts';
import { fairPriceHandlers } from './fairPrice.ts';
import { followHandlers } from './follow.ts';
import { addressHandlers } from './addresses.ts';
import { cartHandlers } from './cart.ts';
import { checkoutHandlers } from './checkout.ts';
import { orderHandlers } from './orders.ts';
import { paymentHandlers } from './payments.ts';
import { fulfilmentHandlers } from './fulfilment.ts';
import { messageHandlers } from './messages.ts';
import { notificationHandlers } from './notifications.ts';
import { offerHandlers } from './offers.ts';
import { profileHandlers } from './profile.ts';
import { ratingHandlers } from './ratings.ts';
import { referenceItemHandlers } from './referenceItems.ts';
import { reportHandlers } from './reports.ts';
import { sellerHandlers } from './seller.ts';
import { sellerCollectionHandlers } from './sellerCollections.ts';
import { sellerTicketHandlers } from './sellerTickets.ts';

/** Every operation's handler, by contract operation id: one module per area of the product, put together here. */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...browsingHandlers,
  ...devHandlers,
  ...embedHandlers,
  ...fairPriceHandlers,
  ...followHandlers,
  ...addressHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...fulfilmentHandlers,
  ...messageHandlers,
  ...notificationHandlers,
  ...offerHandlers,
  ...profileHandlers,
  ...ratingHandlers,
  ...referenceItemHandlers,
  ...reportHandlers,
  ...sellerHandlers,
  ...sellerCollectionHandlers,
  ...sellerTicketHandlers,
  ...adminQueueHandlers,
  ...adminReportHandlers,
  ...adminDeliveryHandlers,
  ...adminPeopleHandlers,
  ...adminInsightHandlers,
  ...adminPartnerHandlers,
};
