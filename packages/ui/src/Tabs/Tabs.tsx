import { useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useTab,
  useTabList,
  useTabPanel,
  type AriaTabListProps,
} from 'react-aria';
import { Item, useTabListState, type TabListState } from 'react-stately';
import * as styles from './Tabs.css.ts';

/** One tab: `<TabItem key="buy" title="BUY">panel content</TabItem>`. From react-stately. */
export const TabItem = Item;

/** Keys of collection items (react-aria's `Key`). */
type Key = string | number;

export interface TabsProps<T extends object> extends Omit<
  AriaTabListProps<T>,
  'onSelectionChange' | 'selectedKey' | 'defaultSelectedKey'
> {
  /** Accessible name of the tab list (required when no visible label names it). */
  'aria-label'?: string;
  /** The selected tab (controlled). */
  selectedKey?: Key;
  /** The tab selected at first (uncontrolled). */
  defaultSelectedKey?: Key;
  /** Called with the key of the newly selected tab. */
  onSelectionChange?: (key: Key) => void;
  /**
   * Whether the tabs share the width equally (BUY / SELL).
   * @default false
   */
  isFullWidth?: boolean;
  /**
   * `automatic` selects on arrow keys; `manual` moves focus and selects with Enter/Space.
   * @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** `TabItem` elements; each one's children is its panel. */
  children: AriaTabListProps<T>['children'];
  /** Extra class name. */
  className?: string;
}

/**
 * Tabs from react-aria's `useTabList`: Left/Right arrows (Home/End) move between tabs and select them,
 * Tab moves into the panel. Only the selected panel is rendered.
 */
export function Tabs<T extends object>({
  isFullWidth = false,
  className,
  onSelectionChange,
  ...props
}: TabsProps<T>) {
  const ariaProps: AriaTabListProps<T> = {
    ...props,
    onSelectionChange: onSelectionChange ? (key) => onSelectionChange(key) : undefined,
  };
  const state = useTabListState(ariaProps);
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(ariaProps, state, ref);
  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div {...tabListProps} ref={ref} className={styles.tabList} data-full-width={isFullWidth || undefined}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} itemKey={item.key} state={state}>
            {item.rendered}
          </Tab>
        ))}
      </div>
      <TabPanel key={state.selectedItem?.key} state={state} />
    </div>
  );
}

function Tab<T>({ itemKey, state, children }: { itemKey: Key; state: TabListState<T>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected, isDisabled } = useTab({ key: itemKey }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div
      {...mergeProps(tabProps, focusProps, hoverProps)}
      ref={ref}
      className={styles.tab}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}

function TabPanel<T>({ state }: { state: TabListState<T> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      ref={ref}
      className={styles.panel}
      data-focus-visible={isFocusVisible || undefined}
    >
      {state.selectedItem?.props.children as ReactNode}
    </div>
  );
}
