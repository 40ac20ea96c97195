import { TabItem, Tabs } from '@momento/ui';
import type { ReactNode } from 'react';

export interface SideTab<Key extends string> {
  key: Key;
  title: string;
  panel: ReactNode;
}

export interface SideTabsProps<Key extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** The tabs shown (a buyer has BUY only, an active seller BUY and SELL). */
  tabs: readonly SideTab<Key>[];
  selected: Key;
  onChange: (key: Key) => void;
}

/**
 * The BUY / SELL tabs of My Orders and My Offers as real tabs (arrow keys, Home and End move between them). Pages load
 * it through SideTabsSlot, which shows a stand-in until the first intent on the tabs, so react-aria's tab machinery stays
 * out of their route chunk and their first seconds.
 */
export function SideTabs<Key extends string>({ label, tabs, selected, onChange }: SideTabsProps<Key>) {
  return (
    <Tabs aria-label={label} selectedKey={selected} onSelectionChange={(key) => onChange(String(key) as Key)}>
      {tabs.map((tab) => (
        <TabItem key={tab.key} title={tab.title}>
          {tab.panel}
        </TabItem>
      ))}
    </Tabs>
  );
}
