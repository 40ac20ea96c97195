/**
 * Texts of My Orders, the order cards, the order detail, the tracking and rating dialogs and My Reviews
 * (account-area.md sections 2, 4, 5 and 8). The spec's texts verbatim; OUR wording is marked where the spec names a
 * part without giving its text.
 */
import { emptyTexts, notices } from '../../../messages.ts';

export { emptyTexts, notices };

export const orderTexts = {
  title: 'My Orders',
  tabs: 'Order type', // OUR wording: the tab list's name
  buy: 'BUY',
  sell: 'SELL',
  dateFrom: 'Date from',
  dateTo: 'Date to',
  apply: 'Apply',
  clear: 'Clear',
  dateRangeInvalid: 'Date from must be on or before Date to.', // OUR wording
  buyOrders: 'Buy orders', // OUR wording: the lists' names
  sellOrders: 'Sell orders', // OUR wording
  // Cards
  orderNo: 'Order', // OUR wording
  seller: 'Seller',
  buyer: 'Buyer',
  tickets: 'Tickets',
  total: 'Total',
  totalCost: 'Total cost',
  dueAmount: 'Due amount',
  orderDate: 'Order date',
  deliveryInfo: 'Delivery',
  expiresOn: 'Expires on',
  notPaid: 'Not Paid',
  paid: 'Paid',
  payNow: 'Pay Now',
  orderCancelled: 'Order Cancelled',
  orderExpired: 'Order Expired',
  deliveryExpectedBy: 'Delivery Expected by',
  orderReceived: 'Order Received',
  orderReceivedConfirm: 'Order Received ?',
  orderReceivedMessage: 'Confirm that the tickets of this order have reached you.', // OUR wording
  orderDelivered: 'Order Delivered',
  orderDeliveredConfirm: 'Order Delivered ?',
  orderDeliveredMessage: 'Confirm that the tickets of this order have been delivered to the buyer.', // OUR wording
  confirm: 'Confirm', // OUR wording
  cancel: 'Cancel',
  giveRatingsBuy: 'Give Ratings',
  giveRatingsSell: 'Give ratings',
  rateAndReview: 'Rate & Write a Review',
  edit: 'Edit',
  moreDetails: 'More details',
  andMore: '& more...',
  completed: 'Completed',
  shippingAddress: 'Shipping address',
  carrier: 'Carrier',
  service: 'Service',
  trackingId: 'Tracking ID',
  noTracking: 'No tracking yet', // OUR wording
  addTracking: 'Add tracking', // OUR wording of 'Add/Edit tracking'
  editTracking: 'Edit tracking',
  yourRating: 'Your rating', // OUR wording
  payBy: 'Pays by', // OUR wording: the payment countdown
  paymentClosed: 'Payment window closed', // OUR wording
  expectedBy: 'Expected by', // OUR wording: the delivery countdown
  deliveryOverdue: 'Expected delivery date passed', // OUR wording
  // Order detail
  back: 'Back',
  detailTitle: 'Order details', // OUR wording
  orderDetails: 'Order', // OUR wording
  date: 'Date',
  deliveryStatus: 'Delivery status',
  ratingsAndReviews: 'Ratings and reviews', // OUR wording
  buyerRating: "Buyer's rating of the seller", // OUR wording
  sellerRating: "Seller's rating of the buyer", // OUR wording
  notRated: 'Not rated yet', // OUR wording
  shipment: 'Shipment',
  fulfilment: 'Fulfilment information',
  expectedDelivery: 'Expected delivery date',
  shippingCost: 'Shipping cost',
  pricingSummary: 'Pricing summary',
  basePrice: 'Base price',
  taxPrice: 'Tax price',
  processingFee: 'Processing fee',
  deliveryCharge: 'Delivery charge',
  due: 'Due',
  paymentMethod: 'Payment method',
  notPaidYet: 'Not paid yet', // OUR wording
  orderNotFound: 'This order could not be found.', // OUR wording
  // Tracking dialog
  trackingAddTitle: 'Add Tracking',
  trackingUpdateTitle: 'Update Tracking',
  carrierName: 'Carrier Name',
  shippingService: 'Shipping Service',
  shippingCostField: 'Shipping Cost',
  expectedDeliveryDate: 'Expected delivery date',
  add: 'Add',
  update: 'Update',
  // Rating dialog
  ratingAddTitle: 'Rate & Write a Review',
  ratingUpdateTitle: 'Update rating', // OUR wording
  communication: 'Communication',
  description: 'Description',
  shipping: 'Shipping',
  review: 'Review',
  save: 'Save',
  // My Reviews
  reviewsTitle: 'My Reviews',
  reviewsList: 'Ratings and reviews', // OUR wording: the list's name
  ratedOn: 'Rated on', // OUR wording
} as const;

/** "A BUYER type is displayed as SELL, otherwise BUY" (account-area.md section 3). */
export function reviewTypeLabel(type: string): 'SELL' | 'BUY' {
  return type === 'BUYER' ? 'SELL' : 'BUY';
}

/** The remaining-items counter: '+N', '10+' above 10 (account-area.md section 9). */
export function remainingText(count: number): string | null {
  if (count <= 0) return null;
  return count > 10 ? '10+' : `+${count}`;
}
