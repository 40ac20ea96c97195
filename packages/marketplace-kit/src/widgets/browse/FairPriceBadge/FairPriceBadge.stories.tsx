import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { usd } from '#mocks/index.ts';
import { scenario } from '../../shared/storyScenario.tsx';
import { fairPriceBadgeTexts as t } from '../browseTexts.ts';
import { FairPriceBadge } from './FairPriceBadge.tsx';

const meta = {
  title: 'Browse/FairPriceBadge',
  component: FairPriceBadge,
  args: { ticket: { product_id: 999, cost: usd(90), section: null, event: { event_id: 1 } } },
} satisfies Meta<typeof FairPriceBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const withTickets = (prices: number[]) =>
  scenario({
    arrange: ({ db }) => {
      const base = db.tickets[0]!;
      db.tickets = prices.map((value, index) => ({
        ...base,
        product_id: 800 + index,
        section: null,
        status: 'SELL' as const,
        cost: usd(value),
      }));
    },
  });

/** 90 against tickets at 100, 120 and 140 (median 120): 25% under. */
export const GreatPrice: Story = {
  ...withTickets([100, 120, 140]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.greatPrice, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** 125 against the same tickets: within the fair band. */
export const FairPrice: Story = {
  ...withTickets([100, 120, 140]),
  args: { ticket: { product_id: 999, cost: usd(125), section: null, event: { event_id: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.fairPrice, {}, { timeout: 10_000 })).toBeVisible();
  },
};
