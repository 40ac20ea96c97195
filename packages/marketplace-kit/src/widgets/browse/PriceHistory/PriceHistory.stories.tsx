import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildPriceHistoryDay, FIXTURE_NOW, setMockPriceHistory, usd } from '#mocks/index.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { priceHistoryTexts as t } from './priceHistoryTexts.ts';
import { PriceHistory } from './PriceHistory.tsx';

// The mock's clock is fixed, so the drawn month (and the picture) is the same on every run.
const now = () => Date.parse(FIXTURE_NOW);
const today = FIXTURE_NOW.slice(0, 10);

const meta = {
  title: 'Browse/PriceHistory',
  component: PriceHistory,
  args: { eventId: 1, today },
} satisfies Meta<typeof PriceHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 2016 World Series' month: four tickets today, prices drifting down, a few sales (the mock's drawn month). */
export const Success: Story = {
  ...scenario({
    seed: { now },
    arrange: ({ db }) => {
      const base = db.tickets[0]!;
      db.tickets = [380, 450, 520, 640].map((price, index) => ({
        ...base,
        product_id: 700 + index,
        status: 'SELL' as const,
        cost: usd(price),
      }));
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /^Lowest asking price fell from .* to \$380\.00 on Nov 22; 4 listings today\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.showTable }));
    const table = canvas.getByRole('table', { name: t.tableCaption('2016 World Series, Game 7') });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** A week with a gap (no tickets on two days) and sales on three days; the data table open. */
export const WithGapsAndSales: Story = {
  args: { defaultShowTable: true },
  ...scenario({
    seed: { now },
    arrange: ({ db }) =>
      setMockPriceHistory(db, 1, [
        buildPriceHistoryDay('2026-11-16', {
          lowest: 520,
          median: 610,
          listings: 5,
          soldMedian: 560,
          sold: 2,
        }),
        buildPriceHistoryDay('2026-11-17', { lowest: 505, median: 600, listings: 4 }),
        buildPriceHistoryDay('2026-11-18'),
        buildPriceHistoryDay('2026-11-19', { soldMedian: 540, sold: 1 }),
        buildPriceHistoryDay('2026-11-20', { lowest: 470, median: 560, listings: 3 }),
        buildPriceHistoryDay('2026-11-21', {
          lowest: 455,
          median: 530,
          listings: 3,
          soldMedian: 480,
          sold: 1,
        }),
        buildPriceHistoryDay('2026-11-22', { lowest: 450, median: 500, listings: 2 }),
      ]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Lowest asking price fell from $520.00 on Nov 16 to $450.00 on Nov 22; 2 listings today. 4 tickets sold in these 7 days, the last at a median of $480.00 on Nov 21.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.hideTable })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = { ...scenario({ overrides: () => [pending('/search/price_history.php')] }) };

/** Nobody ever listed a ticket for the event. */
export const Empty: Story = {
  ...scenario({
    seed: { now },
    arrange: ({ db }) => void (db.tickets = db.tickets.filter((ticket) => ticket.event.event_id !== 1)),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ overrides: () => [failing('/search/price_history.php')] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.failed, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.tryAgain })).toBeVisible();
  },
};
