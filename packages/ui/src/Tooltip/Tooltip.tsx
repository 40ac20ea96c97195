import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ElementType,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { mergeProps, useOverlayPosition, useTooltip, useTooltipTrigger, type Placement } from 'react-aria';
import { useTooltipTriggerState, type TooltipTriggerState } from 'react-stately';
import { PortalOverlay } from '../Overlay/Overlay.tsx';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** The text of the tooltip: a short description of the trigger (it becomes its `aria-describedby`). */
  content: ReactNode;
  /**
   * The trigger: one focusable element (a `Button`, `IconButton`, `Link` or a native element) that accepts
   * DOM props and forwards its `ref` to the DOM element.
   */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip shows. Keyboard focus shows it at once.
   * @default 600
   */
  delay?: number;
  /**
   * Milliseconds before the tooltip hides once the pointer leaves.
   * @default 300
   */
  closeDelay?: number;
  /**
   * Where the tooltip sits relative to the trigger (it flips when there is no room).
   * @default 'top'
   */
  placement?: Placement;
  /**
   * Distance from the trigger, in pixels.
   * @default 6
   */
  offset?: number;
  /**
   * `focus` shows the tooltip only on keyboard focus, not on hover.
   * @default 'hover'
   */
  trigger?: 'hover' | 'focus';
  /**
   * Whether the tooltip never shows.
   * @default false
   */
  isDisabled?: boolean;
  /** Whether the tooltip is shown (controlled). */
  isOpen?: boolean;
  /**
   * Whether the tooltip starts shown (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class name for the tooltip element. */
  className?: string;
}

type PointerHandler = (event: Event) => void;
/** The trigger's pointer handlers, attached natively (see `useNativePointerHandlers`). */
const pointerHandlerEvents = {
  onPointerEnter: 'pointerenter',
  onPointerLeave: 'pointerleave',
  onMouseEnter: 'mouseenter',
  onMouseLeave: 'mouseleave',
  onPointerDown: 'pointerdown',
} as const;
type PointerHandlerName = keyof typeof pointerHandlerEvents;

/**
 * A tooltip (react-aria `useTooltipTrigger`/`useTooltip`): a short description that shows while the trigger
 * is hovered or has keyboard focus, and hides on Escape, blur, pointer leave and press. While it shows, the
 * trigger's `aria-describedby` points at it. It portals through the provider's container (shadow-root safe)
 * and is positioned with `useOverlayPosition`.
 *
 * Never put essential information or interactive content in a tooltip: touch users cannot reach it.
 */
export function Tooltip({
  content,
  children,
  delay = 600,
  closeDelay = 300,
  placement = 'top',
  offset = 6,
  trigger = 'hover',
  isDisabled = false,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  className,
}: TooltipProps) {
  const state = useTooltipTriggerState({
    delay,
    closeDelay,
    trigger,
    isDisabled,
    isOpen,
    defaultOpen,
    onOpenChange,
  });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(
    { delay, closeDelay, trigger, isDisabled },
    state,
    triggerRef,
  );

  // Focus, blur, key handlers and `aria-describedby` go onto the child as props: `Button` and `IconButton`
  // pass them to `useButton`, native elements take them directly. Pointer handlers are attached natively
  // instead, because components built on `useButton` drop unknown DOM event props (and with them hover).
  const { onPointerEnter, onPointerLeave, onMouseEnter, onMouseLeave, onPointerDown, ...propsForChild } =
    triggerProps;
  const pointerRef = useNativePointerHandlers({
    onPointerEnter,
    onPointerLeave,
    onMouseEnter,
    onMouseLeave,
    onPointerDown,
  });

  const { ref: childRef, ...childProps } = children.props;
  const setTriggerElement = useCallback(
    (element: HTMLElement | null) => {
      triggerRef.current = element;
      const detachPointer = pointerRef(element);
      const detachChild = assignRef(childRef, element);
      return () => {
        triggerRef.current = null;
        detachPointer?.();
        if (detachChild) {
          detachChild();
        } else {
          assignRef(childRef, null);
        }
      };
    },
    [pointerRef, childRef],
  );
  // Rendered as JSX of the child's own type (what `cloneElement` does) so the callback ref is a plain JSX ref.
  const Trigger = children.type as ElementType;
  return (
    <>
      <Trigger {...mergeProps(childProps, propsForChild)} ref={setTriggerElement} />
      {state.isOpen && (
        <TooltipOverlay
          state={state}
          triggerRef={triggerRef}
          id={tooltipProps.id}
          placement={placement}
          offset={offset}
          className={className}
        >
          {content}
        </TooltipOverlay>
      )}
    </>
  );
}

/** Sets an object or callback ref; returns the callback ref's cleanup when it has one (React 19). */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(value);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) {
    ref.current = value;
  }
  return undefined;
}

/**
 * Attaches react-aria's pointer handlers to the trigger element with `addEventListener`. The handlers only
 * read `pointerType`, `target` and `currentTarget`, which native events carry just like React's.
 */
function useNativePointerHandlers(handlers: Partial<Record<PointerHandlerName, unknown>>) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return useCallback((element: HTMLElement | null) => {
    if (!element) {
      return undefined;
    }
    const names = Object.keys(pointerHandlerEvents) as PointerHandlerName[];
    const listeners = names.map((name) => {
      const listener: PointerHandler = (event) => {
        const handler = latest.current[name];
        if (typeof handler === 'function') {
          (handler as PointerHandler)(event);
        }
      };
      element.addEventListener(pointerHandlerEvents[name], listener);
      return [pointerHandlerEvents[name], listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) {
        element.removeEventListener(type, listener);
      }
    };
  }, []);
}

function TooltipOverlay({
  state,
  triggerRef,
  id,
  placement,
  offset,
  className,
  children,
}: {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  id: string | undefined;
  placement: Placement;
  offset: number;
  className: string | undefined;
  children: ReactNode;
}) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const { tooltipProps } = useTooltip({ id }, state);
  const { overlayProps, placement: actualPlacement } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement,
    offset,
    isOpen: true,
  });
  return (
    // Tooltips never take or trap focus: focus stays on the trigger.
    <PortalOverlay disableFocusManagement>
      <div
        {...mergeProps(tooltipProps, overlayProps)}
        ref={overlayRef}
        className={[styles.tooltip, className].filter(Boolean).join(' ')}
        data-placement={actualPlacement ?? undefined}
        data-state="open"
      >
        {children}
      </div>
    </PortalOverlay>
  );
}
