// The status labels in the provider's language (the dictionary's `statuses` area); English outside a provider.
import { useMemo } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { lookupStatus, type StatusLabels } from './status.ts';

export type StatusKind = keyof StatusLabels;

/**
 * The labels of `kind`'s statuses in the provider's language: `english` (the contract's map, which the widget imports
 * itself, so that a page carries only the labels it shows) with the provider's `statuses[kind]` over it.
 */
export function useStatusLabels<K extends StatusKind>(kind: K, english: StatusLabels[K]): StatusLabels[K] {
  const group = useMemo(() => ({ [kind]: english }) as Partial<StatusLabels>, [kind, english]);
  return useTexts('statuses', group)[kind] as StatusLabels[K];
}

/**
 * The label of a status of `kind` as a badge shows it: `useStatusLabel('offer', OFFER_STATUS_LABELS)(offer.offer_status)`.
 * A status the labels do not know shows as itself, so a newer server never renders an empty badge.
 */
export function useStatusLabel<K extends StatusKind>(
  kind: K,
  english: StatusLabels[K],
): (status: string | null | undefined) => string {
  const labels: Readonly<Record<string, string>> = useStatusLabels(kind, english);
  return useMemo(() => (status: string | null | undefined) => lookupStatus(labels, status), [labels]);
}
