import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

export interface TabsStandInProps<Key extends string> {
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** The tabs, in order. */
  tabs: readonly { key: Key; title: ReactNode }[];
  /** The selected tab (controlled). */
  selectedKey: Key;
  /** Called with the key of the tab chosen (a press, or the arrow keys, Home and End). */
  onSelectionChange: (key: Key) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * What Tabs shows (the tab list, the selected panel), with the same roles, names, focus order and layout, but none of
 * react-aria's collection and i18n code, whose loading is a long task on a slow phone. A tab is chosen by a press or
 * the arrow keys, Home and End (left to right), as in Tabs with automatic activation. A page renders it until Tabs'
 * code has loaded and swaps it in, moving focus to the same tab.
 */
export function TabsStandIn<Key extends string>({
  tabs,
  selectedKey,
  onSelectionChange,
  children,
  ...props
}: TabsStandInProps<Key>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selectedKey),
  );
  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
    if (tab.key !== selectedKey) onSelectionChange(tab.key);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next == null) return;
    event.preventDefault();
    choose((next + tabs.length) % tabs.length);
  };
  return (
    <div className={styles.tabs}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={props['aria-label']}
        aria-orientation="horizontal"
        className={styles.tabList}
      >
        {tabs.map((tab, index) => (
          <div
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            role="tab"
            aria-selected={index === selectedIndex}
            aria-controls={index === selectedIndex ? `${id}-panel` : undefined}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={`${styles.tab} ${styles.tabStandIn}`}
            data-selected={index === selectedIndex || undefined}
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </div>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tabs[selectedIndex]?.key}`}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
