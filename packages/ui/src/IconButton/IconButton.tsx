import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'fullWidth'> {
  /** The accessible name ("Close", "Open menu"). Required: the button shows only an icon. */
  label: string;
  /** The icon, usually an inline SVG; it is hidden from assistive technology. */
  children: ReactNode;
}

/**
 * A square button that shows only an icon. The `label` prop is required and becomes the accessible name,
 * so an icon-only button can never be nameless.
 *
 * Defaults as in Button: variant 'solid' (use 'ghost' for toolbar icons), tone 'accent', size 'medium'.
 */
export function IconButton({ label, children, className, ...props }: IconButtonProps) {
  return (
    <Button
      {...props}
      aria-label={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        {children}
      </span>
    </Button>
  );
}
