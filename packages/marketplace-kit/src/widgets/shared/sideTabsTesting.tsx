// The tab bar the SideTabsSlot tests drive: BUY and SELL with a panel each, the selection kept by the page, as My
// Orders keeps it (in its query string).
import { useState } from 'react';
import { SideTabsSlot } from './SideTabsSlot.tsx';

/** BUY / SELL tabs named 'Orders'; `onChange` hears every choice. */
export function OrderTabs({ onChange }: { onChange: (key: string) => void }) {
  const [selected, setSelected] = useState<'buy' | 'sell'>('buy');
  return (
    <SideTabsSlot
      label="Orders"
      tabs={[
        { key: 'buy', title: 'BUY', panel: <p>Bought tickets</p> },
        { key: 'sell', title: 'SELL', panel: <p>Sold tickets</p> },
      ]}
      selected={selected}
      onChange={(key) => {
        onChange(key);
        setSelected(key);
      }}
    />
  );
}
