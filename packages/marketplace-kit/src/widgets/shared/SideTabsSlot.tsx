import { TabsStandIn } from '@momento/ui';
import { useLayoutEffect, useRef, type ComponentType, type SyntheticEvent } from 'react';
import { codeOnIntent } from './codeOnIntent.ts';
import type { SideTabsProps } from './SideTabs.tsx';
import * as styles from './lists.css.ts';

// One component for every key type: the slot passes its props through unchanged.
const useSideTabsCode = codeOnIntent(() =>
  import('./SideTabs.tsx').then((module) => module.SideTabs as ComponentType<SideTabsProps<string>>),
);

/**
 * The BUY / SELL tabs of My Orders and My Offers. Their code (react-aria's tab list, its collection, collator and i18n
 * module, which checks the browser's locale with `Intl` when it loads) was a long task of the page's first seconds on
 * a slow phone, so the page first shows TabsStandIn (same look, roles and names; a press or the arrow keys choose a
 * tab) and loads the real tabs on the first sign of intent on the tab list: a pointer over it, focus, a press. Focus
 * on a tab meanwhile moves to the same tab when they arrive. When their code could not load (offline, a flaky
 * network), the stand-in has done what the user asked (it chooses tabs itself), so nothing is reported: the next
 * intent tries again.
 */
export function SideTabsSlot<Key extends string>(props: SideTabsProps<Key>) {
  const [SideTabs, loadSideTabs] = useSideTabsCode();
  // Index of the tab that has focus, handed over to the real tab list once; -1 when focus is elsewhere.
  const handOver = useRef(-1);
  const slotRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!SideTabs || handOver.current < 0) return;
    slotRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[handOver.current]?.focus();
    handOver.current = -1;
  }, [SideTabs]);

  if (SideTabs) {
    return (
      <div ref={slotRef} className={styles.tabsSlot}>
        <SideTabs {...(props as unknown as SideTabsProps<string>)} />
      </div>
    );
  }

  // Only the tab list: intent on the panel (the page's lists and forms) is not intent on the tabs.
  const tabOf = (event: SyntheticEvent) => (event.target as Element).closest('[role="tab"]');
  const onTabList = (event: SyntheticEvent) => (event.target as Element).closest('[role="tablist"]') != null;
  const load = (event: SyntheticEvent) => onTabList(event) && loadSideTabs();
  return (
    // The slot only listens for intent on the tabs inside; they carry the roles.
    <div
      ref={slotRef}
      role="presentation"
      className={styles.tabsSlot}
      onPointerOver={load}
      onPointerDown={load}
      onFocus={(event) => {
        const tab = tabOf(event);
        if (tab)
          handOver.current = [...(slotRef.current?.querySelectorAll('[role="tab"]') ?? [])].indexOf(tab);
        load(event);
      }}
      // Focus leaving the tab list cancels its hand-over; losing it because the stand-in was replaced does not.
      onBlur={(event) => {
        if (event.relatedTarget && !event.relatedTarget.closest('[role="tablist"]')) handOver.current = -1;
      }}
    >
      <TabsStandIn
        aria-label={props.label}
        tabs={props.tabs}
        selectedKey={props.selected}
        onSelectionChange={props.onChange}
      >
        {(props.tabs.find((tab) => tab.key === props.selected) ?? props.tabs[0])?.panel}
      </TabsStandIn>
    </div>
  );
}
