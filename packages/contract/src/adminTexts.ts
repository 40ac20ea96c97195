// What the server answers when it refuses an admin's request in the admin area (zod-free): people, tickets,
// deliveries, reports and the moderation queue. The API's handlers and the kit's mock server both read these; the
// parity test (test/parity.test.ts) plays the same requests against both.

import { MODERATION_KIND_LABELS, type ModerationKind } from './admin.ts';
import { ORDER_REFUSALS } from './orderTexts.ts';
import { TICKET_REFUSALS } from './sellerTexts.ts';

export const PEOPLE_REFUSALS = {
  userNotFound: 'User not found.',
  notSeller: 'This user is not a seller.',
  alreadyActive: 'This seller is already active.',
  alreadyInactive: 'This seller is already inactive.',
  ticketNotFound: TICKET_REFUSALS.notFound,
  alreadyHidden: 'This listing is already hidden.',
  notHidden: 'This listing is not hidden.',
  busy: 'A listing in a cart, an order or an accepted offer, or sold, can not be hidden.',
} as const;

export const DELIVERY_REFUSALS = {
  notFound: ORDER_REFUSALS.notFound,
  notSettleable: 'Only a shipped order the buyer has not confirmed can be approved as delivered.',
  notCancellable: 'Only a paid order that is not delivered can be cancelled and refunded.',
  notPaid: 'This order has no payment to refund.',
  otherProvider:
    'This order was paid through another payment service than the one configured; refund it there.',
} as const;

export const ADMIN_REPORT_REFUSALS = {
  alreadyClosed: 'This report is already closed.',
  alreadyOpen: 'This report is already open.',
} as const;

export const QUEUE_REFUSALS = {
  notFound: (kind: ModerationKind) => `${MODERATION_KIND_LABELS[kind]} not found.`,
  decided: (kind: ModerationKind, name: string) =>
    `${MODERATION_KIND_LABELS[kind]} '${name}' was already decided.`,
  nameTaken: (kind: ModerationKind, name: string) =>
    `A ${MODERATION_KIND_LABELS[kind].toLowerCase()} named '${name}' already exists.`,
  mergeTarget: (kind: ModerationKind) =>
    `Merge into an approved ${MODERATION_KIND_LABELS[kind].toLowerCase()}.`,
  mergeSelf: 'An item can not be merged into itself.',
} as const;
