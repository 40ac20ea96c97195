// Texts of the purchase path (/mycart, /checkout, /previeworder/{id}): the product's texts verbatim where it gives
// them, and our own texts (labels it does not spell out) in an object of their own beside each.
import { errorTexts, emptyTexts, notices } from '../../texts.ts';

export { errorTexts, emptyTexts, notices };

const cartPrescribedTexts = {
  title: 'My Cart',
  buy: 'BUY',
  collection: 'COLLECTION',
  offer: 'OFFER',
  remove: 'Remove',
  pricingDetails: 'Pricing details',
  price: 'Price',
  tax: 'Tax',
  totalAmount: 'Total Amount',
  checkout: 'Checkout',
  empty: emptyTexts.cartEmpty,
  shopNow: 'Shop now',
} as const;

const cartOurTexts = {
  seller: 'Seller', // the line's fields
  added: 'Added',
  expires: 'Expires',
  collectionName: 'Collection',
  cost: 'Cost',
  expired: 'Reservation expired', // a line whose reservation has run out (the server drops it on the next load)
  loading: 'Loading cart',
} as const;

export const cartTexts = { ...cartPrescribedTexts, ...cartOurTexts } as const;

const checkoutPrescribedTexts = {
  address: 'Address',
  payment: 'Payment',
  orderSummary: 'Order Summary',
  shipping: 'Shipping',
  billing: 'Billing',
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
  firstName: 'First Name',
  lastName: 'Last Name',
  mobileNo: 'Mobile number',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
} as const;

const checkoutOurTexts = {
  title: 'Checkout', // the page title
  shippingAddress: 'Shipping Address', // the headings of the two address panels
  billingAddress: 'Billing Address',
  savedAddresses: 'Saved shipping addresses', // the radio group's label in change mode
  acceptedPayments: 'Accepted payment types', // the payment list's label
  loading: 'Loading checkout',
  notFound: 'This checkout could not be found.', // the checkout id in the URL does not exist (any more)
} as const;

export const checkoutTexts = { ...checkoutPrescribedTexts, ...checkoutOurTexts } as const;

const orderPrescribedTexts = {
  orderedOn: 'Ordered on',
  paymentExpires: 'Payment Expires',
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
  cancel: 'Cancel',
  cancelConfirm: 'Are you sure want cancel your order ?',
  yes: 'Yes',
  no: 'No',
  paid: 'Your order has been paid successfully...!',
  continueShopping: 'Continue Shopping',
  cancelled: 'Your order has been cancelled...!',
  completeOrder: 'Complete order',
  paymentFailed: errorTexts.paymentFailed,
  notFound: 'No Order Found',
} as const;

const orderOurTexts = {
  orderId: 'Order id', // the label before the order number
  payBy: 'Pays by', // the payment countdown
  paymentWindowClosed: 'Payment window closed',
  paidOn: 'Paid on', // the date of the payment
  cancelTitle: 'Cancel order',
  payWithTestProvider: 'Pay with test provider', // the test provider's button and its explanation
  testProviderNote: 'Test payment: the server runs its test payment provider, no money moves.',
  loadingPayment: 'Loading payment options', // shown while the payment service's buttons load
  paymentUnavailable: 'Online payment is not available right now.', // no client id (a failed payment master fetch empties it)
  loading: 'Loading order',
} as const;

export const orderTexts = { ...orderPrescribedTexts, ...orderOurTexts } as const;
