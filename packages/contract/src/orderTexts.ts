// What the server answers when it refuses an order, payment, shipping or rating request (zod-free). The API's
// handlers and the kit's mock server both read these; the parity test (test/parity.test.ts) plays the same requests
// against both. 'Order Expired' is the spec's.

import { CHECKOUT_REFUSALS } from './cartTexts.ts';

export const ORDER_REFUSALS = {
  notFound: 'Order not found.',
  checkoutNotFound: CHECKOUT_REFUSALS.notFound,
  checkoutNotOpen: CHECKOUT_REFUSALS.notOpen,
  noShipping: 'Please add a shipping address.',
  noBilling: 'Please add a billing address.',
  itemsGone: 'Some items of your checkout are no longer reserved. Please check your cart again.',
  notCancellable: 'Only an unpaid order can be cancelled.',
  onlyBuyer: 'Only the buyer of this order can do this.',
  notReceivable: 'An order can be marked received only after it has been shipped.',
} as const;

export const PAYMENT_REFUSALS = {
  notPayable: 'This order can not be paid any more.',
  expired: 'Order Expired',
  captureUsed: 'This payment has already been used for another order.',
  /** Every refused capture, whichever provider refused it. */
  notVerified: 'The payment could not be verified.',
  /** The development route POST /dev/test-payments without an order number. */
  orderNoMissing: 'order_no: required',
} as const;

/** The payment service (PayPal) not configured, not reachable or not answering as it should: 502 / 503. */
export const PAYMENT_SERVICE_REFUSALS = {
  notConfigured: 'Payments are not configured.',
  credentialsRefused: 'The payment service refused our credentials.',
  unreachable: 'The payment service is not reachable. Please try again later.',
  orderNotCreated: 'The payment service did not create the order.',
  refundNotConfirmed: 'The payment service did not confirm the refund.',
} as const;

export const FULFILMENT_REFUSALS = {
  notFound: ORDER_REFUSALS.notFound,
  notPaid: 'Tracking can be added only to a paid order.',
  pastDate: 'The expected delivery date can not be before today.',
  alreadyShipped: 'Tracking information was already added. Edit it instead.',
  notShipped: 'Tracking can be edited only while the order is shipped.',
  deliverOnlyShipped: 'An order can be marked delivered only from the shipped status.',
} as const;

export const RATING_REFUSALS = {
  notFound: ORDER_REFUSALS.notFound,
  notDelivered: 'Ratings and reviews can be given only after delivery.',
  sellerNotFound: 'Seller not found.',
  reviewTooLong: 'Please enter upto 2000 characters for review.',
} as const;
