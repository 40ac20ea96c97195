/**
 * Texts of Become a seller. Field names are the product's ('Paypal Id', 'Paypal Email'); our own texts, where the
 * product names a part without its text, are in an object of their own.
 */
/** becomeSellerTexts: the texts the product prescribes, verbatim. */
const becomeSellerPrescribedTexts = {
  title: 'Become a seller',
  paypalId: 'Paypal Id',
  paypalEmail: 'Paypal Email',
  paypal: 'PayPal',
  agreementTitle: 'Seller Agreement Policy',
} as const;

/** becomeSellerTexts: our own texts, where the product names a part without giving its text. */
const becomeSellerOurTexts = {
  intro: 'Give the PayPal account your sales are paid to and accept the seller agreement.',
  paymentType: 'Payment type', // the disabled radio group's label
  agree: 'I agree to the Seller Agreement Policy',
  readAgreement: 'Read the Seller Agreement Policy',
  acceptAgreement: 'I Agree',
  agreementUnavailable: 'The seller agreement could not be loaded. Try again in a moment.',
  submit: 'Submit',
} as const;

export const becomeSellerTexts = { ...becomeSellerPrescribedTexts, ...becomeSellerOurTexts } as const;
