import type { AdminQueueItem } from '@momento/contract';
import { LIMITS, type ModerationKind } from '@momento/contract/routes';
import { Dialog, Modal, Stack, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormActions } from '#widgets/shared/FormActions.tsx';
import { consoleTexts } from '../adminTexts.ts';
import { moderationTexts as t } from './moderationTexts.ts';
import { validateDisplayName } from './validateDisplayName.ts';

/** Each kind's name limit, as the server checks it. */
const NAME_MAX: Readonly<Record<ModerationKind, number>> = {
  venue: LIMITS.venueName,
  sub_genre: LIMITS.subGenreName,
  team: LIMITS.name,
  artist: LIMITS.name,
  event: LIMITS.eventName,
};

export interface EditApproveDialogProps {
  item: AdminQueueItem;
  /** Renames then approves; resolves true on success (the dialog then closes). */
  onSubmit: (displayName: string) => Promise<boolean> | boolean;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/** Edit then approve: the item's name, prefilled, checked, then renamed and approved in one step. */
export function EditApproveDialog({ item, onSubmit, onClose, isPending = false }: EditApproveDialogProps) {
  const [name, setName] = useState(item.display_name);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateDisplayName(name, NAME_MAX[item.kind]);
    flushSync(() => setError(failure));
    if (failure !== null) {
      field.current?.focus();
      return;
    }
    if (await onSubmit(name.trim())) onClose();
  };
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={t.editTitle(item.display_name)} onClose={onClose}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack space="medium">
            <TextField
              ref={field}
              label={t.displayName}
              name="display_name"
              value={name}
              onChange={setName}
              errorMessage={error ?? undefined}
              isRequired
              autoComplete="off"
            />
            <FormActions
              cancelLabel={consoleTexts.cancel}
              submitLabel={t.saveApprove}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
