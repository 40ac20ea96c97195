import { TabItem, Tabs } from '@momento/ui';
import type { ReactNode } from 'react';
import { orderTexts as t } from '../orderTexts.ts';

export type OrderTab = 'buy' | 'sell';

export interface OrderTabsProps {
  selected: OrderTab;
  /** The SELL tab is for active sellers only. */
  isActiveSeller: boolean;
  onTabChange: (tab: OrderTab) => void;
  buyPanel: ReactNode;
  sellPanel: ReactNode;
}

/** BUY and SELL as real tabs (arrow keys, Home and End move between them); a buyer has the BUY tab only. */
export function OrderTabs({ selected, isActiveSeller, onTabChange, buyPanel, sellPanel }: OrderTabsProps) {
  return isActiveSeller ? (
    <Tabs aria-label={t.tabs} selectedKey={selected} onSelectionChange={(key) => onTabChange(key === 'sell' ? 'sell' : 'buy')}>
      <TabItem key="buy" title={t.buy}>
        {buyPanel}
      </TabItem>
      <TabItem key="sell" title={t.sell}>
        {sellPanel}
      </TabItem>
    </Tabs>
  ) : (
    <Tabs aria-label={t.tabs} selectedKey="buy">
      <TabItem key="buy" title={t.buy}>
        {buyPanel}
      </TabItem>
    </Tabs>
  );
}
