import type { Ticket } from '@momento/contract';
import { Button } from '@momento/ui';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useCreateTicket, useUpdateTicket } from '#api/sellerTickets/useTicketMutations.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { useOneFailureForm } from '../useOneFailureForm.ts';
import { TicketBasicsFields, TicketDetailsFields } from './TicketBasicsFields.tsx';
import { TicketEventFields } from './TicketEventFields.tsx';
import { TicketFilesFields } from './TicketFilesFields.tsx';
import {
  errorPath,
  initialState,
  ticketPayload,
  validateForm,
  type FormError,
  type TicketFormState,
} from './ticketFormModel.ts';

export interface TicketFormFieldsProps {
  /** The ticket being edited, or null (Add). */
  ticket: Ticket | null;
  /** Cancel, and after a successful save: back to the list. */
  onDone: () => void;
  /** Start in new-event mode (Add only; stories). @default 'existing' */
  defaultEventMode?: 'existing' | 'new';
  /** A message showing at first on its field (stories: the form with a validation error). */
  defaultError?: FormError | null;
}

/**
 * The Add/Edit ticket form (see docs/rules/validation.md), its values in react-hook-form. Checks run on submit in the
 * spec's order (validateForm, as the form's resolver); the first failure shows on its field, which gets the focus, and
 * goes as soon as that field is right. Nothing typed is lost, also when the server refuses.
 */
export function TicketFormFields({
  ticket,
  onDone,
  defaultEventMode = 'existing',
  defaultError = null,
}: TicketFormFieldsProps) {
  const t = useTexts('listings', englishTexts);
  const titleId = useId();
  const mode = ticket ? 'edit' : 'add';
  const { methods, form, submit } = useOneFailureForm<TicketFormState>({
    defaultValues: initialState(ticket, defaultEventMode),
    check: (values) => validateForm(values, mode),
    pathOf: errorPath,
    initialError: defaultError
      ? { path: errorPath(defaultError.field), message: defaultError.message }
      : null,
  });
  // Reading the picked files for the upload comes before the ticket call.
  const [isPreparing, setPreparing] = useState(false);
  const create = useCreateTicket({ onSuccess: onDone });
  const update = useUpdateTicket({ onSuccess: onDone });
  const isPending = isPreparing || create.isPending || update.isPending;

  const save = async (values: TicketFormState) => {
    setPreparing(true);
    try {
      const { documentPayload, imagePayload } = await import('./imageUpload.ts');
      const images = await Promise.all(
        values.images.flatMap((image) => (image.file ? [imagePayload(image.file)] : [])),
      );
      const document = values.document[0] ? [await documentPayload(values.document[0])] : undefined;
      const body = { ...ticketPayload(values), ...(document ? { support_document: document } : {}) };
      if (ticket) {
        await update.run({
          ...body,
          product_id: ticket.product_id,
          ...(images.length ? { images } : {}),
          ...(values.removedImageIds.length ? { removed_images: values.removedImageIds } : {}),
        });
      } else {
        await create.run({ ...body, images });
      }
    } finally {
      setPreparing(false);
    }
  };

  return (
    <FormProvider {...methods}>
      <form ref={form} noValidate onSubmit={submit(save)} className={styles.form} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.heading}>
          {ticket ? t.editTicketTitle : t.addTicketTitle}
        </h1>
        <TicketBasicsFields ticket={ticket} />
        <TicketEventFields ticket={ticket} />
        <TicketFilesFields ticket={ticket} />
        <TicketDetailsFields />
        <div className={styles.formActions}>
          <Button variant="outline" onPress={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" isPending={isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
