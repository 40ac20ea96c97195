import { useRef } from 'react';
import { mergeProps, useButton, useHover } from 'react-aria';
import * as styles from './CloseButton.css.ts';

export interface CloseButtonProps {
  /** Accessible name of the button. */
  label: string;
  /** Called when the button is pressed. */
  onPress: () => void;
  /** Extra class name. */
  className?: string;
}

/** The "×" button of dialogs, drawers, toasts and alerts (shared internal part). */
export function CloseButton({ label, onPress, className }: CloseButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ 'aria-label': label, onPress }, ref);
  const { hoverProps, isHovered } = useHover({});
  return (
    <button
      {...mergeProps(buttonProps, hoverProps)}
      ref={ref}
      className={[styles.closeButton, className].filter(Boolean).join(' ')}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </button>
  );
}
