// Ticket inventory status labels and badge tones from the contract's maps (see docs/rules/statuses.md). Unknown
// values fall back to the raw status (a label) or neutral (a tone), so a newer server never renders an empty badge.
import { TICKET_STATUS_LABELS, TICKET_STATUS_TONES, type Tone } from '@momento/contract/routes';

export function ticketStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return (TICKET_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

export function ticketStatusTone(status: string | null | undefined): Tone {
  return (TICKET_STATUS_TONES as Readonly<Record<string, Tone>>)[status ?? ''] ?? 'neutral';
}
