/**
 * Texts of My Orders, the order cards, the order detail, the tracking and rating dialogs and My Reviews.
 * The texts the product prescribes, verbatim, and our own texts (where it names a part without giving its text),
 * in two objects.
 */
import { emptyTexts, errorTexts, notices } from '#texts.ts';

export { emptyTexts, notices };

/** orderTexts: the texts the product prescribes, verbatim. */
const orderPrescribedTexts = {
  title: 'My Orders',
  buy: 'BUY',
  sell: 'SELL',
  dateFrom: 'Date from',
  dateTo: 'Date to',
  apply: 'Apply',
  clear: 'Clear',
  // Cards
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
  orderDelivered: 'Order Delivered',
  orderDeliveredConfirm: 'Order Delivered ?',
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
  editTracking: 'Edit tracking',
  // Order detail
  back: 'Back',
  date: 'Date',
  deliveryStatus: 'Delivery status',
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
  communication: 'Communication',
  description: 'Description',
  shipping: 'Shipping',
  review: 'Review',
  save: 'Save',
  // My Reviews
  reviewsTitle: 'My Reviews',
} as const;

/** orderTexts: our own texts, where the product names a part without giving its text. */
const orderOurTexts = {
  tabs: 'Order type', // the tab list's name
  dateRangeInvalid: 'Date from must be on or before Date to.',
  filtersNotLoaded: errorTexts.codeNotLoaded, // a press or digits on the date filters whose code could not load
  buyOrders: 'Buy orders', // the lists' names
  sellOrders: 'Sell orders',
  // Cards
  orderNo: 'Order',
  orderReceivedMessage: 'Confirm that the tickets of this order have reached you.',
  orderDeliveredMessage: 'Confirm that the tickets of this order have been delivered to the buyer.',
  confirm: 'Confirm',
  noTracking: 'No tracking yet',
  addTracking: 'Add tracking', // of 'Add/Edit tracking'
  yourRating: 'Your rating',
  ratingValue: (label: string, value: number, max: number) => `${label} ${value} out of ${max}`, // a rating's stars as read aloud
  payBy: 'Pays by', // the payment countdown
  paymentClosed: 'Payment window closed',
  expectedBy: 'Expected by', // the delivery countdown
  deliveryOverdue: 'Expected delivery date passed',
  // Order detail
  detailTitle: 'Order details',
  orderDetails: 'Order',
  ratingsAndReviews: 'Ratings and reviews',
  buyerRating: "Buyer's rating of the seller",
  sellerRating: "Seller's rating of the buyer",
  notRated: 'Not rated yet',
  notPaidYet: 'Not paid yet',
  refund: 'Refund', // a cancelled sub-order's refund (docs/rules/refunds.md)
  refundedOn: (label: string, amount: string, date: string) => `${label} ${amount} on ${date}`, // 'Refunded $486.00 on 23/11/2026'
  refundAmount: (label: string, amount: string) => `${label}: ${amount}`, // 'Refund pending: $486.00'
  orderNotFound: 'This order could not be found.',
  // Rating dialog
  ratingUpdateTitle: 'Update rating',
  // My Reviews
  reviewsList: 'Ratings and reviews', // the list's name
  ratedOn: 'Rated on',
} as const;

export const orderTexts = { ...orderPrescribedTexts, ...orderOurTexts } as const;

/** "A BUYER type is displayed as SELL, otherwise BUY". */
export function reviewTypeLabel(type: string): 'SELL' | 'BUY' {
  return type === 'BUYER' ? 'SELL' : 'BUY';
}

/** The remaining-items counter: '+N', '10+' above 10. */
export function remainingText(count: number): string | null {
  if (count <= 0) return null;
  return count > 10 ? '10+' : `+${count}`;
}
