// Status labels and badge tones from the contract's maps (see docs/rules/statuses.md). Unknown values fall back to
// the raw status so a newer server never renders an empty badge.
import {
  FULFILMENT_STATUS_LABELS,
  OFFER_STATUS_LABELS,
  OFFER_STATUS_TONES,
  ORDER_STATUS_LABELS,
  PARTNER_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  SELLER_STATUS_LABELS,
  type ReportStatus,
  type TICKET_STATUS_LABELS,
  type Tone,
} from '@momento/contract/routes';

/** A report's status as the admin area's badges show it (the contract gives no label: the status itself). */
export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  OPEN: 'OPEN',
  CLOSED: 'CLOSED',
};

/** The dictionary's `statuses` area: every status label, by kind (the ticket labels are in ./ticketStatus.ts). */
export interface StatusLabels {
  order: typeof ORDER_STATUS_LABELS;
  fulfilment: typeof FULFILMENT_STATUS_LABELS;
  offer: typeof OFFER_STATUS_LABELS;
  ticket: typeof TICKET_STATUS_LABELS;
  refund: typeof REFUND_STATUS_LABELS;
  seller: typeof SELLER_STATUS_LABELS;
  partner: typeof PARTNER_STATUS_LABELS;
  report: typeof REPORT_STATUS_LABELS;
}

/** The status labels but the tickets' (their own module), English: the `statuses` area of `englishKitTexts`. */
export const statusLabels = {
  order: ORDER_STATUS_LABELS,
  fulfilment: FULFILMENT_STATUS_LABELS,
  offer: OFFER_STATUS_LABELS,
  refund: REFUND_STATUS_LABELS,
  seller: SELLER_STATUS_LABELS,
  partner: PARTNER_STATUS_LABELS,
  report: REPORT_STATUS_LABELS,
} as const;

/** `status`'s label in `map`; the status itself when the map has none, '' for no status. */
export function lookupStatus(
  map: Readonly<Record<string, string>>,
  status: string | null | undefined,
): string {
  if (!status) return '';
  return map[status] ?? status;
}

// Ticket statuses have their own module, so that only the screens that show them carry their labels.
export { ticketStatusLabel, ticketStatusTone } from './ticketStatus.ts';
export const offerStatusLabel = (status: string | null | undefined) =>
  lookupStatus(OFFER_STATUS_LABELS, status);
export const fulfilmentStatusLabel = (status: string | null | undefined) =>
  lookupStatus(FULFILMENT_STATUS_LABELS, status);
export const orderStatusLabel = (status: string | null | undefined) =>
  lookupStatus(ORDER_STATUS_LABELS, status);

export function offerStatusTone(status: string | null | undefined): Tone {
  return (OFFER_STATUS_TONES as Readonly<Record<string, Tone>>)[status ?? ''] ?? 'neutral';
}
