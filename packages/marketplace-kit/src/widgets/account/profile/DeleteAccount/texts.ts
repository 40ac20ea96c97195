/**
 * Texts of Delete account. 'order exist' is the product's heading of a refusal; our own texts, where the product
 * only says what a text states, are in an object of their own.
 */
/** deleteAccountTexts: the texts the product prescribes, verbatim. */
const deleteAccountPrescribedTexts = {
  title: 'Delete account',
  password: 'Password',
  submit: 'Delete account',
  cancel: 'Cancel',
  refusedTitle: 'order exist',
} as const;

/** deleteAccountTexts: our own texts, where the product names a part without giving its text. */
const deleteAccountOurTexts = {
  explanation:
    'Deleting your account removes your profile, addresses, listings and collections. An account with active orders or approved offers cannot be deleted.', // the product says what it states, not its words
  confirmTitle: 'Delete your account?',
  confirmMessage: 'This cannot be undone. You will be logged out and cannot log in with this account again.',
  confirm: 'Delete',
} as const;

export const deleteAccountTexts = { ...deleteAccountPrescribedTexts, ...deleteAccountOurTexts } as const;
