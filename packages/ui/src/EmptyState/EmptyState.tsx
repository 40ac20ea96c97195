import type { ReactNode, Ref } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What is empty, e.g. the spec's empty text for a list. */
  title: ReactNode;
  /** A helpful second line. */
  description?: ReactNode;
  /** A call to action (a Button or Link). */
  action?: ReactNode;
  /** A decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class name. */
  className?: string;
  /** Ref to the element. */
  ref?: Ref<HTMLElement>;
}

/** Shown in place of a list or page that has nothing to show yet. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ref,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      className={[styles.emptyState, className].filter(Boolean).join(' ')}
      data-empty-state=""
    >
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
