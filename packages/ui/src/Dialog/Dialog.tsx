import { cloneElement, useId, useRef, type ReactNode, type Ref } from 'react';
import {
  mergeRefs,
  Pressable,
  type PressableProps,
  useDialog,
  useModalOverlay,
  useOverlayTrigger,
  type AriaDialogProps,
} from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { CloseButton } from '../Overlay/CloseButton.tsx';
import { PortalOverlay } from '../Overlay/Overlay.tsx';
import * as styles from './Dialog.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export const dialogSizes = ['small', 'medium', 'large', 'fullscreen'] as const;
export type DialogSize = (typeof dialogSizes)[number];

// ---------------------------------------------------------------------------------------------------------------------
// Modal: the overlay layer (underlay, focus containment, Escape, hiding the page from assistive technology)

export interface ModalProps {
  /** Whether the modal is shown (controlled). */
  isOpen?: boolean;
  /**
   * Whether the modal starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes (Escape, outside press, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** An existing overlay state (from a trigger) instead of `isOpen`/`onOpenChange`. */
  state?: OverlayTriggerState;
  /**
   * Whether a press on the underlay closes the modal.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored (only for flows that must finish; offer another way out).
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Maximum width of the modal.
   * @default 'medium'
   */
  size?: DialogSize;
  /** The dialog. */
  children: ReactNode;
  /** Extra class name for the modal element. */
  className?: string;
}

/**
 * The modal layer: renders into the provider's portal container, contains focus, restores it to the
 * element that opened it, closes on Escape and hides the rest of the page from screen readers
 * (react-aria `useModalOverlay`). Put a `Dialog` inside.
 */
export function Modal({ state: externalState, isOpen, defaultOpen, onOpenChange, ...props }: ModalProps) {
  const ownState = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const state = externalState ?? ownState;
  if (!state.isOpen) {
    return null;
  }
  return <OpenModal state={state} {...props} />;
}

function OpenModal({
  state,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  size = 'medium',
  children,
  className,
}: Omit<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & { state: OverlayTriggerState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    ref,
  );
  return (
    <PortalOverlay shouldContainFocus>
      <div {...underlayProps} className={styles.underlay} data-state="open">
        <div
          {...modalProps}
          ref={ref}
          className={[styles.modal, className].filter(Boolean).join(' ')}
          data-size={size}
        >
          {children}
        </div>
      </div>
    </PortalOverlay>
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Dialog: the titled content with an optional close button

export interface DialogProps extends Omit<AriaDialogProps, 'aria-labelledby'> {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** Content of the dialog. */
  children?: ReactNode;
  /** When set, a close button is shown in the header and calls it. */
  onClose?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Close', the `UITexts` `close` text
   */
  closeLabel?: string;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * `alertdialog` for confirmations that interrupt the user.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Extra class name. */
  className?: string;
  /** Ref to the dialog element. */
  ref?: Ref<HTMLElement>;
}

/** A dialog with a title (its accessible name) and an optional close button (react-aria `useDialog`). */
export function Dialog({
  title,
  children,
  onClose,
  closeLabel = uiText('close'),
  headingLevel = 2,
  role = 'dialog',
  className,
  ref,
  ...ariaProps
}: DialogProps) {
  const dialogRef = useRef<HTMLElement>(null);
  // Our own title id: react-aria's slot id checks `document.getElementById`, which cannot see into a
  // shadow root, so inside the embed the dialog would lose its name.
  const titleId = useId();
  const { dialogProps } = useDialog(
    { ...ariaProps, role, 'aria-labelledby': ariaProps['aria-label'] ? undefined : titleId },
    dialogRef,
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      {...dialogProps}
      ref={mergeRefs(dialogRef, ref ?? null)}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {onClose && <CloseButton label={closeLabel} onPress={onClose} />}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// DialogTrigger: a pressable element that opens a modal dialog

export interface DialogTriggerProps extends Omit<ModalProps, 'state' | 'children'> {
  /** The element that opens the dialog: a button (or a component forwarding its ref and DOM props). */
  trigger: PressableProps['children'];
  /** The dialog, given a `close` function. */
  children: (close: () => void) => ReactNode;
}

/** Opens a modal `Dialog` from a trigger; focus returns to the trigger when it closes. */
export function DialogTrigger({
  trigger,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...modalProps
}: DialogTriggerProps) {
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const { onPress, ...ariaTriggerProps } = triggerProps;
  return (
    <>
      {/* Pressable only adds press and focus handlers, so the ARIA relations go onto the element itself. */}
      <Pressable onPress={onPress} ref={triggerRef}>
        {cloneElement(trigger, ariaTriggerProps) as PressableProps['children']}
      </Pressable>
      <Modal {...modalProps} state={state}>
        {children(state.close)}
      </Modal>
    </>
  );
}
