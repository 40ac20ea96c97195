/**
 * Texts of Delete account (account-area.md sections 2, 4 and 5). 'order exist' is the spec's heading of a refusal;
 * OUR wording is marked where the spec only says what a text states.
 */
export const deleteAccountTexts = {
  title: 'Delete account',
  // OUR wording of the spec's statement (section 2).
  explanation:
    'Deleting your account removes your profile, addresses, listings and collections. An account with active orders or approved offers cannot be deleted.',
  password: 'Password',
  submit: 'Delete account',
  confirmTitle: 'Delete your account?', // OUR wording
  confirmMessage: 'This cannot be undone. You will be logged out and cannot log in with this account again.', // OUR wording
  confirm: 'Delete', // OUR wording
  cancel: 'Cancel',
  refusedTitle: 'order exist',
} as const;
