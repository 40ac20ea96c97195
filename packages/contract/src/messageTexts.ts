// What the server answers when it refuses a chat, report or notification request (zod-free). The API's handlers and
// the kit's mock server both read these; the parity test (test/parity.test.ts) plays the same requests against both.
// 'Please choose an option.' and 'Please select Type.' are the spec's.

export const MESSAGE_REFUSALS = {
  roomNotFound: 'Room not found.',
  receiverNotFound: 'This user does not exist.',
  self: 'You can not send messages to yourself.',
} as const;

export const REPORT_REFUSALS = {
  typeNotFound: 'Please choose an option.',
  sellerNotFound: 'This seller does not exist.',
  self: 'You can not report yourself.',
  notFound: 'Report not found.',
  newTypeNotFound: 'Please select Type.',
} as const;

export const NOTIFICATION_REFUSALS = {
  notFound: 'Notification not found.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;
