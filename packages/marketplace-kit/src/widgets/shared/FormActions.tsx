import { Button, Inline } from '@momento/ui';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** Closes the form without sending. */
  onCancel: () => void;
  /** The submit request is running (the submit button shows it and takes no second press). */
  isPending?: boolean;
}

/** The footer of every form dialog: Cancel, then the submit button, at the end of the row. */
export function FormActions({ cancelLabel, submitLabel, onCancel, isPending = false }: FormActionsProps) {
  return (
    <Inline justify="flex-end" space="small">
      <Button variant="outline" onPress={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </Inline>
  );
}
