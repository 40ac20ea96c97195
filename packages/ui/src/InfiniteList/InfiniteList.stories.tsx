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

/**
 * Loads pages of 10 on demand, up to `total`, with a short fake delay. `rowHeight` gives every row that height and
 * tells the virtualiser so, so that a virtualised list is as tall however many of its rows were ever measured.
 */
function Demo({
  total,
  failOnSecondPage,
  rowHeight,
  virtualizeAbove,
}: {
  total: number;
  failOnSecondPage: boolean;
  rowHeight?: number;
  virtualizeAbove?: number;
}) {
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
            boxSizing: 'border-box',
            height: rowHeight,
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
      // A virtual row is the ticket and the list's gap below it (`vars.space.small`, 8 px).
      estimateSize={rowHeight === undefined ? undefined : rowHeight + 8}
      virtualizeAbove={virtualizeAbove}
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

/**
 * Presses "Load more" from the keyboard (the sentinel may load pages too) until the end text shows: the list's last
 * state, which no scrolling or taller window changes.
 */
async function loadToTheEnd(canvas: ReturnType<typeof within>, timeout = 5000) {
  await waitFor(
    async () => {
      const button = canvas.queryByRole('button', { name: 'Load more' });
      if (button) {
        button.focus();
        await userEvent.keyboard('{Enter}');
      }
      await expect(canvas.getByText('No more tickets')).toBeVisible();
    },
    { timeout },
  );
}

/** Keyboard: the "Load more" button loads the next page; the end text shows when all are loaded. */
export const LoadMoreWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tickets' });
    await loadToTheEnd(canvas);
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
    // The retried page arrived and loading goes on to the last ticket.
    await loadToTheEnd(canvas);
    await expect(within(canvas.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem')).toHaveLength(
      25,
    );
  },
};

/**
 * Loaded to the end, 15 tickets, virtualised above 10 (200 by default): the rows are placed by the virtualiser, each
 * stating its place in the whole list. The list is short enough that every row is within the virtualiser's reach of
 * the first screen (the viewport and 5 rows beyond), so a screenshot of the whole page, which grows the window, shows
 * the rows the page had; the unit test shows a long list keeping only the rows near the viewport.
 */
export const Virtualised: Story = {
  args: { total: 15, rowHeight: 48, virtualizeAbove: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadToTheEnd(canvas);
    const list = canvas.getByRole('list', { name: 'Tickets' });
    await expect(list).toHaveAttribute('data-virtual');
    // Back at the top, as a person who scrolled down to the end and returns sees it: every row is placed.
    window.scrollTo(0, 0);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    await expect(within(list).getByText('Ticket 1')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')[14]).toHaveAttribute('aria-posinset', '15');
    await expect(within(list).getAllByRole('listitem')[14]).toHaveAttribute('aria-setsize', '15');
  },
};
