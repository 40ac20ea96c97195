/**
 * Texts of the profile page and its dialogs (account-area.md sections 2, 5 and 8). Section names, field names and
 * notices are the spec's; OUR wording is marked where the spec names a part without giving its text.
 */
export const profileTexts = {
  title: 'My Profile',
  emailNotifications: 'E-mail notifications', // OUR wording: the preferences section (ours)
  emailNotificationsHint: 'Choose what we e-mail you about. You always see every notification under the bell, and replies to your reports are always e-mailed.', // OUR wording
  notifyOrders: 'Orders', // OUR wording
  notifyOrdersHint: 'Sales to ship, payments, shipping, delivery and ratings.', // OUR wording
  notifyOffers: 'Offers', // OUR wording
  notifyOffersHint: 'New offers, counters, answers and offers about to expire.', // OUR wording
  notifyMessages: 'Messages', // OUR wording
  notifyMessagesHint: 'New messages while you are away (at most one e-mail per conversation every 15 minutes).', // OUR wording
  preferencesSaved: 'E-mail preferences saved', // OUR wording: the notice after a change
  preferencesFailed: 'Your e-mail preferences could not be loaded.', // OUR wording
  preferencesLoading: 'Loading your e-mail preferences', // OUR wording
  profileInformation: 'Profile Information',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  photo: 'Profile photo', // OUR wording
  notGiven: 'Not given', // OUR wording
  edit: 'Edit',
  updatePassword: 'Update Password',
  changePhoto: 'Change photo', // OUR wording: the photo edit dialog's button
  editAccountTitle: 'Edit account', // OUR wording: the Edit dialog's title (section 5 calls the form 'Edit account')
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  photoTitle: 'Profile photo',
  photoHint: 'One JPEG or PNG picture.', // OUR wording
  photoPreview: 'Preview of the new profile photo', // OUR wording: the preview's alternative text
  choosePhoto: 'Choose a picture', // OUR wording
  upload: 'Upload', // OUR wording
  photoUnreadable: 'The picture could not be read. Choose it again.', // OUR wording
  save: 'Save',
  cancel: 'Cancel',
  addressInformation: 'Address Information',
  contactInformation: 'Contact Information',
  billingAddress: 'Billing Address',
  shippingAddress: 'Shipping Address',
  defaultShippingAddress: 'Default shipping address', // OUR wording: the default address view's heading
  manageAddress: 'Manage Address',
  primaryAddress: 'Primary shipping address', // OUR wording: the radio group's name
  add: 'Add',
  delete: 'Delete',
  noAddress: 'No address added yet.', // OUR wording
  deleteAddressTitle: 'Delete this address?', // OUR wording
  deleteAddressMessage: 'The address is removed from your account. Orders already placed keep it.', // OUR wording
  sellerInformation: 'Seller Information',
  status: 'Status',
  paypalId: 'Paypal Id',
  paypalEmail: 'Paypal Email',
  editSellerPayment: 'Edit Seller Payment',
  loadFailed: 'Could not load this part of your profile. Reload the page to try again.', // OUR wording
} as const;
