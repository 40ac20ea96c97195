/**
 * Texts of the profile page and its dialogs. Section names, field names and notices are the product's, verbatim;
 * our own texts (where it names a part without giving its text) are in an object of their own.
 */
/** profileTexts: the texts the product prescribes, verbatim. */
const profilePrescribedTexts = {
  title: 'My Profile',
  profileInformation: 'Profile Information',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  edit: 'Edit',
  updatePassword: 'Update Password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  photoTitle: 'Profile photo',
  save: 'Save',
  cancel: 'Cancel',
  addressInformation: 'Address Information',
  contactInformation: 'Contact Information',
  billingAddress: 'Billing Address',
  shippingAddress: 'Shipping Address',
  manageAddress: 'Manage Address',
  add: 'Add',
  delete: 'Delete',
  sellerInformation: 'Seller Information',
  status: 'Status',
  paypalId: 'Paypal Id',
  paypalEmail: 'Paypal Email',
  editSellerPayment: 'Edit Seller Payment',
} as const;

/** profileTexts: our own texts, where the product names a part without giving its text. */
const profileOurTexts = {
  emailNotifications: 'E-mail notifications', // the preferences section (ours)
  emailNotificationsHint:
    'Choose what we e-mail you about. You always see every notification under the bell, and replies to your reports are always e-mailed.',
  notifyOrders: 'Orders',
  notifyOrdersHint: 'Sales to ship, payments, shipping, delivery and ratings.',
  notifyOffers: 'Offers',
  notifyOffersHint: 'New offers, counters, answers and offers about to expire.',
  notifyMessages: 'Messages',
  notifyMessagesHint:
    'New messages while you are away (at most one e-mail per conversation every 15 minutes).',
  notifySavedSearches: 'Saved-search matches',
  notifySavedSearchesHint:
    'New listings that match your saved searches with alerts on (instant or a daily digest).',
  notifyPriceDrops: 'Price drops',
  notifyPriceDropsHint: 'A ticket or collection you watch gets cheaper.',
  preferencesSaved: 'E-mail preferences saved', // the notice after a change
  preferencesFailed: 'Your e-mail preferences could not be loaded.',
  preferencesLoading: 'Loading your e-mail preferences',
  photo: 'Profile photo',
  notGiven: 'Not given',
  changePhoto: 'Change photo', // the photo edit dialog's button
  editAccountTitle: 'Edit account', // the Edit dialog's title (the form is called 'Edit account')
  photoHint: 'One JPEG or PNG picture.',
  photoPreview: 'Preview of the new profile photo', // the preview's alternative text
  choosePhoto: 'Choose a picture',
  upload: 'Upload',
  photoUnreadable: 'The picture could not be read. Choose it again.',
  defaultShippingAddress: 'Default shipping address', // the default address view's heading
  primaryAddress: 'Primary shipping address', // the radio group's name
  noAddress: 'No address added yet.',
  deleteAddressTitle: 'Delete this address?',
  deleteAddressMessage: 'The address is removed from your account. Orders already placed keep it.',
  loadFailed: 'Could not load this part of your profile. Reload the page to try again.',
  signOutEverywhere: 'Sign out everywhere', // ends every session of the account (docs/sessions.md)
  signOutEverywhereTitle: 'Sign out everywhere?',
  signOutEverywhereMessage:
    'You will be logged out on every device and browser, this one included, and partner sites will ask you to sign in again.',
  signedOutEverywhere: 'You have been signed out everywhere', // the notice after it
} as const;

export const profileTexts = { ...profilePrescribedTexts, ...profileOurTexts } as const;
