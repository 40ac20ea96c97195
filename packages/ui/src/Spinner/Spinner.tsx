import type { Ref } from 'react';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spinnerTones = ['accent', 'inherit'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps {
  /** What is loading, for screen readers ("Loading tickets"). */
  label: string;
  /**
   * Diameter: 16, 24 or 48 px.
   * @default 'medium'
   */
  size?: SpinnerSize;
  /**
   * `accent` uses the theme accent; `inherit` uses the current text colour (inside buttons).
   * @default 'accent'
   */
  tone?: SpinnerTone;
  /** Extra class name. */
  className?: string;
  /** Ref to the root element. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * An indeterminate progress indicator: role="progressbar" named by `label`, without a value (what react-aria's
 * `useProgressBar` gives an indeterminate bar, written out: its number formatting is only needed for a value).
 */
export function Spinner({ label, size = 'medium', tone = 'accent', className, ref }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      ref={ref}
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      data-size={size}
      data-tone={tone}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
