import type { ReportType } from '@momento/contract';
import { Dialog, Modal, Select, Stack, TextArea, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { validationTexts as m } from '#texts.ts';
import { validateNewReport } from '#validation/messaging.ts';
import * as styles from '../messages.css.ts';
import { reportsTexts as t } from '../texts.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';

export interface NewReportValues {
  title: string;
  reportType: number;
  description: string;
}

export interface NewReportDialogProps {
  /** The report types from the server. */
  types: readonly ReportType[];
  onSubmit: (values: NewReportValues) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** A validation message showing at first (stories). */
  defaultError?: string | null;
  /** Above the buttons: the wait after the server's abuse limit refused the last report (a RetryNotice). */
  notice?: ReactNode;
}

type Field = 'title' | 'reportType' | 'description';
const OWNERS: Record<Field, readonly string[]> = {
  title: [m.titleRequired, m.titleMax],
  reportType: [m.typeRequired],
  description: [m.descriptionRequired, m.descriptionMax],
};
const ownerOf = (message: string | null): Field | null =>
  message === null
    ? null
    : ((Object.keys(OWNERS) as Field[]).find((field) => OWNERS[field].includes(message)) ?? null);

/**
 * The 'New Report' form (see docs/rules/validation.md): title (required, 256), type (from the server, required) and
 * description (required, 256), checked in that order; the first failure shows on its field, which gets the focus.
 */
export function NewReportDialog({
  types,
  onSubmit,
  onClose,
  isPending = false,
  defaultError = null,
  notice = null,
}: NewReportDialogProps) {
  const [title, setTitle] = useState('');
  const [reportType, setReportType] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(defaultError);
  const titleRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLButtonElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const owner = ownerOf(error);
  const errorOn = (field: Field) => (owner === field ? (error ?? undefined) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateNewReport({ title, reportType, description });
    flushSync(() => setError(message));
    const field = ownerOf(message);
    if (field) {
      ({ title: titleRef, reportType: typeRef, description: descriptionRef })[field].current?.focus();
      return;
    }
    onSubmit({ title: title.trim(), reportType: Number(reportType), description: description.trim() });
  };

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setError(null);
    };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={t.newReport} onClose={onClose}>
        <form noValidate onSubmit={submit} className={styles.dialogForm}>
          <Stack space="medium">
            <TextField
              ref={titleRef}
              label={t.reportTitle}
              name="title"
              value={title}
              onChange={edit(setTitle)}
              isRequired
              errorMessage={errorOn('title')}
            />
            <Select
              ref={typeRef}
              label={t.reportType}
              name="reportType"
              placeholder={t.chooseType}
              options={types.map((type) => ({ value: String(type.id), label: type.type }))}
              value={reportType}
              onChange={edit(setReportType)}
              isRequired
              errorMessage={errorOn('reportType')}
            />
            <TextArea
              ref={descriptionRef}
              label={t.description}
              name="description"
              value={description}
              onChange={edit(setDescription)}
              isRequired
              errorMessage={errorOn('description')}
            />
            {notice}
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={t.submit}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
