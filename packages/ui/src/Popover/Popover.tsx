import { useRef, type ReactNode, type Ref } from 'react';
import { DismissButton, mergeRefs, usePopover, type AriaPopoverProps } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { PortalOverlay } from '../Overlay/Overlay.tsx';
import * as styles from './Popover.css.ts';

export const popoverPaddings = ['none', 'small', 'medium'] as const;
export type PopoverPadding = (typeof popoverPaddings)[number];

export interface PopoverProps extends Omit<AriaPopoverProps, 'popoverRef' | 'triggerRef'> {
  /** The overlay state from `useOverlayTriggerState` (or a menu/select/combobox state). */
  state: OverlayTriggerState;
  /** The element the popover is positioned against (and focus returns to). */
  triggerRef: AriaPopoverProps['triggerRef'];
  children: ReactNode;
  /**
   * Where the popover sits relative to its trigger.
   * @default 'bottom start'
   */
  placement?: AriaPopoverProps['placement'];
  /**
   * Distance from the trigger, in pixels.
   * @default 4
   */
  offset?: number;
  /**
   * Inner spacing.
   * @default 'small'
   */
  padding?: PopoverPadding;
  /** Extra class name for the popover element. */
  className?: string;
  /** Ref to the popover element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A positioned overlay anchored to a trigger (menus, select and combobox list boxes, pickers). Behaviour
 * (positioning, dismiss on outside press and Escape, hidden dismiss buttons for screen readers) comes from
 * react-aria's `usePopover`; the popover renders into the provider's portal container.
 *
 * Closed state renders nothing; the caller owns the state.
 */
export function Popover(props: PopoverProps) {
  if (!props.state.isOpen) {
    return null;
  }
  return <OpenPopover {...props} />;
}

function OpenPopover({
  state,
  children,
  placement = 'bottom start',
  offset = 4,
  padding = 'small',
  className,
  ref,
  ...ariaProps
}: PopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover({ ...ariaProps, placement, offset, popoverRef }, state);
  return (
    <PortalOverlay>
      {!ariaProps.isNonModal && <div {...underlayProps} className={styles.underlay} />}
      <div
        {...popoverProps}
        ref={mergeRefs(popoverRef, ref ?? null)}
        className={[styles.popover, className].filter(Boolean).join(' ')}
        data-padding={padding}
        data-state="open"
      >
        {!ariaProps.isNonModal && <DismissButton onDismiss={state.close} />}
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </PortalOverlay>
  );
}
