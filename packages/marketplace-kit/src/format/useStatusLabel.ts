// The status labels in the provider's language (the dictionary's `statuses` area); English outside a provider.
import { useMemo } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { lookupStatus, statusLabels, type StatusLabels } from './status.ts';

/** The kinds but tickets, whose labels are in ./ticketStatus.ts (`useTicketStatusLabel`) so only their screens carry them. */
export type StatusKind = Exclude<keyof StatusLabels, 'ticket'>;

// One object per kind, made once: `useTexts` keeps its result while the provider's texts stay the same.
const english: { readonly [K in StatusKind]: Pick<StatusLabels, K> } = {
  order: { order: statusLabels.order },
  fulfilment: { fulfilment: statusLabels.fulfilment },
  offer: { offer: statusLabels.offer },
  refund: { refund: statusLabels.refund },
  seller: { seller: statusLabels.seller },
  partner: { partner: statusLabels.partner },
  report: { report: statusLabels.report },
};

/**
 * The label of a status of `kind` as a badge shows it: `useStatusLabel('offer')(offer.offer_status)`. A status the
 * labels do not know shows as itself, so a newer server never renders an empty badge.
 */
export function useStatusLabel(kind: StatusKind): (status: string | null | undefined) => string {
  const labels: Readonly<Record<string, string>> = useStatusLabels(kind);
  return useMemo(() => (status: string | null | undefined) => lookupStatus(labels, status), [labels]);
}

/** The labels of `kind`'s statuses in the provider's language, for code that takes a map (`refundText`). */
export function useStatusLabels<K extends StatusKind>(kind: K): StatusLabels[K] {
  return useTexts('statuses', english[kind] as Partial<StatusLabels>)[kind] as StatusLabels[K];
}
