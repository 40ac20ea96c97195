import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { Button } from '../Button/Button.tsx';
import { Dialog, Modal } from '../Dialog/Dialog.tsx';
import * as styles from './AlertDialog.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export const alertDialogTones = ['accent', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Heading that names the dialog. */
  title: ReactNode;
  /** The question, e.g. 'Are you sure want cancel your order ?'. Describes the dialog for screen readers. */
  message: ReactNode;
  /**
   * Label of the confirming button.
   * @default 'Yes', the `UITexts` `yes` text
   */
  confirmLabel?: string;
  /**
   * Label of the cancelling button.
   * @default 'No', the `UITexts` `no` text
   */
  cancelLabel?: string;
  /**
   * Called when the user confirms. The dialog closes afterwards unless it returns a promise, in which
   * case it closes when the promise resolves (pass `isPending` to show progress meanwhile).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels (cancel button or Escape). */
  onCancel?: () => void;
  /**
   * Shows the confirm button as pending and keeps the dialog open.
   * @default false
   */
  isPending?: boolean;
  /**
   * `danger` for destructive confirmations.
   * @default 'accent'
   */
  tone?: AlertDialogTone;
}

/**
 * A confirmation (role="alertdialog") with a message and confirm/cancel buttons. Focus starts on the cancel
 * button so that a stray Enter never confirms a destructive action; Escape cancels; outside presses are
 * ignored (the user must choose).
 */
export function AlertDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = uiText('yes'),
  cancelLabel = uiText('no'),
  onConfirm,
  onCancel,
  isPending = false,
  tone = 'accent',
}: AlertDialogProps) {
  // Every close that is not a confirmation (cancel button, Escape) counts as cancelling.
  const isConfirming = useRef(false);
  const state = useOverlayTriggerState({
    isOpen,
    defaultOpen,
    onOpenChange: (open) => {
      if (!open && !isConfirming.current) {
        onCancel?.();
      }
      onOpenChange?.(open);
    },
  });
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      await result;
    }
    isConfirming.current = true;
    state.close();
    isConfirming.current = false;
  };

  return (
    <Modal state={state} isDismissable={false} isKeyboardDismissDisabled={isPending} size="small">
      <Dialog title={title} role="alertdialog" aria-describedby={messageId}>
        <div id={messageId} className={styles.message}>
          {message}
        </div>
        <div className={styles.actions}>
          <FocusOnMount target={cancelRef} />
          <Button
            variant="outline"
            tone="neutral"
            onPress={state.close}
            isDisabled={isPending}
            ref={cancelRef}
          >
            {cancelLabel}
          </Button>
          <Button
            tone={tone === 'danger' ? 'danger' : 'accent'}
            onPress={() => void confirm()}
            isPending={isPending}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}

/**
 * Moves focus to the cancel button when the dialog opens. It runs as a child effect, before `useDialog`'s
 * effect, which then sees focus already inside and leaves it there.
 */
function FocusOnMount({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
  return null;
}
