import { lazy, Suspense } from 'react';
import { useOwnTicket } from '#api/products/useOwnTicket.ts';
import { errorTexts as englishErrors } from '#texts.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { emptyTexts as englishEmpty } from '../ticketTexts.ts';
import type { FormError } from './ticketFormModel.ts';

export type { FormError as TicketFormError };

// The form (pickers, file handling, the ticket calls) is its own chunk, loaded beside the ticket being edited.
const TicketFormFields = lazy(async () => ({
  default: (await import('./TicketFormFields.tsx')).TicketFormFields,
}));

export interface TicketFormProps {
  /** The ticket to edit (Edit mode); absent for Add. */
  productId?: number | string | null;
  /** Cancel, and after a successful save: back to the list. */
  onDone: () => void;
  /** Start in new-event mode (Add only). @default 'existing' */
  defaultEventMode?: 'existing' | 'new';
  /** A message showing at first on its field (stories: the form with a validation error). */
  defaultError?: FormError | null;
}

/**
 * The Add/Edit ticket form (/account/mytickets/new, /account/mytickets/{id}/edit). In Edit mode the seller's own
 * ticket is loaded first; a failure shows the error text (and is logged as 'Fetch failed').
 */
export function TicketForm({ productId, onDone, defaultEventMode, defaultError }: TicketFormProps) {
  const emptyTexts = useTexts('empty', englishEmpty);
  const errorTexts = useTexts('errors', englishErrors);
  const isEdit = productId !== undefined && productId !== null && productId !== '';
  const own = useOwnTicket(isEdit ? productId : null);
  if (isEdit) {
    if (own.error) {
      console.error('Fetch failed', own.error);
      return <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>;
    }
    if (own.isLoading || own.data === undefined) return <LoadingState />;
    if (own.data === null) return <MessageState>{emptyTexts.noTickets}</MessageState>;
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <TicketFormFields
        key={isEdit ? String(productId) : 'new'}
        ticket={isEdit ? (own.data ?? null) : null}
        onDone={onDone}
        defaultEventMode={defaultEventMode}
        defaultError={defaultError}
      />
    </Suspense>
  );
}
