/**
 * Texts of My Messages, Reports and the Report Seller dialog. The product's texts (empty and end texts, validation,
 * notices, ERR0010) live in the kit's messages module; the labels below are our own wording where the product shows
 * none, the screen titles ('My Messages', 'Reports', 'New Report', 'Report Seller') excepted.
 */
export const messagesTexts = {
  roomsTitle: 'My Messages',
  roomsLabel: 'Rooms',
  /** Prefix of a room's last message when the user sent it (lastMsgSentByCurrentUser). */
  you: 'You:',
  unread: 'Unread',
  noMessagesYet: 'No messages yet',
  chatLabel: 'Messages',
  back: 'Back',
  refresh: 'Refresh',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages',
  composerLabel: 'Message',
  composerHint: 'Enter sends, Shift+Enter starts a new line.',
  send: 'Send',
  sending: 'Sending',
  // The warning before a message that looks like off-platform contact is sent.
  offContactWarningTitle: 'This message looks like it contains contact details',
  sendAnyway: 'Send anyway',
  editMessage: 'Edit message',
  roomNotFound: 'This conversation does not exist.',
} as const;

export const reportsTexts = {
  title: 'Reports',
  listLabel: 'My reports',
  newReport: 'New Report',
  reportTitle: 'Title',
  reportType: 'Type',
  description: 'Description',
  submit: 'Submit',
  cancel: 'Cancel',
  chooseType: 'Select Type',
  back: 'Back',
  repliesLabel: 'Replies',
  noReplies: 'No replies yet',
  replyLabel: 'Reply',
  send: 'Send',
  reportedBy: 'Reported by',
  threadNotFound: 'This report does not exist.',
} as const;

export const reportSellerTexts = {
  title: 'Report Seller',
  reportType: 'Report type',
  chooseOption: 'Choose an option',
  description: 'Description',
  submit: 'Report',
  cancel: 'Cancel',
} as const;
