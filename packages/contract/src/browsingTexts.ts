// What the server answers when it refuses a browsing request (zod-free): a ticket or page that does not exist, a
// page beyond the last one it serves. The API's handlers and the kit's mock server both read these.
// 'No Tickets found' is the spec's.

import { TICKET_REFUSALS } from './sellerTexts.ts';

export const BROWSING_REFUSALS = {
  ticketNotFound: TICKET_REFUSALS.notFound,
  agreementMissing: 'The seller agreement is not available.',
  pageTooFar: (most: number) => `page: at most ${most}`,
  unknownStatus: (status: string) => `status: unknown status ${status}`,
  /** /tickets' `date` that is not a calendar day or a timestamp. */
  invalidDate: 'date: invalid date',
} as const;
