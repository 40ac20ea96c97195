import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabItem, Tabs } from './Tabs.tsx';

function Demo({ isFullWidth, onSelectionChange }: { isFullWidth: boolean; onSelectionChange: (key: unknown) => void }) {
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
