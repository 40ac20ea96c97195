import type { ReactNode } from 'react';
import { useDisclosureGroupState } from 'react-stately';
import { DisclosureGroupContext } from '../Disclosure/Disclosure.tsx';

export interface AccordionProps {
  /** `Disclosure` sections, each with an `id`. */
  children: ReactNode;
  /**
   * Whether several sections may be open at once.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
  /** Open section ids (controlled). */
  expandedKeys?: Iterable<string>;
  /** Open section ids at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<string>;
  /** Called with the open section ids. */
  onExpandedChange?: (keys: Set<string>) => void;
  /**
   * Whether every section is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class name. */
  className?: string;
}

/**
 * A group of `Disclosure` sections (the checkout steps): by default opening one closes the others.
 * State from react-stately's `useDisclosureGroupState`.
 */
export function Accordion({
  children,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  isDisabled = false,
  className,
}: AccordionProps) {
  const state = useDisclosureGroupState({
    allowsMultipleExpanded,
    expandedKeys,
    defaultExpandedKeys,
    onExpandedChange: (keys) => onExpandedChange?.(new Set([...keys].map(String))),
    isDisabled,
  });
  return (
    <div className={className} data-accordion="">
      <DisclosureGroupContext.Provider value={state}>{children}</DisclosureGroupContext.Provider>
    </div>
  );
}
