import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabItem, Tabs } from './Tabs.tsx';
import { TabsStandIn } from './TabsStandIn.tsx';

function Demo({
  isFullWidth,
  onSelectionChange,
}: {
  isFullWidth: boolean;
  onSelectionChange: (key: unknown) => void;
}) {
  return (
    <Tabs aria-label="Ticket side" isFullWidth={isFullWidth} onSelectionChange={onSelectionChange}>
      <TabItem key="buy" title="BUY">
        <p>Tickets listed for sale.</p>
      </TabItem>
      <TabItem key="sell" title="SELL">
        <p>Offers from buyers.</p>
      </TabItem>
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Demo,
  args: { isFullWidth: true, onSelectionChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the selected tab, ArrowRight selects SELL, ArrowLeft goes back to BUY. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'BUY' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'SELL' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'SELL' })).toHaveTextContent('Offers from buyers.');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sell');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'BUY' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Compact: Story = { args: { isFullWidth: false } };

/** TabsStandIn (above) beside the Tabs it stands in for (below): the same roles, names and size; the arrow key chooses SELL. */
export const StandIn: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-testid="stand-in">
        <TabsStandIn
          aria-label="Ticket side"
          tabs={[
            { key: 'buy', title: 'BUY' },
            { key: 'sell', title: 'SELL' },
          ]}
          selectedKey="buy"
          onSelectionChange={args.onSelectionChange}
        >
          <p>Tickets listed for sale.</p>
        </TabsStandIn>
      </div>
      <div data-testid="real">
        <Demo isFullWidth={false} onSelectionChange={() => {}} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const standIn = canvas.getByTestId('stand-in');
    const real = canvas.getByTestId('real');
    const size = (box: HTMLElement) =>
      [box.getBoundingClientRect().width, box.getBoundingClientRect().height].map(Math.round);
    await expect(size(standIn)).toEqual(size(real));
    await expect(within(standIn).getByRole('tabpanel', { name: 'BUY' })).toHaveTextContent(
      'Tickets listed for sale.',
    );
    await userEvent.tab();
    await expect(within(standIn).getByRole('tab', { name: 'BUY' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sell');
    await expect(within(standIn).getByRole('tab', { name: 'SELL' })).toHaveFocus();
  },
};
