// Ticket inventory status labels and badge tones from the contract's maps (see docs/rules/statuses.md). Unknown
// values fall back to the raw status (a label) or neutral (a tone), so a newer server never renders an empty badge.
import { useMemo } from 'react';
import { TICKET_STATUS_LABELS, TICKET_STATUS_TONES, type Tone } from '@momento/contract/routes';
import { useTexts } from '#locale/LocaleContext.tsx';

function lookup(labels: Readonly<Record<string, string>>, status: string | null | undefined): string {
  if (!status) return '';
  return labels[status] ?? status;
}

export function ticketStatusLabel(status: string | null | undefined): string {
  return lookup(TICKET_STATUS_LABELS, status);
}

export function ticketStatusTone(status: string | null | undefined): Tone {
  return (TICKET_STATUS_TONES as Readonly<Record<string, Tone>>)[status ?? ''] ?? 'neutral';
}

const english = { ticket: TICKET_STATUS_LABELS };

/** `ticketStatusLabel` in the provider's language (the dictionary's `statuses.ticket`). */
export function useTicketStatusLabel(): (status: string | null | undefined) => string {
  const labels = useTexts('statuses', english).ticket;
  return useMemo(() => (status: string | null | undefined) => lookup(labels, status), [labels]);
}
