import { useRef, type ReactNode } from 'react';
import { useModalOverlay } from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { Dialog } from '../Dialog/Dialog.tsx';
import { PortalOverlay } from '../Overlay/Overlay.tsx';
import * as styles from './Drawer.css.ts';

export const drawerPlacements = ['start', 'end'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export interface DrawerProps {
  /** Whether the drawer is shown (controlled). */
  isOpen?: boolean;
  /**
   * Whether the drawer starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (Escape, outside press, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** An existing overlay state instead of `isOpen`/`onOpenChange`. */
  state?: OverlayTriggerState;
  /** Heading that names the drawer ("Menu"). */
  title: ReactNode;
  /**
   * Accessible name of the close button.
   * @default 'Close', the `UITexts` `close` text
   */
  closeLabel?: string;
  /**
   * The side the drawer slides in from (logical: `start` is the left in left-to-right languages).
   * @default 'start'
   */
  placement?: DrawerPlacement;
  /** Content, typically navigation links. */
  children: ReactNode;
}

/**
 * A modal panel that slides in from the side (the mobile side menu). Same behaviour as `Modal`: focus is
 * contained, Escape and an outside press close it, and focus returns to the element that opened it.
 */
export function Drawer({ state: externalState, isOpen, defaultOpen, onOpenChange, ...props }: DrawerProps) {
  const ownState = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const state = externalState ?? ownState;
  if (!state.isOpen) {
    return null;
  }
  return <OpenDrawer state={state} {...props} />;
}

function OpenDrawer({
  state,
  title,
  closeLabel,
  placement = 'start',
  children,
}: Omit<DrawerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & { state: OverlayTriggerState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, ref);
  return (
    <PortalOverlay shouldContainFocus>
      <div {...underlayProps} className={styles.underlay} data-placement={placement}>
        <div {...modalProps} ref={ref} className={styles.drawer} data-placement={placement} data-state="open">
          <Dialog title={title} onClose={state.close} closeLabel={closeLabel}>
            {children}
          </Dialog>
        </div>
      </div>
    </PortalOverlay>
  );
}
