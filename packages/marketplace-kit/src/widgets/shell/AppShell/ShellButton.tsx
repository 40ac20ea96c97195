import type { ButtonHTMLAttributes, Ref } from 'react';
import * as styles from './shellControls.css.ts';

export interface ShellButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * `solid` for Login and Sign Up Now, `icon` for the cart and search buttons (give them an `aria-label`).
   * @default 'solid'
   */
  look?: keyof typeof styles.button;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The always-visible controls of the shell and home page (Login, cart, search, Sign Up Now) are native buttons: a
 * plain button needs no behaviour library, and this keeps react-aria out of the home route's initial JS (the
 * 130 KB budget of the home route). Everything that opens later (dialogs, menus, forms) uses @momento/ui.
 */
export function ShellButton({ look = 'solid', className, type = 'button', ...props }: ShellButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={[styles.button[look], className].filter(Boolean).join(' ')}
      data-look={look}
    />
  );
}

export interface ShellSpinnerProps {
  /** The accessible name ('Loading', 'Featured Tickets'). */
  label: string;
}

/** An indeterminate progress indicator (role progressbar) for the shell, without react-aria (see ShellButton). */
export function ShellSpinner({ label }: ShellSpinnerProps) {
  return (
    <span role="progressbar" aria-label={label} className={styles.spinner}>
      <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
