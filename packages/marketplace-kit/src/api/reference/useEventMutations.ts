import type { Event, OperationBody } from '@momento/contract';
import { notices } from '../../texts.ts';
import { isTicketKey } from '../sellerTickets/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { referenceKeys } from './keys.ts';
import { updateEvent } from './updateEvent.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

const isReferenceKey = (key: unknown) => Array.isArray(key) && key[0] === referenceKeys.all[0];

/**
 * Edit event: 'Event updated'; every ticket (they show the event's names) and the reference lists read again. A
 * refusal is shown in the dialog, beside what the user typed, not as a toast.
 */
export function useUpdateEvent(options: Callbacks<OperationBody<'eventUpdate'>, Event> = {}) {
  return useMutation(
    (body: OperationBody<'eventUpdate'>, { client, signal }) => updateEvent(client, body, signal),
    {
      ...options,
      successNotice: notices.eventUpdated,
      errorNotice: false,
      invalidate: () => [isTicketKey, isReferenceKey],
    },
  );
}
