import {
  FOLLOW_REFUSALS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_ALERT_LABELS,
  type SavedSearchAlert,
} from '@momento/contract/routes';
import { Alert, Dialog, Modal, Radio, RadioGroup, Stack, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '#api/ApiError.ts';
import type { MutationOutcome } from '#api/useMutation.ts';
import { errorTexts } from '#texts.ts';
import { validateSavedSearchName } from '#validation/follow.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';
import { followTexts as t } from '../followTexts.ts';
import * as styles from './SaveSearchButton.css.ts';

/** The refusals that belong to the name field (shown on it, which then gets the focus). */
const NAME_REFUSALS: readonly string[] = [
  FOLLOW_REFUSALS.searchName,
  FOLLOW_REFUSALS.searchNameLong,
  FOLLOW_REFUSALS.searchNameTaken,
];

export interface SavedSearchValues {
  name: string;
  alert: SavedSearchAlert;
}

export interface SavedSearchDialogProps {
  title: string;
  /** The name at first (a suggestion from the filters, or the current name). */
  initialName: string;
  /** Ask for the alert too (Off, Instant, Daily digest); the rename dialog does not. */
  initialAlert?: SavedSearchAlert;
  /** The filters in words, shown above the fields (what is being saved). */
  summary?: string;
  submitLabel: string;
  /** Sends the values; a refusal stays in the dialog with everything typed. */
  onSubmit: (values: SavedSearchValues) => Promise<MutationOutcome<unknown>>;
  onClose: () => void;
  isPending?: boolean;
}

/**
 * The name (and alert) of a saved search, in a dialog: Save this search, and Rename. The name's checks run first
 * (docs/rules/follow.md, in the contract's words); the server's refusals show in place (a taken name on the field,
 * no filters or the limit above the buttons), and nothing typed is lost.
 */
export function SavedSearchDialog({
  title,
  initialName,
  initialAlert,
  summary,
  submitLabel,
  onSubmit,
  onClose,
  isPending = false,
}: SavedSearchDialogProps) {
  const [name, setName] = useState(initialName);
  const [alert, setAlert] = useState<SavedSearchAlert>(initialAlert ?? 'INSTANT');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const nameError = error !== null && NAME_REFUSALS.includes(error) ? error : undefined;

  const show = (message: string | null) => {
    // Rendered before the focus moves, so the field is announced already invalid with its message.
    flushSync(() => setError(message));
    if (message !== null && NAME_REFUSALS.includes(message))
      form.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateSavedSearchName(name);
    show(message);
    if (message !== null) return;
    const outcome = await onSubmit({ name: name.trim(), alert });
    if (!outcome.ok)
      show(
        isApiError(outcome.error) && outcome.error.message
          ? outcome.error.message
          : errorTexts.somethingWentWrong,
      );
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={title} onClose={onClose}>
        <form ref={form} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
          <Stack space="medium">
            {summary ? <p className={styles.summary}>{summary}</p> : null}
            <TextField
              label={t.name}
              name="name"
              value={name}
              onChange={setName}
              description={t.nameHint}
              errorMessage={nameError}
              autoComplete="off"
              isRequired
            />
            {initialAlert !== undefined && (
              <RadioGroup
                label={t.alerts}
                value={alert}
                onChange={(value) => setAlert(value as SavedSearchAlert)}
                orientation="horizontal"
              >
                {SAVED_SEARCH_ALERTS.map((choice) => (
                  <Radio key={choice} value={choice}>
                    {SAVED_SEARCH_ALERT_LABELS[choice]}
                  </Radio>
                ))}
              </RadioGroup>
            )}
            {error !== null && nameError === undefined ? (
              <Alert tone="danger" role="alert">
                {error}
              </Alert>
            ) : null}
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={submitLabel}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
