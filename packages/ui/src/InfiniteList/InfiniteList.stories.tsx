import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { InfiniteList } from './InfiniteList.tsx';

interface Ticket {
  id: number;
  name: string;
}
const page = (from: number, size = 10): Ticket[] =>
  Array.from({ length: size }, (_, index) => ({ id: from + index, name: `Ticket ${from + index}` }));

/** Loads pages of 10 on demand, up to `total`, with a short fake delay. */
function Demo({ total, failOnSecondPage }: { total: number; failOnSecondPage: boolean }) {
  const [items, setItems] = useState<Ticket[]>(() => page(1, Math.min(10, total)));
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);
  const loadMore = () => {
    setLoading(true);
    setError(undefined);
    setTimeout(() => {
      setLoading(false);
      setAttempts((count) => count + 1);
      if (failOnSecondPage && attempts === 0) {
        setError('Could not load more tickets.');
        return;
      }
      setItems((current) => [...current, ...page(current.length + 1, Math.min(10, total - current.length))]);
    }, 50);
  };
  return (
    <InfiniteList
      aria-label="Tickets"
      items={items}
      getKey={(ticket) => ticket.id}
      renderItem={(ticket) => (
        <div
          style={{
            padding: vars.space.medium,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.medium,
          }}
        >
          {ticket.name}
        </div>
      )}
      hasMore={items.length < total}
      isLoading={isLoading}
      error={error}
      onLoadMore={loadMore}
      endText="No more tickets"
      emptyText="No tickets found"
    />
  );
}

const meta = {
  title: 'Navigation/InfiniteList',
  component: Demo,
  args: { total: 25, failOnSecondPage: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: the "Load more" button loads the next page; the end text shows when all are loaded. */
export const LoadMoreWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tickets' });
    await waitFor(
      async () => {
        const button = canvas.queryByRole('button', { name: 'Load more' });
        if (button) {
          button.focus();
          await userEvent.keyboard('{Enter}');
        }
        await expect(canvas.getByText('No more tickets')).toBeVisible();
      },
      { timeout: 5000 },
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(25);
  },
};

export const Empty: Story = { args: { total: 0 } };

export const ErrorThenRetry: Story = {
  args: { failOnSecondPage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load more tickets.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Virtualised: Story = { args: { total: 300 } };
