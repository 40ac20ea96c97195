import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { TabItem, Tabs } from './Tabs.tsx';

function Example({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs aria-label="Ticket side" onSelectionChange={onSelectionChange} isFullWidth>
      <TabItem key="buy" title="BUY">
        Listings to buy
      </TabItem>
      <TabItem key="sell" title="SELL">
        <button type="button">Create listing</button>
      </TabItem>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('renders a named tab list with the first tab selected and its panel', async () => {
    const { container } = render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Ticket side' })).toBeInTheDocument();
    const buy = screen.getByRole('tab', { name: 'BUY' });
    expect(buy).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'BUY' })).toHaveTextContent('Listings to buy');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Example onSelectionChange={onSelectionChange} />);
    await user.tab();
    const buy = screen.getByRole('tab', { name: 'BUY' });
    const sell = screen.getByRole('tab', { name: 'SELL' });
    expect(buy).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(sell).toHaveFocus();
    expect(sell).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('sell');
    expect(screen.getByRole('tabpanel', { name: 'SELL' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(buy).toHaveFocus();
    expect(buy).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(sell).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(buy).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus from the selected tab into the panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'SELL' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create listing' })).toHaveFocus();
  });

  it('follows a controlled selectedKey', () => {
    render(
      <Tabs aria-label="Ticket side" selectedKey="sell">
        <TabItem key="buy" title="BUY">
          Buy
        </TabItem>
        <TabItem key="sell" title="SELL">
          Sell
        </TabItem>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'SELL' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sell');
  });
});
