import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover } from 'react-aria';
import * as styles from './CloseButton.css.ts';

export interface CloseButtonProps {
  /** Accessible name of the button. */
  label: string;
  /** Called when the button is pressed. */
  onPress: () => void;
  /** Extra class name. */
  className?: string;
}

/**
 * The "×" button of dialogs, drawers, toasts and alerts (shared internal part). Its focus ring follows react-aria's
 * input modality (`data-focus-visible`), not the browser's `:focus-visible`: a dialog focuses this button itself as it
 * opens, and whether the browser draws its ring then depends on which element had the focus a moment before.
 */
export function CloseButton({ label, onPress, className }: CloseButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ 'aria-label': label, onPress }, ref);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, hoverProps, focusProps)}
      ref={ref}
      className={[styles.closeButton, className].filter(Boolean).join(' ')}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </button>
  );
}
