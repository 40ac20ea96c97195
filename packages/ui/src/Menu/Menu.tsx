import { cloneElement, useRef, type Key, type ReactNode, type RefObject } from 'react';
import {
  Pressable,
  useMenu,
  useMenuItem,
  useMenuSection,
  useMenuTrigger,
  useSeparator,
  type AriaMenuProps,
  type PressableProps,
} from 'react-aria';
import { Item, Section, useMenuTriggerState, useTreeState, type TreeState } from 'react-stately';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './Menu.css.ts';

/** A menu entry: `<MenuItem key="orders" href="/account/orders">My orders</MenuItem>`. From react-stately. */
export const MenuItem = Item;
/** A titled group of entries: `<MenuSection title="Account">...</MenuSection>`. From react-stately. */
export const MenuSection = Section;

type CollectionNode<T> = NonNullable<ReturnType<TreeState<T>['collection']['getItem']>>;

export interface MenuTriggerProps<T extends object> extends Omit<AriaMenuProps<T>, 'onClose'> {
  /** The button that opens the menu (a button or a component forwarding its ref and DOM props). */
  trigger: PressableProps['children'];
  /** Accessible name of the menu, e.g. 'Account'. */
  'aria-label': string;
  /** Called with the key of the chosen item (link items also navigate). */
  onAction?: (key: Key) => void;
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom end'
   */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /**
   * Whether the menu stays open after an item is chosen.
   * @default true
   */
  shouldCloseOnSelect?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The items: `MenuItem` and `MenuSection` elements (or a render function with `items`). */
  children: AriaMenuProps<T>['children'];
}

/**
 * A button that opens a menu (the avatar dropdown). Behaviour from react-aria's `useMenuTrigger`/`useMenu`:
 * Enter, Space, ArrowDown (first item) or ArrowUp (last item) open it; arrow keys, Home/End and typeahead
 * move; Enter chooses; Escape or Tab closes and focus returns to the button. Items with `href` are links.
 */
export function MenuTrigger<T extends object>({
  trigger,
  placement = 'bottom end',
  shouldCloseOnSelect = true,
  onOpenChange,
  onAction,
  ...menuProps
}: MenuTriggerProps<T>) {
  const state = useMenuTriggerState({ onOpenChange });
  const triggerRef = useRef<HTMLElement>(null);
  const { menuTriggerProps, menuProps: triggerMenuProps } = useMenuTrigger<T>({}, state, triggerRef);
  // ARIA relations and the id go onto the trigger element; everything else (press and key handlers,
  // preventFocusOnPress) goes through Pressable. Its types list press props only, but it also wires key
  // handlers through useFocusable: ArrowDown/ArrowUp opening the menu depend on that.
  const ariaTriggerProps: Record<string, unknown> = {};
  const pressableProps: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(menuTriggerProps)) {
    (name === 'id' || name.startsWith('aria-') ? ariaTriggerProps : pressableProps)[name] = value;
  }
  return (
    <>
      {/* Pressable adds press, focus and key handlers; the ARIA relations go onto the element itself. */}
      <Pressable {...pressableProps} ref={triggerRef}>
        {cloneElement(trigger, ariaTriggerProps) as PressableProps['children']}
      </Pressable>
      <Popover state={state} triggerRef={triggerRef} placement={placement} padding="small">
        <Menu<T>
          {...menuProps}
          {...triggerMenuProps}
          // react-aria also passes the item's value; the public callback takes the key only.
          onAction={(key) => onAction?.(key)}
          shouldCloseOnSelect={shouldCloseOnSelect}
          onClose={state.close}
        />
      </Popover>
    </>
  );
}

interface MenuProps<T extends object> extends AriaMenuProps<T> {
  shouldCloseOnSelect?: boolean;
}

/** The menu list itself (rendered by `MenuTrigger`). */
function Menu<T extends object>(props: MenuProps<T>) {
  const state = useTreeState(props);
  const ref = useRef<HTMLDivElement>(null);
  const { menuProps } = useMenu(props, state, ref);
  return (
    <div {...menuProps} ref={ref} className={styles.menu}>
      {[...state.collection].map((node) =>
        node.type === 'section' ? (
          <MenuSectionView key={node.key} section={node} state={state} />
        ) : (
          <MenuItemView key={node.key} item={node} state={state} />
        ),
      )}
    </div>
  );
}

function MenuSectionView<T>({ section, state }: { section: CollectionNode<T>; state: TreeState<T> }) {
  const { itemProps, headingProps, groupProps } = useMenuSection({
    heading: section.rendered,
    'aria-label': section['aria-label'],
  });
  const { separatorProps } = useSeparator({ elementType: 'div' });
  const isFirst = section.key === state.collection.getFirstKey();
  return (
    <>
      {!isFirst && <div {...separatorProps} className={styles.separator} />}
      <div {...itemProps}>
        {section.rendered && (
          <span {...headingProps} className={styles.sectionHeading}>
            {section.rendered}
          </span>
        )}
        <div {...groupProps} className={styles.group}>
          {[...section.childNodes].map((node) => (
            <MenuItemView key={node.key} item={node} state={state} />
          ))}
        </div>
      </div>
    </>
  );
}

function MenuItemView<T>({ item, state }: { item: CollectionNode<T>; state: TreeState<T> }) {
  const ref = useRef<HTMLElement>(null);
  const { menuItemProps, isFocused, isFocusVisible, isDisabled } = useMenuItem({ key: item.key }, state, ref);
  const itemProps = item.props as { href?: string; tone?: 'danger' } | undefined;
  const shared = {
    className: styles.item,
    'data-focused': isFocused || undefined,
    'data-focus-visible': isFocusVisible || undefined,
    'data-disabled': isDisabled || undefined,
    'data-tone': itemProps?.tone,
  };
  if (itemProps?.href) {
    return (
      <a
        {...menuItemProps}
        {...shared}
        ref={ref as RefObject<HTMLAnchorElement | null>}
        href={itemProps.href}
      >
        {item.rendered as ReactNode}
      </a>
    );
  }
  return (
    <div {...menuItemProps} {...shared} ref={ref as RefObject<HTMLDivElement | null>}>
      {item.rendered as ReactNode}
    </div>
  );
}
