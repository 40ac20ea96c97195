import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { SideTabsSlot } from './SideTabsSlot.tsx';

// The real tabs' code is held until the test lets it in, so what the user does first happens on the stand-in.
const tabsCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./SideTabs.tsx', async (importOriginal) => {
  await tabsCode.arrived;
  return importOriginal();
});

function Orders({ onChange }: { onChange: (key: string) => void }) {
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

describe('the BUY / SELL tabs before their code has loaded', () => {
  it('choose SELL with the arrow key meanwhile, and keep focus on it when the real tabs arrive', async () => {
    const onChange = vi.fn();
    const { container } = render(<Orders onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'BUY' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'BUY' })).toHaveTextContent('Bought tickets');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'BUY' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('sell');
    expect(screen.getByRole('tab', { name: 'SELL' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'SELL' })).toHaveTextContent('Sold tickets');

    tabsCode.release();
    await vi.dynamicImportSettled();
    // react-aria's tab (its ids are its own) has replaced the stand-in's.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'SELL' }).id).toMatch(/^react-aria/));
    expect(screen.getByRole('tab', { name: 'SELL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('buy');
    expect(screen.getByRole('tabpanel', { name: 'BUY' })).toHaveTextContent('Bought tickets');
  });
});
