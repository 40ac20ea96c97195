import { createElement, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /**
   * The element to render.
   * @default 'span'
   */
  as?: ElementType;
  /**
   * Show the content while it (or a descendant) has focus, as for a "Skip to content" link.
   * @default false
   */
  isFocusable?: boolean;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Hides content visually while keeping it in the accessibility tree (screen-reader-only text). */
export function VisuallyHidden({
  as = 'span',
  isFocusable = false,
  className,
  ...props
}: VisuallyHiddenProps) {
  return createElement(as, {
    ...props,
    'data-focusable': isFocusable || undefined,
    className: [styles.root, className].filter(Boolean).join(' '),
  });
}
