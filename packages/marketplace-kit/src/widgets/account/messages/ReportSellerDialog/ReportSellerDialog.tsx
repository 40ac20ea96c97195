import { Dialog, Modal, Select, Stack, TextArea } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useReportSeller, useSellerReportTypes } from '#api/reports/useReports.ts';
import { validateReportSeller } from '#validation/messaging.ts';
import * as styles from '../messages.css.ts';
import { reportSellerTexts as t } from '../texts.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';
import { RetryNotice } from '#widgets/shared/RetryNotice.tsx';

export interface ReportSellerDialogProps {
  /** The reported seller's user id (report_on). */
  sellerId: number;
  /** Closes the dialog (Cancel, Escape, or after 'Reported Successfully'). */
  onClose: () => void;
  /** A validation message showing at first (stories). */
  defaultError?: string | null;
}

/**
 * Report Seller (see docs/rules/validation.md): a report type from the server, required ('Please choose an
 * option.'), and an optional description. Success shows 'Reported Successfully' and closes the dialog; a refusal
 * keeps what was chosen and typed.
 */
export function ReportSellerDialog({ sellerId, onClose, defaultError = null }: ReportSellerDialogProps) {
  const types = useSellerReportTypes();
  const report = useReportSeller({ onSuccess: onClose });
  const [type, setType] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(defaultError);
  const select = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateReportSeller({ report_type: type });
    flushSync(() => setError(message));
    if (message !== null) {
      select.current?.focus();
      return;
    }
    const content = description.trim();
    void report.run({ report_type: Number(type), report_on: sellerId, ...(content ? { content } : {}) });
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={t.title} onClose={onClose}>
        <form noValidate onSubmit={submit} className={styles.dialogForm}>
          <Stack space="medium">
            <Select
              ref={select}
              label={t.reportType}
              name="report_type"
              placeholder={t.chooseOption}
              options={(types.data ?? []).map((item) => ({ value: String(item.id), label: item.type }))}
              value={type}
              onChange={(value) => {
                setType(value);
                setError(null);
              }}
              isRequired
              // Nothing to choose until the types have arrived.
              isDisabled={!types.data}
              errorMessage={error ?? undefined}
            />
            <TextArea label={t.description} name="content" value={description} onChange={setDescription} />
            <RetryNotice error={report.error} />
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={t.submit}
              onCancel={onClose}
              isPending={report.isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
