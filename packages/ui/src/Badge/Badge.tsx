import type { ReactNode, Ref } from 'react';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** Short status text ("Sold", "Pending"). Colour is never the only signal: the text carries the meaning. */
  children: ReactNode;
  /**
   * Colour family.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** Extra class name. */
  className?: string;
  /** Ref to the element. */
  ref?: Ref<HTMLSpanElement>;
}

/** A small status label (order states, ticket states). Plain text for assistive technology. */
export function Badge({ children, tone = 'neutral', className, ref }: BadgeProps) {
  return (
    <span
      ref={ref}
      className={[styles.badge, styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      {children}
    </span>
  );
}
