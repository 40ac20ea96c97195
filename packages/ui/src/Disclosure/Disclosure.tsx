import { createContext, useContext, useId, useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useDisclosure, useFocusRing } from 'react-aria';
import { useDisclosureState, type DisclosureGroupState } from 'react-stately';
import * as styles from './Disclosure.css.ts';

/** Set by `Accordion` so that its disclosures share one expanded set. */
export const DisclosureGroupContext = createContext<DisclosureGroupState | null>(null);

export interface DisclosureProps {
  /** The always-visible heading text of the section ("Shipping address"). */
  title: ReactNode;
  /** The collapsible content. */
  children: ReactNode;
  /** Identifies the section inside an `Accordion`; defaults to a generated id. */
  id?: string;
  /** Whether the section is open (controlled; ignored inside an Accordion). */
  isExpanded?: boolean;
  /**
   * Whether the section starts open (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called when the section opens or closes. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * Whether the section cannot be toggled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Heading level that wraps the toggle button.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class name. */
  className?: string;
}

/**
 * A collapsible section (checkout steps, Manage Address): a heading containing a button with
 * `aria-expanded`/`aria-controls`, and a panel hidden with `hidden="until-found"` so in-page search still
 * finds its text. Behaviour from react-aria's `useDisclosure`.
 */
export function Disclosure({
  title,
  children,
  id,
  isExpanded: controlledExpanded,
  defaultExpanded,
  onExpandedChange,
  isDisabled = false,
  headingLevel = 3,
  className,
}: DisclosureProps) {
  const generatedId = useId();
  const key = id ?? generatedId;
  const group = useContext(DisclosureGroupContext);
  const isExpandedInGroup = group ? group.expandedKeys.has(key) : undefined;
  const state = useDisclosureState({
    isExpanded: isExpandedInGroup ?? controlledExpanded,
    defaultExpanded,
    onExpandedChange: (expanded) => {
      if (group && expanded !== group.expandedKeys.has(key)) {
        group.toggleKey(key);
      }
      onExpandedChange?.(expanded);
    },
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const disabled = isDisabled || Boolean(group?.isDisabled);
  const { buttonProps, panelProps } = useDisclosure({ isDisabled: disabled }, state, panelRef);
  const { buttonProps: triggerProps } = useButton(buttonProps, triggerRef);
  const { focusProps } = useFocusRing();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={[styles.disclosure, className].filter(Boolean).join(' ')}
      data-expanded={state.isExpanded || undefined}
    >
      <Heading className={styles.heading}>
        <button
          {...mergeProps(triggerProps, focusProps)}
          ref={triggerRef}
          className={styles.trigger}
          data-disabled={disabled || undefined}
        >
          {title}
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 6l5 5 5-5"
              stroke="currentColor"
              strokeWidth="1.75"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </Heading>
      <div {...panelProps} ref={panelRef} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
