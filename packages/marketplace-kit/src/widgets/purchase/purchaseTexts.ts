// Texts of the purchase path (public-site.md sections 2, 4 and 8: /mycart, /checkout, /previeworder/{id}), verbatim
// from the spec where it gives them; the ones marked OUR are labels the spec does not spell out.
import { errorTexts, emptyTexts, notices } from '../../messages.ts';

export { errorTexts, emptyTexts, notices };

export const cartTexts = {
  title: 'My Cart',
  buy: 'BUY',
  collection: 'COLLECTION',
  offer: 'OFFER',
  // OUR labels for the line's fields.
  seller: 'Seller',
  added: 'Added',
  expires: 'Expires',
  collectionName: 'Collection',
  cost: 'Cost',
  remove: 'Remove',
  pricingDetails: 'Pricing details',
  price: 'Price',
  tax: 'Tax',
  totalAmount: 'Total Amount',
  checkout: 'Checkout',
  empty: emptyTexts.cartEmpty,
  shopNow: 'Shop now',
  // OUR: a line whose reservation has run out (the server drops it on the next load).
  expired: 'Reservation expired',
  loading: 'Loading cart',
} as const;

export const checkoutTexts = {
  // OUR page title.
  title: 'Checkout',
  address: 'Address',
  payment: 'Payment',
  orderSummary: 'Order Summary',
  shipping: 'Shipping',
  billing: 'Billing',
  // OUR headings of the two address panels.
  shippingAddress: 'Shipping Address',
  billingAddress: 'Billing Address',
  change: 'Change',
  add: 'Add',
  edit: 'Edit',
  addAddress: 'Add address',
  save: 'Save',
  cancel: 'Cancel',
  noAddress: emptyTexts.noAddress,
  sameAsShipping: 'Same as shipping address',
  goToCheckout: 'Go to checkout',
  creatingOrder: 'Creating order. Please wait ...',
  // OUR: the radio group's label in change mode and the payment list's label.
  savedAddresses: 'Saved shipping addresses',
  acceptedPayments: 'Accepted payment types',
  firstName: 'First Name',
  lastName: 'Last Name',
  mobileNo: 'Mobile number',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
  loading: 'Loading checkout',
  // OUR: the checkout id in the URL does not exist (any more).
  notFound: 'This checkout could not be found.',
} as const;

export const orderTexts = {
  // OUR label before the order number.
  orderId: 'Order id',
  orderedOn: 'Ordered on',
  paymentExpires: 'Payment Expires',
  // OUR wording: the payment countdown.
  payBy: 'Pays by',
  paymentWindowClosed: 'Payment window closed',
  shippingAddress: 'Shipping Address',
  billingAddress: 'Billing Address',
  products: 'Products',
  seller: 'Seller',
  pricingDetails: 'Pricing details',
  price: 'Price',
  shipping: 'Shipping',
  tax: 'Tax',
  totalAmount: 'Total Amount',
  payment: 'Payment',
  // OUR: the date of the payment.
  paidOn: 'Paid on',
  cancel: 'Cancel',
  cancelTitle: 'Cancel order',
  cancelConfirm: 'Are you sure want cancel your order ?',
  yes: 'Yes',
  no: 'No',
  paid: 'Your order has been paid successfully...!',
  continueShopping: 'Continue Shopping',
  cancelled: 'Your order has been cancelled...!',
  completeOrder: 'Complete order',
  // OUR: the test provider's button and its explanation.
  payWithTestProvider: 'Pay with test provider',
  testProviderNote: 'Test payment: the server runs its test payment provider, no money moves.',
  // OUR: shown while the payment service's buttons load.
  loadingPayment: 'Loading payment options',
  // OUR: no client id (section 8: a failed payment master fetch empties it).
  paymentUnavailable: 'Online payment is not available right now.',
  paymentFailed: errorTexts.paymentFailed,
  loading: 'Loading order',
  notFound: 'No Order Found',
} as const;
