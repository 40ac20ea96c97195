import type { ReactNode } from 'react';
import * as styles from './FactList.css.ts';

/**
 * A list of facts about one item (`<dl>`): each `Fact` a term and its value. `className` replaces the list's own
 * layout where a part spaces its facts differently.
 */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ?? styles.facts}>{children}</dl>;
}

/** A term and its value in a `FactList`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}
