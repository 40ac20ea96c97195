// Status labels and badge tones from the contract's maps (see docs/rules/statuses.md). Unknown values fall back to
// the raw status so a newer server never renders an empty badge.
import {
  FULFILMENT_STATUS_LABELS,
  OFFER_STATUS_LABELS,
  OFFER_STATUS_TONES,
  ORDER_STATUS_LABELS,
  type Tone,
} from '@momento/contract/routes';

function lookup<T extends string>(map: Readonly<Record<T, string>>, status: string | null | undefined): string {
  if (!status) return '';
  return (map as Readonly<Record<string, string>>)[status] ?? status;
}

// Ticket statuses have their own module, so that only the screens that show them carry their labels.
export { ticketStatusLabel, ticketStatusTone } from './ticketStatus.ts';
export const offerStatusLabel = (status: string | null | undefined) => lookup(OFFER_STATUS_LABELS, status);
export const fulfilmentStatusLabel = (status: string | null | undefined) => lookup(FULFILMENT_STATUS_LABELS, status);
export const orderStatusLabel = (status: string | null | undefined) => lookup(ORDER_STATUS_LABELS, status);

export function offerStatusTone(status: string | null | undefined): Tone {
  return (OFFER_STATUS_TONES as Readonly<Record<string, Tone>>)[status ?? ''] ?? 'neutral';
}
