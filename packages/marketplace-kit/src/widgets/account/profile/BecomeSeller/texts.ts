/**
 * Texts of Become a seller (account-area.md sections 2, 5 and 8). Field names are the spec's ('Paypal Id', 'Paypal
 * Email'); OUR wording is marked where the spec names a part without its text.
 */
export const becomeSellerTexts = {
  title: 'Become a seller',
  intro: 'Give the PayPal account your sales are paid to and accept the seller agreement.', // OUR wording
  paypalId: 'Paypal Id',
  paypalEmail: 'Paypal Email',
  paymentType: 'Payment type', // OUR wording: the disabled radio group's label
  paypal: 'PayPal',
  agree: 'I agree to the Seller Agreement Policy', // OUR wording
  agreementTitle: 'Seller Agreement Policy',
  readAgreement: 'Read the Seller Agreement Policy', // OUR wording
  acceptAgreement: 'I Agree', // OUR wording
  agreementUnavailable: 'The seller agreement could not be loaded. Try again in a moment.', // OUR wording
  submit: 'Submit', // OUR wording
} as const;
